import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { FacetName } from "./facets";
import { carCardView, type CarCardView, type SearchCar, stockWords, type StockWords } from "~/features/cars";
import { cardWeekly } from "~/features/finance";
import { parseFilterString } from "./filter-string";
import { runSearch } from "./run-search";
import type { SearchIndex } from "./search-index";
import { siteSearchIndex } from "./search-index.server";
import { searchPolicy } from "./search-policy";
import type { SearchVocabulary } from "./query-reading";
import { vocabularyOf } from "./search-vocabulary";
import { suggestionFacets } from "./facets";
import { SUGGEST_FROM, suggest, type Suggestion } from "./query-suggestions";
import { siteToday } from "~/platform/text/dates";
import { findSimilar, type similarCarQueries } from "./similar-cars";
import type { FacetStats, Filter, SearchRequest, SearchResult, StockCounts } from "./search-request";

/** What the site's stock gives the query reader (issue 38), in the dealer's year. */
export async function siteVocabulary(scope: SiteScope, now = new Date()): Promise<SearchVocabulary> {
  return vocabularyOf(await siteSearchIndex(scope), Number(siteToday(scope.config.time_zone, now).slice(0, 4)));
}

/** What the shopper's last word may become, with the listed stock of each (issue 38). */
export async function searchSuggestions(scope: SiteScope, text: string, now = new Date()): Promise<Suggestion[]> {
  if (text.trim().length < SUGGEST_FROM) return [];
  return suggest(text, (await searchCars(scope, { facets: [...suggestionFacets], hitsPerPage: 0 }, now)).facets);
}

/** Runs one query against the site's index under the site's visibility rules. */
export async function searchCars(scope: SiteScope, request: SearchRequest, now = new Date()): Promise<SearchResult> {
  return runSearch(await siteSearchIndex(scope), request, searchPolicy(scope.config, now));
}

/** What a car page and a reservation know of the car they show: its stored row's facts. */
export interface SimilarTo {
  id: number;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
  car_type: string;
  item_type: string | null;
}

/** Up to 6 in-stock cars like this one at this price (spec 000 sections 7 and 9), as result cards. */
export async function similarCars(
  scope: SiteScope,
  car: SimilarTo,
  price: number,
  now = new Date(),
): Promise<CarCardView[]> {
  const probe: Parameters<typeof similarCarQueries>[0] = {
    id: car.id,
    price,
    make: car.make,
    model: car.model,
    body: car.simple_body ?? car.body,
    car_type: car.car_type,
    item_type: car.item_type,
  };
  return resultCards(scope, findSimilar(await siteSearchIndex(scope), probe, searchPolicy(scope.config, now)), now);
}

/** Up to `limit` cars matching a filter string (`status:in_stock AND car_type:used`), as result cards. */
export async function filteredCards(
  scope: SiteScope,
  filters: string,
  limit: number,
  now = new Date(),
  keep: (car: SearchCar) => boolean = () => true,
): Promise<CarCardView[]> {
  // `keep` may pass over some hits: ask for enough that a few reserved cars do not leave the list short.
  const result = await searchCars(scope, { filters: parseFilterString(filters), hitsPerPage: limit * 4 }, now);
  return resultCards(scope, result.hits.filter(keep).slice(0, limit), now);
}

/** This site's cars by slug, as their result cards show them (the compare page's weekly row, issue 56). */
export async function cardsBySlug(
  scope: SiteScope,
  slugs: readonly string[],
  now = new Date(),
): Promise<CarCardView[]> {
  const wanted = new Set(slugs);
  const index = await siteSearchIndex(scope);
  return resultCards(
    scope,
    index.cars.filter((car) => wanted.has(car.slug)),
    now,
  );
}

/** Found cars as result cards (spec 000 section 2, Car card), their weekly figure worded by the finance area. */
export function resultCards(scope: SiteScope, hits: SearchCar[], now = new Date()): CarCardView[] {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return hits.map((hit) => carCardView(hit, scope.config, nowSeconds, (car) => cardWeekly(car, scope.config, now)));
}

/**
 * Cars by car type as the listings total them (the stock filter's in stock, coming soon and
 * recently sold; in stock only where the site totals that way), for the home page tiles and the Our
 * Stock menu, so that the tiles, the menu, the listing and its filter all agree.
 */
export async function stockCounts(scope: SiteScope, now = new Date()): Promise<StockCounts> {
  return (await stockFacets(scope, now)).car_type ?? {};
}

/** What the site sells, in words, from the kinds of vehicle its listings hold (issue 36). */
export async function siteStockWords(scope: SiteScope, now = new Date()): Promise<StockWords> {
  return stockWords((await stockFacets(scope, now)).item_type ?? {}, scope.config.template);
}

async function stockFacets(scope: SiteScope, now: Date): Promise<SearchResult["facets"]> {
  const index = await siteSearchIndex(scope);
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = facetsByIndex.get(index);
  if (cached?.minute === minute) return cached.facets;
  const inStockOnly = scope.config.search.totals_from_in_stock_count;
  const { facets } = runSearch(
    index,
    {
      filters: inStockOnly ? [[{ kind: "facet", facet: "status", value: "in_stock" }]] : undefined,
      facets: ["car_type", "item_type"],
      hitsPerPage: 0,
    },
    searchPolicy(scope.config, now),
  );
  facetsByIndex.set(index, { minute, facets });
  return facets;
}

/** Every page's menu shows these counts and words: worked out once a minute per index, not per request. */
const facetsByIndex = new WeakMap<SearchIndex, { minute: number; facets: SearchResult["facets"] }>();

/** Facet tiles (spec 001 section 2, Discovery widget 3): a facet's values with their listed counts. */
export async function facetCounts(scope: SiteScope, facets: FacetName[]): Promise<SearchResult["facets"]> {
  return (await searchCars(scope, { facets, hitsPerPage: 0 })).facets;
}

export interface BudgetStock {
  bodyCounts: Record<string, number>;
  bounds: { all: FacetStats | null; byBody: Record<string, FacetStats> };
}

/**
 * What the budget finder needs of the listed stock of some car types (all of them when none): the
 * bodies' counts, and the price range over the floor of all of it and of each body.
 */
export async function budgetStock(
  scope: SiteScope,
  carTypes: readonly string[],
  priceFloor: number,
  now = new Date(),
): Promise<BudgetStock> {
  const index = await siteSearchIndex(scope);
  const policy = searchPolicy(scope.config, now);
  const ofTypes: Filter = carTypes.length
    ? [carTypes.map((value) => ({ kind: "facet", facet: "car_type", value }))]
    : [];
  const priced: Filter = [...ofTypes, [{ kind: "numeric", attribute: "price", op: ">", value: priceFloor }]];
  const bodyCounts = runSearch(index, { filters: ofTypes, facets: ["body"], hitsPerPage: 0 }, policy).facets.body ?? {};
  const pricesOf = (body?: string) =>
    runSearch(index, { filters: priced, refinements: body ? { body: [body] } : undefined, hitsPerPage: 0 }, policy)
      .facets_stats.price ?? null;
  const byBody: Record<string, FacetStats> = {};
  for (const body of Object.keys(bodyCounts)) {
    const prices = pricesOf(body);
    if (prices) byBody[body] = prices;
  }
  return { bodyCounts, bounds: { all: pricesOf(), byBody } };
}
