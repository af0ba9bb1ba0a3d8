/** The one builder of image addresses: every component asks the /img endpoint for a size and format. */

export const IMAGE_FORMATS = ["avif", "webp", "jpeg", "png"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** What /img serves: WebP for pages, JPEG for mail and anything without WebP. AVIF costs seconds per picture. */
export const SERVED_FORMATS = ["webp", "jpeg"] as const;
export const IMAGE_WIDTHS = [80, 160, 320, 480, 640, 800, 1024, 1280, 1600, 2048] as const;
export const DEFAULT_QUALITY = 75;

export interface ImageOptions {
  width: number;
  format?: (typeof SERVED_FORMATS)[number];
}

/** Rounds up to a width the endpoint caches, so caches are shared across components. */
export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? 2048;
}

/**
 * The shortest address the endpoint reads the same way: quality and WebP are its defaults, and a
 * path's slashes need no escaping in a query. A listing carries about a hundred of these.
 */
export function imageUrl(src: string, { width, format = "webp" }: ImageOptions): string {
  const path = encodeURIComponent(src).replace(/%2F/g, "/");
  return `/img?src=${path}&w=${snapWidth(width)}${format === "webp" ? "" : `&fm=${format}`}`;
}

export function imageSrcSet(src: string, widths: readonly number[], options: Omit<ImageOptions, "width"> = {}): string {
  return widths.map((w) => `${imageUrl(src, { ...options, width: w })} ${snapWidth(w)}w`).join(", ");
}

/** A picture's absolute JPEG address for link previews (Open Graph, Twitter), resolved against the page's address. */
export function shareImageUrl(src: string, pageUrl: string): string {
  return new URL(imageUrl(src, { width: 1200, format: "jpeg" }), pageUrl).href;
}
