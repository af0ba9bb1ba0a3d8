import { searchCars } from "~/features/search/index.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { formatNumber } from "~/ui/format";
import type { FilterChip } from "./listing-chips";
import {
  relaxOrder,
  RELAXED_PRICE_CARS,
  withoutPart,
  withoutWords,
  withPriceUpTo,
  type Relaxed,
} from "./listing-relax";
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
  for (const part of [...relaxOrder(state), "words" as const]) {
    const step =
      part === "words"
        ? withoutWords(current)
        : part === "price"
          ? await raisedPrice(scope, current, now)
          : withoutPart(current, part);
    if (!step) continue;
    relaxed.push(step);
    current = step.state;
    const result = await searchCars(scope, listingRequest(current, hitsPerPage, scope.config), now);
    if (result.count > 0)
      return { result, notice: notice(chips, state.words ?? state.query, result.count, relaxed, current, scope) };
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

function notice(
  chips: FilterChip[],
  words: string,
  count: number,
  relaxed: Relaxed[],
  state: ListingState,
  scope: SiteScope,
) {
  const asked = [...(words ? [`“${words}”`] : []), ...chips.map((c) => c.label)];
  return {
    message: `No vehicles match ${asked.join(" · ")}. Showing ${formatNumber(count)} with ${relaxed.map((r) => r.label).join(", ")}.`,
    relaxed: chips.filter((c) => relaxed.some((r) => r.keys(c.key))).map((c) => c.key),
    href: listingHref(state, { usedCarPath: scope.config.search.used_car_path }),
  };
}
