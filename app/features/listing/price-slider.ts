/**
 * Spec 001 section 2, Discovery widget 2, and section 9: a two-handle price slider from 5,000 to
 * 250,000 in steps of 500 whose button opens the listing sorted by price, highest first. The
 * minimum handle stays at least 1 below the maximum, and the other way round.
 */
export const PRICE_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const;

export function moveHandle(current: { min: number; max: number }, handle: "min" | "max", value: number) {
  const v = Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, value));
  return handle === "min"
    ? { min: Math.min(v, current.max - 1), max: current.max }
    : { min: current.min, max: Math.max(v, current.min + 1) };
}

/** Where the button goes: the listing with the chosen range, sorted by price descending. */
export function priceSearchHref(range: { min: number; max: number }): string {
  const min = range.min > PRICE_SLIDER.min ? String(range.min) : "";
  const max = range.max < PRICE_SLIDER.max ? String(range.max) : "";
  const filter = min || max ? `range[price]=${min}:${max}&` : "";
  return `/search/new-used-and-demo-cars?${filter}sortBy=price_desc`;
}
