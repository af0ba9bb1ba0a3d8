import type { CarImage } from "~/platform/db/json-types";
import { vehicleViews } from "~/platform/images/vehicle-svg";
import { slugify } from "~/platform/text/slug";

/** Demo photo URLs: generated drawings by body type and colour, served by the media route. */
export function vehicleImageSet(body: string, colour: string, count: number): CarImage[] {
  return Array.from({ length: count }, (_, i) => {
    const view = vehicleViews[i % vehicleViews.length];
    const url = `/media/vehicle/${slugify(body)}/${slugify(colour)}/${view}${i >= vehicleViews.length ? `-${i}` : ""}.svg`;
    return { image: { url }, thumb: { url } };
  });
}

const SPIN_FRAMES = 36;

export function vehicleSpinSet(body: string, colour: string): string[] {
  return Array.from(
    { length: SPIN_FRAMES },
    (_, i) => `/media/vehicle/${slugify(body)}/${slugify(colour)}/spin-${i}.svg`,
  );
}
