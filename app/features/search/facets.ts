import type { SearchCar } from "~/features/cars";

/**
 * The facet attributes of spec 000 section 3 (Search facet attributes) that a car holds one value
 * of, and the numeric attributes that take ranges, comparisons and min/max stats.
 */
export const facetNames = [
  "make",
  "model",
  "make_model",
  "badge",
  "car_type",
  "status",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "doors",
  "sleeps",
  "state",
  "city",
  "location_name",
  "dealership_name",
  "dealership_slug",
  "tag",
  "certified",
  "item_type",
  "price_range",
  "weekly_price_range",
] as const;
/** The facets a car holds a list of (any number of values): a filter holds when the list has the value. */
export const listFacetNames = ["filtered_features", "categories"] as const;
export type ListFacetName = (typeof listFacetNames)[number];
export type SingleFacetName = (typeof facetNames)[number];
export type FacetName = SingleFacetName | ListFacetName;

export const numericNames = [
  "price",
  "km",
  "year",
  "towing_capacity",
  "fuel_economy",
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
