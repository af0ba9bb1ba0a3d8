import { createHash, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { BUSY, concurrencyLimit } from "../async/concurrency-limit";
import { oneFlightPerKey } from "../async/one-flight";
import { SizedCache } from "../memory/sized-cache";
import { DEFAULT_QUALITY, IMAGE_WIDTHS, SERVED_FORMATS, type ImageFormat } from "./image-url";
import { logger } from "../logging/logger.server";
import { diskCache } from "./disk-cache.server";
import { loadImageSource, type ImageSource, type KnownBrand } from "./image-source.server";
import type { MediaStore } from "../media/media-store";

/**
 * What /img accepts: only the widths, the quality and the formats the pages ask for, so the set of
 * variants of one picture is small and each is made once.
 */
export const ImageRequestSchema = z.object({
  src: z.string().startsWith("/", "src must be a site-relative path").max(500),
  w: z.coerce
    .number()
    .int()
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), `w must be one of ${IMAGE_WIDTHS.join(", ")}`),
  q: z.coerce
    .number()
    .int()
    .refine((q) => q === DEFAULT_QUALITY, `q must be ${DEFAULT_QUALITY}`)
    .default(DEFAULT_QUALITY),
  fm: z.enum(SERVED_FORMATS, { error: `fm must be one of ${SERVED_FORMATS.join(", ")}` }).default("webp"),
});

export interface ImageRequest {
  src: string;
  w: number;
  q: number;
  fm: ImageFormat;
}

export interface TransformedImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface ImageService {
  /** The variant, null when there is no such picture, BUSY when too many new variants are being made. */
  transform(request: ImageRequest): Promise<TransformedImage | null | typeof BUSY>;
  /** A picture's original (a drawing, a file under public/), null when there is no such picture. */
  original(src: string): Promise<ImageSource | null>;
}

export interface ImageServiceOptions {
  /** The brands a mark is drawn for; any other name is no picture. */
  knownBrand: KnownBrand;
  /** The disk cache's size: past it the least recently used variants are deleted. */
  cacheBytes: number;
  cores?: number;
  /** Where uploaded pictures are kept (`/media/uploads/...`). */
  media?: MediaStore;
}

const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};
const MAX_MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * Resizes and re-encodes local pictures with sharp. Each variant is made once: it is kept on disk
 * (named by a hash of the picture's bytes and the variant, so a changed picture is a new name) and
 * the most used in memory. Making new variants takes at most one core (all but one on larger
 * machines), with a short queue; beyond that the endpoint answers 503 rather than slow every page.
 */
export function imageService(cacheDir: string, options: ImageServiceOptions): ImageService {
  mkdirSync(cacheDir, { recursive: true });
  const running = Math.max(1, (options.cores ?? availableParallelism()) - 1);
  sharp.concurrency(1);
  // Our own caches hold the results; libvips' cache of decoded pictures only kept memory after a burst.
  sharp.cache(false);
  const disk = diskCache(cacheDir, options.cacheBytes);
  const limit = concurrencyLimit(running, 16);
  const memory = new SizedCache<TransformedImage>(MAX_MEMORY_BYTES, (image) => image.body.length);
  const oneFlight = oneFlightPerKey<TransformedImage | typeof BUSY>();

  async function readOrMake(
    key: string,
    source: { body: Buffer; contentType: string },
    request: ImageRequest,
  ): Promise<TransformedImage | typeof BUSY> {
    const file = path.join(cacheDir, `${key}.${request.fm}`);
    const kept = (body: Buffer) => {
      const image = { body, contentType: CONTENT_TYPES[request.fm], etag: `"${key.slice(0, 27)}"` };
      memory.set(key, image);
      return image;
    };
    const cached = await readFile(file).catch(() => null);
    if (cached) {
      disk.used(file, cached.length);
      return kept(cached);
    }
    const made = await limit(async () => {
      const pipeline = sharp(source.body, { density: source.contentType === "image/svg+xml" ? 144 : undefined }).resize(
        { width: request.w, withoutEnlargement: source.contentType !== "image/svg+xml" },
      );
      return pipeline.toFormat(request.fm, { quality: request.q }).toBuffer();
    });
    if (made === BUSY) return BUSY;
    // Its own temporary name per process and write: another process may be writing the same variant.
    const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(partial, made)
      .then(() => rename(partial, file))
      .then(() => disk.added(file, made.length))
      .catch((error: unknown) =>
        logger.warn(
          { err: error, file },
          "a resized picture could not be kept in the cache; it is served all the same",
        ),
      );
    return kept(made);
  }

  return {
    original: (src) => loadImageSource(src, options.knownBrand, options.media),
    async transform(request) {
      const source = await loadImageSource(request.src, options.knownBrand, options.media);
      if (!source) return null;
      const key = createHash("sha256")
        .update(source.body)
        .update(`|${request.w}|${request.q}|${request.fm}`)
        .digest("base64url");
      // Requests for a variant being made wait for it: made once, written once.
      return memory.get(key) ?? oneFlight(key, () => readOrMake(key, source, request));
    },
  };
}
