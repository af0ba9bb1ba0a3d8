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

/** In-stock cars by car type, for the home page tiles and the Our Stock menu. */
export async function inStockCounts(scope: SiteScope, now = new Date()): Promise<StockCounts> {
  const index = await siteSearchIndex(scope);
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = stockCounts.get(index);
  if (cached?.minute === minute) return cached.counts;
  const result = runSearch(index, { filters: [[{ kind: "facet", facet: "status", value: "in_stock" }]], facets: ["car_type"], hitsPerPage: 0 }, searchPolicy(scope.config, now));
  const counts = result.facets.car_type ?? {};
  stockCounts.set(index, { minute, counts });
  return counts;
}

/** Every page's menu shows these counts: worked out once a minute per index, not per request. */
const stockCounts = new WeakMap<SearchIndex, { minute: number; counts: StockCounts }>();

/** Facet tiles (spec 001 section 2, Discovery widget 3): a facet's values with their listed counts. */
export async function facetCounts(scope: SiteScope, facets: FacetName[]): Promise<SearchResult["facets"]> {
  return (await searchCars(scope, { facets, hitsPerPage: 0 })).facets;
}
