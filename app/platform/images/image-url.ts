/** The one builder of image addresses: every component asks the /img endpoint for a size and format. */

export const IMAGE_FORMATS = ["avif", "webp", "jpeg", "png"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_WIDTHS = [80, 160, 320, 480, 640, 800, 1024, 1280, 1600, 2048] as const;
export const DEFAULT_QUALITY = 75;

export interface ImageOptions {
  width: number;
  quality?: number;
  format?: ImageFormat;
}

/** Rounds up to a width the endpoint caches, so caches are shared across components. */
export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? 2048;
}

export function imageUrl(src: string, { width, quality = DEFAULT_QUALITY, format = "webp" }: ImageOptions): string {
  const params = new URLSearchParams({ src, w: String(snapWidth(width)), q: String(quality), fm: format });
  return `/img?${params.toString()}`;
}

export function imageSrcSet(src: string, widths: readonly number[], options: Omit<ImageOptions, "width"> = {}): string {
  return widths.map((w) => `${imageUrl(src, { ...options, width: w })} ${snapWidth(w)}w`).join(", ");
}
