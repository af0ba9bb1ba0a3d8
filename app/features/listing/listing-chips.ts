import type { NumericRange, RangeName } from "~/features/search";
import { formatMoney, formatNumber } from "~/ui/format";
import { listingHref, type ListingPathOptions, type ListingState, type UrlFacet } from "./listing-url";
import { optionLabel } from "./listing-view";

/** One filter in force, shown as a chip with a link that removes it (issue 38). */
export interface FilterChip {
  key: string;
  label: string;
  removeHref: string;
}

/** "Under $40,000", "2018 or newer", "10,000 to 50,000 km": a range as a shopper would say it. */
export function rangeLabel(name: RangeName, { min, max }: NumericRange): string {
  const show = name === "price" ? formatMoney : name === "km" ? (n: number) => formatNumber(n) : String;
  const unit = name === "km" ? " km" : "";
  if (name === "year") {
    if (min !== undefined && min === max) return String(min);
    if (max === undefined) return `${min} or newer`;
    if (min === undefined) return `${max} or older`;
  }
  if (min === undefined) return `Under ${show(max!)}${unit}`;
  if (max === undefined) return `From ${show(min)}${unit}`;
  return `${show(min)} to ${show(max)}${unit}`;
}

/** Without one value: a make's models go with it. */
function withoutValue(state: ListingState, facet: UrlFacet, value: string): ListingState {
  const refinements = { ...state.refinements, [facet]: state.refinements[facet]!.filter((v) => v !== value) };
  if (facet === "make" && !refinements.make!.length) delete refinements.model;
  return { ...state, refinements, page: 1, show: undefined };
}

/** Every filter the listing applies, in the order the reading names them (body and seats before price). */
export function filterChips(state: ListingState, options: ListingPathOptions): FilterChip[] {
  const facets = Object.entries(state.refinements) as [UrlFacet, string[]][];
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
