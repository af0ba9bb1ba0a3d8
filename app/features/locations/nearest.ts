import { POSTCODE_DISTRICTS } from "./postcode-districts";
import { formatNumber } from "~/ui/format";

/** Spec 001 section 9: distances on a sphere of radius 6371 km. */
export const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  lat: number;
  long: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance (haversine) in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLong = radians(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "3 km", "1,204 km": whole kilometres, under one as "Under 1 km". */
export function distanceLabel(km: number): string {
  return km < 1 ? "Under 1 km" : `${formatNumber(km)} km`;
}

/** Spec 001 section 8: a postcode is exactly 4 digits. */
export const POSTCODE_PATTERN = /^\d{4}$/;

export interface PlacedPostcode extends Coordinates {
  place: string;
}

/** The bundled table's answer for a 4-digit postcode: its district's town, or null where no state is allocated the number. */
export function placePostcode(postcode: string): PlacedPostcode | null {
  if (!POSTCODE_PATTERN.test(postcode)) return null;
  const n = Number(postcode);
  let low = 0;
  let high = POSTCODE_DISTRICTS.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (POSTCODE_DISTRICTS[mid]![0] <= n) low = mid;
    else high = mid - 1;
  }
  const [, place, lat, long] = POSTCODE_DISTRICTS[low]!;
  return place === null ? null : { place, lat, long };
}

/** The places in order of distance from a point, each with its distance; those without coordinates last. */
export function byDistance<T>(
  items: T[],
  from: Coordinates,
  at: (item: T) => Coordinates | null,
): { item: T; km: number | null }[] {
  return items
    .map((item) => {
      const to = at(item);
      return { item, km: to ? distanceKm(from, to) : null };
    })
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
}
