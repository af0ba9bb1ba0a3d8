import { readQuery, SUGGEST_FROM, type Suggestion } from "~/features/search";
import { searchCars, searchSuggestions, siteVocabulary } from "~/features/search/index.server";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { filterChips } from "./listing-chips";
import { withReading } from "./listing-reading";
import { listingCount, listingRequest } from "./listing-request";
import { emptyListingState, type ListingState } from "./listing-url";

/**
 * The search box's suggestions (issue 38): what the typed words read as, when they read as more than
 * one thing, then the last word completed. Each count is of the listing the suggestion opens: the
 * whole query read as the listing reads it, so "family su" offers "family SUV" with its family SUVs.
 */
export async function listingSuggestions(scope: SiteScope, text: string, now = new Date()): Promise<Suggestion[]> {
  const typed = text.trim();
  if (typed.length < SUGGEST_FROM) return [];
  const completions = await searchSuggestions(scope, typed, now);
  const vocabulary = await siteVocabulary(scope, now);
  const read = (query: string) => withReading({ ...emptyListingState, query }, (t) => readQuery(t, vocabulary));
  const count = async (state: ListingState) =>
    listingCount(await searchCars(scope, countRequest(state, scope.config), now), scope.config);
  const counted = await Promise.all(completions.map(async (s) => ({ ...s, count: await count(read(s.query)) })));
  const shown = counted.filter((s) => s.count > 0);
  const reading = read(typed);
  const chips = filterChips(reading, { usedCarPath: scope.config.search.used_car_path });
  const readsAsMore = chips.length > 1 || Object.keys(reading.ranges).length > 0;
  if (!readsAsMore || shown.some((s) => s.query.toLowerCase() === typed.toLowerCase())) return shown;
  const label = [...chips.map((c) => c.label), ...(reading.words ? [`“${reading.words}”`] : [])].join(" · ");
  return [{ query: typed, label, count: await count(reading) }, ...shown];
}

function countRequest(state: ListingState, config: SiteConfig) {
  return {
    ...listingRequest(state, 0, config),
    facets: config.search.totals_from_in_stock_count ? ["status" as const] : [],
  };
}
