import { type RangeName, VAGUE_PRICE_WORDS } from "~/features/search";
import { formatMoney } from "~/ui/format";
import type { ListingState, UrlFacet } from "./listing-url";

/**
 * Issue 38, never a dead end: when nothing matches every filter, the least important give way one
 * after another until something does. Price gives way by rising to the cheapest cars that match the
 * rest, not by going altogether.
 */
export type RelaxPart = UrlFacet | RangeName;

export const RELAX_ORDER: readonly RelaxPart[] = [
  "colour",
  "filtered_features",
  "categories",
  "doors",
  "fuel_economy",
  "km",
  "year",
  "transmission",
  "fuel",
  "drive",
  "location_name",
  "price",
  "towing_capacity",
  "payload",
  "sleeps",
  "seats",
  "body",
];

/**
 * Issue 56: a price read from a vague word ("cheap electric car") gives way before anything the
 * shopper named, so the cheapest electric cars show rather than cheap petrol ones.
 */
export function relaxOrder(state: ListingState): readonly RelaxPart[] {
  const vaguePrice = Boolean(state.ranges.price) && VAGUE_PRICE_WORDS.test((state.typed ?? state.query).toLowerCase());
  return vaguePrice ? ["price", ...RELAX_ORDER.filter((part) => part !== "price")] : RELAX_ORDER;
}

/**
 * The words no filter could read ("dual cab ute" where the yard has no utes) give way last, after
 * every filter: never an empty page (issue 56). The address keeps the filters read from them.
 */
export function withoutWords(state: ListingState): Relaxed | null {
  const words = state.words ?? state.query;
  if (!words) return null;
  return {
    state: { ...state, query: "", typed: undefined, words: "" },
    label: `the words “${words}” left out`,
    keys: () => false,
  };
}

const NOUNS: Partial<Record<RelaxPart, string>> = {
  colour: "any colour",
  filtered_features: "any features",
  categories: "any category",
  doors: "any number of doors",
  fuel_economy: "any fuel use",
  km: "any kilometres",
  year: "any year",
  transmission: "any gearbox",
  fuel: "any fuel",
  drive: "any drive",
  location_name: "any location",
  towing_capacity: "any towing capacity",
  payload: "any payload",
  sleeps: "any number of berths",
  seats: "any number of seats",
  body: "any body type",
};

/** How many of the cheapest cars a raised price cap takes in. */
export const RELAXED_PRICE_CARS = 12;

export interface Relaxed {
  state: ListingState;
  /** "any colour", "a price up to $46,000". */
  label: string;
  /** The chips (FilterChip keys) that gave way. */
  keys: (key: string) => boolean;
}

/** The state without one part, or null when the state has none of it. */
export function withoutPart(state: ListingState, part: Exclude<RelaxPart, "price">): Relaxed | null {
  if (isRange(part)) {
    if (!state.ranges[part]) return null;
    const { [part]: _gone, ...ranges } = state.ranges;
    return { state: { ...state, ranges }, label: NOUNS[part]!, keys: (k) => k === `range:${part}` };
  }
  if (!state.refinements[part]?.length) return null;
  const { [part]: _gone, ...refinements } = state.refinements;
  return { state: { ...state, refinements }, label: NOUNS[part]!, keys: (k) => k.startsWith(`${part}:`) };
}

function isRange(part: RelaxPart): part is Exclude<RangeName, "price"> {
  return (
    part === "km" || part === "year" || part === "towing_capacity" || part === "fuel_economy" || part === "payload"
  );
}

/** The price cap raised to the dearest of the cheapest cars that match the rest, to the next $1,000. */
export function withPriceUpTo(state: ListingState, cheapestPrices: number[]): Relaxed | null {
  if (!state.ranges.price) return null;
  const prices = cheapestPrices.filter((p) => p > 1000).slice(0, RELAXED_PRICE_CARS);
  const { price: _gone, ...ranges } = state.ranges;
  if (!prices.length) return { state: { ...state, ranges }, label: "any price", keys: (k) => k === "range:price" };
  const max = Math.ceil(Math.max(...prices) / 1000) * 1000;
  return {
    state: { ...state, ranges: { ...ranges, price: { max } } },
    label: `a price up to ${formatMoney(max)}`,
    keys: (k) => k === "range:price",
  };
}
