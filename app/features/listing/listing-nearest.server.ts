import { searchCars } from "~/features/search/index.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { formatNumber } from "~/ui/format";
import type { FilterChip } from "./listing-chips";
import { RELAX_ORDER, RELAXED_PRICE_CARS, withoutPart, withPriceUpTo, type Relaxed } from "./listing-relax";
import { listingRequest } from "./listing-request";
import { listingHref, type ListingState } from "./listing-url";

/**
 * Issue 38: the nearest listing when nothing matches every filter (listing-relax.ts gives the order),
 * with the notice that says what gave way; null when nothing near exists.
 */
export async function nearestListing(scope: SiteScope, state: ListingState, chips: FilterChip[], now: Date) {
  const hitsPerPage = scope.config.search.hits_per_page;
  let current = state;
  const relaxed: Relaxed[] = [];
  for (const part of RELAX_ORDER) {
    const step = part === "price" ? await raisedPrice(scope, current, now) : withoutPart(current, part);
    if (!step) continue;
    relaxed.push(step);
    current = step.state;
    const result = await searchCars(scope, listingRequest(current, hitsPerPage, scope.config), now);
    if (result.count > 0) return { result, notice: notice(chips, result.count, relaxed, current, scope) };
  }
  return null;
}

async function raisedPrice(scope: SiteScope, state: ListingState, now: Date) {
  const { price: _price, ...ranges } = state.ranges;
  const cheapest = await searchCars(
    scope,
    { ...listingRequest({ ...state, ranges }, RELAXED_PRICE_CARS, scope.config), sort: "price_asc", facets: [] },
    now,
  );
  return withPriceUpTo(
    state,
    cheapest.hits.map((car) => car.price),
  );
}

function notice(chips: FilterChip[], count: number, relaxed: Relaxed[], state: ListingState, scope: SiteScope) {
  return {
    message: `No vehicles match ${chips.map((c) => c.label).join(" · ")}. Showing ${formatNumber(count)} with ${relaxed.map((r) => r.label).join(", ")}.`,
    relaxed: chips.filter((c) => relaxed.some((r) => r.keys(c.key))).map((c) => c.key),
    href: listingHref(state, { usedCarPath: scope.config.search.used_car_path }),
  };
}
