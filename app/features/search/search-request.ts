import type { FacetName, NumericName } from "./facets";
import type { SearchCar } from "~/features/cars";
import type { SortKey } from "./sort-keys";

/** One predicate of a filter string such as `status:in_stock AND photos_count > 1 AND car_type:used`. */
export type Predicate =
  | { kind: "facet"; facet: FacetName; value: string; negate?: boolean }
  | { kind: "numeric"; attribute: NumericName; op: NumericOp; value: number }
  | { kind: "range"; attribute: NumericName; min: number; max: number };
export type NumericOp = "<" | "<=" | "=" | "!=" | ">=" | ">";

/** A filter in conjunctive form: every group must hold, and a group holds when any predicate does. */
export type Filter = Predicate[][];

/** The ranges a listing filters by: its three sliders, and the figures a shopper's words name (issue 38). */
export const rangeNames = ["price", "km", "year", "towing_capacity", "fuel_economy", "payload"] as const;
export type RangeName = (typeof rangeNames)[number];
/** The ranges with a slider, and so with min/max stats. */
export const sliderNames = ["price", "km", "year"] as const satisfies readonly RangeName[];
export type SliderName = (typeof sliderNames)[number];
export interface NumericRange {
  min?: number;
  max?: number;
}

export interface SearchRequest {
  query?: string;
  /** Fixed filters (site, featured, similar cars): they narrow every count. */
  filters?: Filter;
  /** The shopper's facet choices: OR within a facet, AND across facets; a facet's counts ignore its own choice. */
  refinements?: Partial<Record<FacetName, string[]>>;
  /** The shopper's slider ranges, inclusive; a range's own stats ignore it. */
  ranges?: Partial<Record<RangeName, NumericRange>>;
  facets?: FacetName[];
  maxValuesPerFacet?: number;
  sort?: SortKey;
  /** Zero-based. */
  page?: number;
  hitsPerPage?: number;
}

export interface FacetStats {
  min: number;
  max: number;
}

export interface SearchResult {
  hits: SearchCar[];
  /** Every car that matches, as the facets count them. */
  count: number;
  page: number;
  /** Pages of the cards the listing shows, after sold runs are collapsed. */
  pages: number;
  hitsPerPage: number;
  facets: Partial<Record<FacetName, Record<string, number>>>;
  facets_stats: Partial<Record<SliderName, FacetStats>>;
}

export function matchesPredicate(
  car: SearchCar,
  predicate: Predicate,
  facetValues: (car: SearchCar, facet: FacetName) => readonly string[],
): boolean {
  switch (predicate.kind) {
    case "facet": {
      const wanted = predicate.value.toLowerCase();
      const equal = facetValues(car, predicate.facet).some((value) => value.toLowerCase() === wanted);
      return predicate.negate ? !equal : equal;
    }
    case "numeric": {
      const value = car[predicate.attribute];
      return value !== null && compareNumeric(value, predicate.op, predicate.value);
    }
    case "range": {
      const value = car[predicate.attribute];
      return value !== null && value >= predicate.min && value <= predicate.max;
    }
  }
}

export function compareNumeric(value: number, op: NumericOp, target: number): boolean {
  switch (op) {
    case "<":
      return value < target;
    case "<=":
      return value <= target;
    case "=":
      return value === target;
    case "!=":
      return value !== target;
    case ">=":
      return value >= target;
    case ">":
      return value > target;
  }
}

/** In-stock cars by car type, for the home page tiles and the Our Stock menu. */
export type StockCounts = Partial<Record<"new" | "used" | "demo", number>>;

/** "min:max", ":max" or "min:"; anything else is ignored. */
export function parseRange(text: string | null): NumericRange | null {
  if (!text) return null;
  const match = /^\s*(-?\d+(?:\.\d+)?)?\s*:\s*(-?\d+(?:\.\d+)?)?\s*$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return {
    ...(match[1] !== undefined ? { min: Number(match[1]) } : {}),
    ...(match[2] !== undefined ? { max: Number(match[2]) } : {}),
  };
}
