import type { NumericRange, RangeName } from "~/features/search";
import { formatMoney, formatNumber } from "~/ui/format";
import { listingHref, urlFacets, type ListingPathOptions, type ListingState, type UrlFacet } from "./listing-url";
import { optionLabel } from "./listing-view";

/** One filter in force, shown as a chip with a link that removes it (issue 38). */
export interface FilterChip {
  key: string;
  label: string;
  removeHref: string;
}

/** "Under $40,000", "2018 or newer", "10,000 to 50,000 km", "Tows 3,500 kg or more": a range as a shopper would say it. */
export function rangeLabel(name: RangeName, { min, max }: NumericRange): string {
  if (name === "year") {
    if (min !== undefined && min === max) return String(min);
    if (max === undefined) return `${min} or newer`;
    if (min === undefined) return `${max} or older`;
  }
  if (name === "towing_capacity") {
    if (max === undefined) return `Tows ${formatNumber(min!)} kg or more`;
    if (min === undefined) return `Tows up to ${formatNumber(max)} kg`;
  }
  if (name === "payload" && max === undefined) return `Payload ${formatNumber(min!)} kg or more`;
  const show = rangeFigures[name];
  if (min === undefined) return `${name === "fuel_economy" ? "Up to" : "Under"} ${show(max!)}`;
  if (max === undefined) return `From ${show(min)}`;
  return `${show(min)} to ${show(max)}`;
}

const rangeFigures: Record<RangeName, (n: number) => string> = {
  price: formatMoney,
  km: (n) => `${formatNumber(n)} km`,
  year: String,
  towing_capacity: (n) => `${formatNumber(n)} kg towing`,
  fuel_economy: (n) => `${n} L/100 km`,
  payload: (n) => `${formatNumber(n)} kg payload`,
};

/** Without one value: a make's models go with it. */
function withoutValue(state: ListingState, facet: UrlFacet, value: string): ListingState {
  const refinements = { ...state.refinements, [facet]: state.refinements[facet]!.filter((v) => v !== value) };
  if (facet === "make" && !refinements.make!.length) delete refinements.model;
  return { ...state, refinements, page: 1, show: undefined };
}

/** Every filter the listing applies, as a shopper says them: what, then its make, body and seats, then figures. */
export function filterChips(state: ListingState, options: ListingPathOptions): FilterChip[] {
  const facets = urlFacets.flatMap((facet) => {
    const values = state.refinements[facet];
    return values?.length ? [[facet, values] as const] : [];
  });
  const chips = facets.flatMap(([facet, values]) =>
    values.map((value) => ({
      key: `${facet}:${value}`,
      label: facet === "model" ? value : optionLabel(facet, value),
      removeHref: listingHref(withoutValue(state, facet, value), options),
    })),
  );
  const ranges = Object.entries(state.ranges) as [RangeName, NumericRange][];
  for (const [name, range] of ranges) {
    const { [name]: _removed, ...rest } = state.ranges;
    chips.push({
      key: `range:${name}`,
      label: rangeLabel(name, range),
      removeHref: listingHref({ ...state, ranges: rest, page: 1, show: undefined }, options),
    });
  }
  return chips;
}
