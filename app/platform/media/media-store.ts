/**
 * The `MediaStore` port: where uploaded pictures (car photos, logos) are kept. The embedded default
 * is a local folder; with `S3_*` set, an S3-compatible object store, so every app process on every
 * machine reads the same files. Keys are site-scoped paths such as `metro-used/cars/<uuid>.jpg`.
 */
export interface StoredMedia {
  body: Buffer;
  contentType: string;
}

export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredMedia | null>;
  /** Deleting what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Where the files are, for the log: "folder ./data/media" or "S3 bucket media". */
  describe(): string;
}

/** A picture the store keeps is served at this path (and through /img): `/media/uploads/<key>`. */
export const UPLOADS_PATH = "/media/uploads/";

// SVG only ever comes from the demo seed's own drawings; uploads are re-encoded as JPEG.
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|webp|svg)$/;

/** Keys are ours, never a visitor's: lowercase words, slashes and one extension, so no key can climb out. */
export function isMediaKey(key: string): boolean {
  return KEY.test(key) && key.length <= 200;
}

export function mediaKeyOfPath(path: string): string | null {
  if (!path.startsWith(UPLOADS_PATH)) return null;
  const key = path.slice(UPLOADS_PATH.length);
  return isMediaKey(key) ? key : null;
}

export function mediaPath(key: string): string {
  return `${UPLOADS_PATH}${key}`;
}

export const MEDIA_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export function mediaTypeOf(key: string): string {
  return MEDIA_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}

/** Every upload a text names by its path (a page's Markdown, a configuration as JSON). */
export function mediaKeysIn(text: string): string[] {
  return [...text.matchAll(/\/media\/uploads\/([a-z0-9/-]+\.(?:jpg|png|webp|svg))/g)].flatMap(([, key]) =>
    key && isMediaKey(key) ? [key] : [],
  );
}
