import type { SearchCar } from "~/features/cars";

/** Where a facet serves besides the index: the listing's URL, the query reader, the suggestions; a list facet holds many values. */
interface FacetUse {
  url?: true;
  read?: true;
  suggest?: true;
  list?: true;
}

/**
 * The facet attributes of spec 000 section 3 (Search facet attributes), each once, with where it
 * serves. Their order is the order the listing's URL writes its parameters (spec 000 section 2),
 * so a listing has one address. A list facet (features, categories) holds any number of values: a
 * filter holds when the list has the value; every other facet holds one value of each car.
 */
const FACETS = {
  item_type: { url: true, read: true },
  car_type: { url: true, read: true },
  make: { url: true, read: true, suggest: true },
  model: { url: true },
  body: { url: true, read: true, suggest: true },
  fuel: { url: true, read: true, suggest: true },
  transmission: { url: true, read: true },
  drive: { url: true, read: true },
  colour: { url: true, read: true },
  seats: { url: true, read: true },
  doors: { url: true, read: true },
  sleeps: { url: true, read: true },
  location_name: { url: true, read: true },
  dealership_slug: { url: true },
  state: { url: true },
  certified: { url: true },
  weekly_price_range: { url: true },
  categories: { url: true, read: true, suggest: true, list: true },
  filtered_features: { url: true, read: true, list: true },
  make_model: { suggest: true },
  badge: {},
  status: {},
  city: {},
  dealership_name: {},
  tag: {},
  price_range: {},
} as const satisfies Record<string, FacetUse>;

type Facets = typeof FACETS;
export type FacetName = keyof Facets;
/** The facets that serve in a use, as a type: `FacetWith<"url">`. */
type FacetWith<U extends keyof FacetUse> = {
  [F in FacetName]: Facets[F] extends Record<U, true> ? F : never;
}[FacetName];

const allFacets = Object.keys(FACETS) as FacetName[];
const facetsWith = <U extends keyof FacetUse>(use: U) => allFacets.filter((f) => use in FACETS[f]) as FacetWith<U>[];

export type ListFacetName = FacetWith<"list">;
export type SingleFacetName = Exclude<FacetName, ListFacetName>;
/** The facets a car holds a list of. */
export const listFacetNames: readonly ListFacetName[] = facetsWith("list");
/** The facets a car holds one value of. */
export const facetNames = allFacets.filter((f) => !("list" in FACETS[f])) as SingleFacetName[];
/** The facets the listing's URL carries, in the order it writes them. */
export const urlFacets: readonly FacetWith<"url">[] = facetsWith("url");
export type UrlFacet = FacetWith<"url">;
/** The facets whose values the query reader knows as words ("suv", "diesel", "7 seats"). */
export const readFacets: readonly FacetWith<"read">[] = facetsWith("read");
/** The facets a shopper's typing is completed from. */
export const suggestionFacets: readonly FacetWith<"suggest">[] = facetsWith("suggest");

export const numericNames = [
  "price",
  "km",
  "year",
  "towing_capacity",
  "fuel_economy",
  "payload",
  "photos_count",
  "created_at_timestamp",
  "sold_date_timestamp",
  "subscription_price",
  "custom_rank",
  "views",
  "id",
] as const;
export type NumericName = (typeof numericNames)[number];

/** The separator of make_model values, as a hosted index's hierarchical facets write them. */
export const MAKE_MODEL_SEPARATOR = " > ";

export function isListFacet(facet: FacetName): facet is ListFacetName {
  return (listFacetNames as readonly string[]).includes(facet);
}

/** Every value a car holds of a facet: none, one, or a list facet's list. */
export function facetValues(car: SearchCar, facet: FacetName): readonly string[] {
  if (isListFacet(facet)) return car[facet];
  const value = facetValue(car, facet);
  return value === null ? [] : [value];
}

export function facetValue(car: SearchCar, facet: SingleFacetName): string | null {
  switch (facet) {
    case "make_model":
      return `${car.make}${MAKE_MODEL_SEPARATOR}${car.model}`;
    case "certified":
      return car.certified ? "true" : "false";
    case "seats":
    case "doors":
    case "sleeps":
      return car[facet] === null ? null : String(car[facet]);
    default: {
      const value = car[facet];
      return value === null || value === "" ? null : value;
    }
  }
}

export function isFacetName(name: string): name is FacetName {
  return (facetNames as readonly string[]).includes(name) || (listFacetNames as readonly string[]).includes(name);
}

export function isNumericName(name: string): name is NumericName {
  return (numericNames as readonly string[]).includes(name);
}
