import type * as S3 from "@aws-sdk/client-s3";
import { assertMediaKey, mediaTypeOf, type MediaStore } from "./media-store";

export interface S3Settings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver); unset, AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys under this prefix, so one bucket can hold several deployments. */
  prefix?: string;
}

/**
 * The production adapter: an S3-compatible object store, shared by every app process. The SDK (a
 * quarter of a second of a core to load) is loaded with the first object stored or read, so a server
 * without a bucket never loads it.
 */
export function s3MediaStore(settings: S3Settings): MediaStore {
  let connected: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: Boolean(settings.endpoint),
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    })));
  const objectKey = (key: string) => {
    assertMediaKey(key);
    return `${settings.prefix ?? ""}${key}`;
  };
  return {
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return {
          body: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? mediaTypeOf(key),
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    describe: () => `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,
  };
}
