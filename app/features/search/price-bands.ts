import { formatMoney } from "~/ui/format";

/**
 * The banded facets of spec 000 section 3 (`price_range`, `weekly_price_range`): a car's price and
 * weekly repayment as the band a shopper picks from, "Under $10,000", "$10,000 to $20,000", ...
 * Each band includes its lower end and stops short of its upper one.
 */
export const PRICE_BANDS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const;
export const WEEKLY_PRICE_BANDS = [100, 150, 200, 250, 300, 400] as const;

function band(value: number, edges: readonly number[]): string {
  const upper = edges.findIndex((edge) => value < edge);
  if (upper === 0) return `Under ${formatMoney(edges[0]!)}`;
  if (upper === -1) return `${formatMoney(edges[edges.length - 1]!)} and over`;
  return `${formatMoney(edges[upper - 1]!)} to ${formatMoney(edges[upper]!)}`;
}

/** The price band of an advertised price; none without a real price (spec 001 section 6: over $1,000). */
export function priceRange(price: number): string | null {
  return price > 1_000 ? band(price, PRICE_BANDS) : null;
}

/** The weekly band of the repayment a car's card shows; none where the card shows none. */
export function weeklyPriceRange(weekly: number | null): string | null {
  return weekly !== null && weekly > 0 ? band(weekly, WEEKLY_PRICE_BANDS) : null;
}

/** The bands in order, low to high, for a filter's list. */
export function bandOrder(facet: "price_range" | "weekly_price_range"): string[] {
  const edges = facet === "price_range" ? PRICE_BANDS : WEEKLY_PRICE_BANDS;
  return [edges[0] - 1, ...edges].map((value) => band(value, edges));
}
