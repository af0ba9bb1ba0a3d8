import { facetLabel } from "~/features/cars";

/** Spec 001 section 9: the body types the selector knows. */
export const KNOWN_BODY_TYPES = [
  "4x4",
  "bus",
  "cabChassis",
  "convertible",
  "coupe",
  "ev",
  "hardtop",
  "hatch",
  "hatchback",
  "motorhome",
  "lightTruck",
  "peopleMover",
  "prestige",
  "sedan",
  "softtop",
  "suv",
  "ute",
  "van",
  "wagon",
  "stationWagon",
] as const;

/** Spec 001 section 9: 4 types by default, 20 where the site names its own bodies. */
export const BODY_SELECTOR_LIMIT = { known: 4, custom: 20 } as const;

export interface BodyOption {
  /** The stock's own value ("people mover"), as the listing filters by it. */
  value: string;
  label: string;
  count: number;
}

/** "cabChassis", "Cab Chassis" and "cab-chassis" are one body. */
const bodyKey = (body: string) => body.toLowerCase().replace(/[\s_-]+/g, "");

/**
 * The body selector's tiles from the stock's body counts: the known types (or the site's custom
 * bodies) in stock, by count descending, then name descending, 4 of them (20 of the custom).
 */
export function bodySelector(
  counts: Record<string, number> | undefined,
  customBodies: readonly string[] = [],
): BodyOption[] {
  const allowed = new Set((customBodies.length ? customBodies : KNOWN_BODY_TYPES).map(bodyKey));
  const limit = customBodies.length ? BODY_SELECTOR_LIMIT.custom : BODY_SELECTOR_LIMIT.known;
  return Object.entries(counts ?? {})
    .filter(([value, count]) => count > 0 && allowed.has(bodyKey(value)))
    .map(([value, count]) => ({ value, label: facetLabel(value), count }))
    .sort((a, b) => b.count - a.count || (a.label < b.label ? 1 : a.label > b.label ? -1 : 0))
    .slice(0, limit);
}
