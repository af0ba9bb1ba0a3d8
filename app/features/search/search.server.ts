import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { FacetName } from "./facets";
import { carCardView, type CarCardView } from "~/features/cars/card-view";
import { runSearch } from "./run-search";
import type { SearchIndex } from "./search-index";
import { siteSearchIndex } from "./search-index.server";
import { searchPolicy } from "./search-policy";
import { findSimilar, type similarCarQueries } from "./similar-cars";
import type { SearchRequest, SearchResult, StockCounts } from "./search-request";

/** Runs one query against the site's index under the site's visibility rules. */
export async function searchCars(scope: SiteScope, request: SearchRequest, now = new Date()): Promise<SearchResult> {
  return runSearch(await siteSearchIndex(scope), request, searchPolicy(scope.config, now));
}

/** Up to 6 in-stock cars like this one (spec 000 sections 7 and 9), as result cards. */
export async function similarCars(scope: SiteScope, car: Parameters<typeof similarCarQueries>[0], now = new Date()): Promise<CarCardView[]> {
  const hits = findSimilar(await siteSearchIndex(scope), car, searchPolicy(scope.config, now));
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return hits.map((hit) => carCardView(hit, scope.config, nowSeconds));
}

/**
 * Cars by car type as the listings total them (the stock filter's in stock, coming soon and
 * recently sold; in stock only where the site totals that way), for the home page tiles and the Our
 * Stock menu, so that the tiles, the menu, the listing and its filter all agree.
 */
export async function stockCounts(scope: SiteScope, now = new Date()): Promise<StockCounts> {
  const index = await siteSearchIndex(scope);
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = countsByIndex.get(index);
  if (cached?.minute === minute) return cached.counts;
  const inStockOnly = scope.config.search.totals_from_in_stock_count;
  const result = runSearch(index, { filters: inStockOnly ? [[{ kind: "facet", facet: "status", value: "in_stock" }]] : undefined, facets: ["car_type"], hitsPerPage: 0 }, searchPolicy(scope.config, now));
  const counts = result.facets.car_type ?? {};
  countsByIndex.set(index, { minute, counts });
  return counts;
}

/** Every page's menu shows these counts: worked out once a minute per index, not per request. */
const countsByIndex = new WeakMap<SearchIndex, { minute: number; counts: StockCounts }>();

/** Facet tiles (spec 001 section 2, Discovery widget 3): a facet's values with their listed counts. */
export async function facetCounts(scope: SiteScope, facets: FacetName[]): Promise<SearchResult["facets"]> {
  return (await searchCars(scope, { facets, hitsPerPage: 0 })).facets;
}
