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
export type FacetName = (typeof facetNames)[number];

export const numericNames = [
  "price",
  "km",
  "year",
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

export function facetValue(car: SearchCar, facet: FacetName): string | null {
  switch (facet) {
    case "make_model":
      return `${car.make}${MAKE_MODEL_SEPARATOR}${car.model}`;
    case "certified":
      return car.certified ? "true" : "false";
    case "seats":
      return car.seats === null ? null : String(car.seats);
    default: {
      const value = car[facet];
      return value === null || value === "" ? null : value;
    }
  }
}

export function isFacetName(name: string): name is FacetName {
  return (facetNames as readonly string[]).includes(name);
}

export function isNumericName(name: string): name is NumericName {
  return (numericNames as readonly string[]).includes(name);
}
