import { eq } from "drizzle-orm";
import { promo_nodes } from "~/platform/db/schema";
import { perSiteCache } from "~/platform/tenancy/site-cache";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { carCardView, type CarCardView } from "./card-view";
import { MAKE_MODEL_SEPARATOR, type FacetName } from "./facets";
import { listingHref, parseListingQuery, refinementsFromPath, type ListingState } from "./listing-url";
import { facetGroups, listingHeading, panelFacets, sliderViews } from "./listing-view";
import { livePromos, placePromos, type Promo } from "./promo-placement";
import { runSearch } from "./run-search";
import type { SearchIndex } from "./search-index";
import { siteSearchIndex } from "./search-index.server";
import { searchPolicy } from "./search-policy";
import { findSimilar, type similarCarQueries } from "./similar-cars";
import type { SearchRequest, SearchResult } from "./search-request";
import { sortKeys, sortLabels } from "./sort-keys";

/** Runs one query against the site's index under the site's visibility rules. */
export async function searchCars(scope: SiteScope, request: SearchRequest, now = new Date()): Promise<SearchResult> {
  return runSearch(await siteSearchIndex(scope), request, searchPolicy(scope.config, now));
}

export type StockCounts = Partial<Record<"new" | "used" | "demo", number>>;

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

/** The listing's choices as an index request; a chosen model becomes make_model so two makes' models stay apart. */
export function listingRequest(state: ListingState, hitsPerPage: number): SearchRequest {
  const { model, ...refinements } = state.refinements;
  const makes = refinements.make ?? [];
  const request: SearchRequest = {
    query: state.query,
    refinements: { ...refinements },
    ranges: state.ranges,
    sort: state.sortBy,
    page: state.page - 1,
    hitsPerPage,
    facets: [...panelFacets.map((p) => p.facet).filter((f) => f !== "model"), "make_model", "status"] as FacetName[],
    maxValuesPerFacet: 200,
  };
  if (model?.length) request.refinements!.make_model = makes.flatMap((mk) => model.map((md) => `${mk}${MAKE_MODEL_SEPARATOR}${md}`));
  return request;
}

export type ListingLoad =
  | { kind: "redirect"; location: string }
  | { kind: "not-found" }
  | { kind: "page"; page: Awaited<ReturnType<typeof listingPage>> };

/** A listing address: 404 when the path names nothing, a redirect when it isn't the canonical form, else the page. */
export async function loadListing(scope: SiteScope, url: URL, prefix: "search" | "used-car", segments: string[], now = new Date()): Promise<ListingLoad> {
  const index = await siteSearchIndex(scope);
  const fromPath = refinementsFromPath(prefix, segments, {
    makes: index.facets.make.values,
    makeModels: index.facets.make_model.values,
    dealershipSlugs: index.facets.dealership_slug.values,
    bodies: index.facets.body.values,
  });
  if (!fromPath) return { kind: "not-found" };
  const state = parseListingQuery(url.searchParams, fromPath);
  const canonical = listingHref(state, { usedCarPath: scope.config.search.used_car_path });
  if (normalised(canonical) !== normalised(url.pathname + url.search)) return { kind: "redirect", location: canonical };
  return { kind: "page", page: await listingPage(scope, state, now) };
}

function normalised(href: string): string {
  const url = new URL(href, "http://x");
  return `${url.pathname}?${url.searchParams.toString()}`;
}

async function listingPage(scope: SiteScope, state: ListingState, now: Date) {
  const { config } = scope;
  const result = await searchCars(scope, listingRequest(state, config.search.hits_per_page), now);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const cards = result.hits.map((car) => carCardView(car, config, nowSeconds));
  const promos = livePromos(await loadPromos(scope), now, state.refinements.car_type, state.page);
  const items = placePromos<CarCardView, PromoCard>(cards, promos, config.search.promo_positions, state.page);
  return {
    state,
    href: listingHref(state, { usedCarPath: config.search.used_car_path }),
    heading: listingHeading(state, vehicleWord(config.template)),
    items: items.map((item) => ("node" in item ? { kind: "promo" as const, promo: item } : { kind: "car" as const, car: item })),
    // Counts are exact at any size; "in-stock count on some sites" makes the headline the in-stock cars only.
    count: config.search.totals_from_in_stock_count ? (result.facets.status?.in_stock ?? 0) : result.count,
    pages: result.pages,
    groups: facetGroups(result, state, config),
    sliders: sliderViews(result, state),
    sorts: sortKeys.map((key) => ({ key, label: sortLabels[key] })),
    layout: config.search.layout,
    usedCarPath: config.search.used_car_path,
  };
}

export type ListingPageData = Awaited<ReturnType<typeof listingPage>>;

function vehicleWord(template: string): string {
  return template === "commercial" ? "Vehicles" : "Cars";
}

export interface PromoCard extends Promo {
  node: { title: string; description: string; image_url: string; url: string; button_text: string };
}

/** Promo cards change with the site's content, not per request: kept for a minute per site. */
const loadPromos = perSiteCache(60_000, readPromos);

async function readPromos(scope: SiteScope): Promise<PromoCard[]> {
  const rows = await scope.db.select().from(promo_nodes).where(eq(promo_nodes.site_id, scope.siteId));
  return rows.map((p) => ({
    id: p.id,
    position: p.position,
    start: p.start?.toISOString() ?? null,
    expiry: p.expiry?.toISOString() ?? null,
    car_type: p.car_type,
    pinned: p.pinned,
    node: p.node,
  }));
}
