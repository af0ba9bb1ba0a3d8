import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
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

/** The production adapter: an S3-compatible object store, shared by every app process. */
export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => {
    assertMediaKey(key);
    return `${settings.prefix ?? ""}${key}`;
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return {
          body: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? mediaTypeOf(key),
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    describe: () => `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,
  };
}
