import { createHash } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { DEFAULT_QUALITY, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "./image-url";
import { loadImageSource } from "./image-source.server";

export const ImageRequestSchema = z.object({
  src: z.string().startsWith("/", "src must be a site-relative path").max(500),
  w: z.coerce.number().int().refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), `w must be one of ${IMAGE_WIDTHS.join(", ")}`),
  q: z.coerce.number().int().min(1).max(100).default(DEFAULT_QUALITY),
  fm: z.enum(IMAGE_FORMATS).default("webp"),
});
export type ImageRequest = z.infer<typeof ImageRequestSchema>;

export interface TransformedImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const cache = new Map<string, TransformedImage>();
let cachedBytes = 0;

/** Resizes and re-encodes a local image; results are kept in a small LRU, oldest dropped first. */
export async function transformImage(request: ImageRequest): Promise<TransformedImage | null> {
  const key = `${request.src}|${request.w}|${request.q}|${request.fm}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const source = await loadImageSource(request.src);
  if (!source) return null;
  const pipeline = sharp(source.body, { density: source.contentType === "image/svg+xml" ? 144 : undefined }).resize({ width: request.w, withoutEnlargement: source.contentType !== "image/svg+xml" });
  const body = await pipeline.toFormat(request.fm, { quality: request.q }).toBuffer();
  const result = { body, contentType: CONTENT_TYPES[request.fm], etag: `"${createHash("sha1").update(key).digest("base64url")}"` };
  remember(key, result);
  return result;
}

function remember(key: string, value: TransformedImage) {
  cache.set(key, value);
  cachedBytes += value.body.length;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= MAX_CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.body.length;
  }
}
