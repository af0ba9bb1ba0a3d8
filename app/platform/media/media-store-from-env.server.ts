import type { Env } from "../runtime/env.server";
import { localMediaStore } from "./local-media-store.server";
import type { MediaStore } from "./media-store";
import { s3MediaStore } from "./s3-media-store.server";

/** The object store when `S3_BUCKET` is set, otherwise the local folder. */
export function mediaStoreFromEnv(env: Env): MediaStore {
  if (!env.S3_BUCKET) return localMediaStore(env.MEDIA_DIR);
  return s3MediaStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    prefix: env.S3_PREFIX,
  });
}
