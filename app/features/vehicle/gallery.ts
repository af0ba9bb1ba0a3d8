/** Spec 000 sections 2 and 9: thumbnails only above 3 images, 2 priority images, lazy loading 500 px early. */
export const THUMBNAILS_ABOVE = 3;
export const PRIORITY_IMAGES = 2;
export const LAZY_MARGIN_PX = 500;
/** The custom slide goes in at position 2 (the second slide). */
export const CUSTOM_SLIDE_POSITION = 2;

export type Slide =
  | { kind: "image"; src: string; thumb: string; alt: string }
  | { kind: "custom"; src: string; alt: string; href: string | null };

export interface CustomSlide {
  image_url: string;
  alt: string;
  href?: string;
}

export function gallerySlides(
  images: { image: { url: string }; thumb: { url: string }; alt?: string }[],
  carName: string,
  custom: CustomSlide | null,
): Slide[] {
  const slides: Slide[] = images.map((img, i) => ({
    kind: "image",
    src: img.image.url,
    thumb: img.thumb.url,
    alt: img.alt || `${carName}, photo ${i + 1} of ${images.length}`,
  }));
  if (custom && slides.length > 0) {
    slides.splice(CUSTOM_SLIDE_POSITION - 1, 0, {
      kind: "custom",
      src: custom.image_url,
      alt: custom.alt,
      href: custom.href ?? null,
    });
  }
  return slides;
}

export function showThumbnails(imageCount: number): boolean {
  return imageCount > THUMBNAILS_ABOVE;
}

/** Arrows stop at the ends rather than wrapping. */
export function stepSlide(index: number, delta: -1 | 1, count: number): number {
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** Left and right arrow keys (key codes 37 and 39) move the gallery. */
export function arrowKeyDelta(key: string): -1 | 1 | null {
  if (key === "ArrowLeft") return -1;
  if (key === "ArrowRight") return 1;
  return null;
}
