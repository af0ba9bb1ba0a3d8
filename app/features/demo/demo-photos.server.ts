import type { CarImage } from "~/platform/db/json-types";
import { loadImageSource } from "~/platform/images/image-source.server";
import { mediaPath, type MediaStore } from "~/platform/media/media-store";

const DRAWING = /^\/media\/vehicle\/([a-z0-9-]+)\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/;

/**
 * The demo cars' photos kept in the media store as a dealer's uploads are (issue 40), so a newcomer
 * can reorder, replace and delete them in the console. Each drawing is stored once per site and
 * shared by the cars that show it; deleting a photo from a car leaves the shared file (only a car's
 * own uploads, under `<site>/cars/`, are deleted with it).
 */
export async function demoPhotosInStore<T extends { row: Record<string, unknown> }>(
  slug: string,
  media: MediaStore,
  cars: readonly T[],
): Promise<T[]> {
  const keys = new Map<string, string>();
  const stored = (url: string) => {
    const drawing = DRAWING.exec(url);
    if (!drawing) return url;
    const key = `${slug}/demo/${drawing.slice(1).join("-")}.svg`;
    keys.set(url, key);
    return mediaPath(key);
  };
  const moved = cars.map((car) => {
    const images = (car.row.images as CarImage[] | undefined)?.map((image) => ({
      image: { url: stored(image.image.url) },
      thumb: { url: stored(image.thumb.url) },
    }));
    return images ? { ...car, row: { ...car.row, images } } : car;
  });
  const pending = [...keys];
  for (let i = 0; i < pending.length; i += 32)
    await Promise.all(
      pending.slice(i, i + 32).map(async ([url, key]) => {
        const source = await loadImageSource(url, async () => false);
        if (source) await media.put(key, source.body, source.contentType);
      }),
    );
  return moved;
}
