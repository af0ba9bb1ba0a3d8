import type { CarImage } from "~/platform/db/json-types";

/** A car's photos: at most this many (a feed's cars carry up to 40). */
export const PHOTOS_PER_CAR = 60;

export type PhotoMove =
  | { kind: "order"; urls: readonly string[] }
  | { kind: "earlier" | "later" | "first" | "delete"; url: string }
  | { kind: "alt"; url: string; alt: string };

/** The photos after one change, or why it cannot be made (a photo no longer there, an order that loses one). */
export function movePhoto(photos: readonly CarImage[], change: PhotoMove): CarImage[] | string {
  if (change.kind === "order") {
    const byUrl = new Map(photos.map((p) => [p.image.url, p]));
    const ordered = change.urls.flatMap((url) => (byUrl.has(url) ? [byUrl.get(url)!] : []));
    if (ordered.length !== photos.length || new Set(change.urls).size !== photos.length)
      return "The photos changed while you were arranging them: reload and try again.";
    return ordered;
  }
  const at = photos.findIndex((p) => p.image.url === change.url);
  if (at < 0) return "That photo is no longer on this car: reload to see its photos.";
  const next = [...photos];
  const [photo] = next.splice(at, 1) as [CarImage];
  switch (change.kind) {
    case "delete":
      return next;
    case "first":
      return [photo, ...next];
    case "earlier":
      next.splice(Math.max(0, at - 1), 0, photo);
      return next;
    case "later":
      next.splice(Math.min(next.length, at + 1), 0, photo);
      return next;
    case "alt": {
      const alt = change.alt.trim().slice(0, 200);
      next.splice(at, 0, alt ? { ...photo, alt } : (({ alt: _a, ...rest }) => rest)(photo));
      return next;
    }
  }
}

/** What a photo form asked for, read from its fields. */
export function readPhotoMove(fields: { intent: string; url: string; alt: string; order: string }): PhotoMove | null {
  switch (fields.intent) {
    case "order":
      return { kind: "order", urls: fields.order.split("\n").filter(Boolean) };
    case "earlier":
    case "later":
    case "first":
    case "delete":
      return fields.url ? { kind: fields.intent, url: fields.url } : null;
    case "alt":
      return fields.url ? { kind: "alt", url: fields.url, alt: fields.alt } : null;
    default:
      return null;
  }
}
