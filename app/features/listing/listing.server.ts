import { eq } from "drizzle-orm";
import type { CarCardView } from "~/features/cars";
import {
  MAKE_MODEL_SEPARATOR,
  type FacetName,
  readQuery,
  sortKeys,
  sortLabels,
  type SearchRequest,
} from "~/features/search";
import {
  siteSearchIndex,
  siteStockWords,
  siteVocabulary,
  resultCards,
  searchCars,
} from "~/features/search/index.server";
import { withReading } from "./listing-reading";
import { filterChips, type FilterChip } from "./listing-chips";
import { RELAX_ORDER, RELAXED_PRICE_CARS, withoutPart, withPriceUpTo, type Relaxed } from "./listing-relax";
import { formatNumber } from "~/ui/format";
import { promo_nodes } from "~/platform/db/schema";
import { withCampaignParams } from "~/platform/http/campaign-params";
import { perSiteCache } from "~/platform/tenancy/site-cache.server";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { ListingItem, ListingPageData, PromoCard } from "./listing-data";
import { listingHref, parseListingQuery, refinementsFromPath, type ListingState } from "./listing-url";
import { withPriceFloor } from "./budget";
import { facetGroups, facetShown, listingHeading, panelFacets, sliderViews } from "./listing-view";
import { livePromos, placePromos } from "./promo-placement";

/**
 * The listing's choices as an index request; a chosen model becomes make_model so two makes' models
 * stay apart. Only the filters the site shows are counted (listing-view's panelFacets).
 */
export function listingRequest(state: ListingState, hitsPerPage: number, config: SiteConfig): SearchRequest {
  const { model, ...refinements } = state.refinements;
  const makes = refinements.make ?? [];
  const request: SearchRequest = {
    query: state.words ?? state.query,
    refinements: { ...refinements },
    ranges: withPriceFloor(state.ranges),
    sort: state.sortBy,
    page: state.page - 1,
    hitsPerPage,
    facets: [
      ...panelFacets.map((p) => p.facet).filter((f) => f !== "model" && facetShown(f, config)),
      "make_model",
      "status",
    ] as FacetName[],
    maxValuesPerFacet: 200,
  };
  if (model?.length)
    request.refinements!.make_model = makes.flatMap((mk) => model.map((md) => `${mk}${MAKE_MODEL_SEPARATOR}${md}`));
  return request;
}

export type ListingLoad =
  { kind: "redirect"; location: string } | { kind: "not-found" } | { kind: "page"; page: ListingPageData };

/** A listing address: 404 when the path names nothing, a redirect when it isn't the canonical form, else the page. */
export async function loadListing(
  scope: SiteScope,
  url: URL,
  prefix: "search" | "used-car",
  segments: string[],
  now = new Date(),
): Promise<ListingLoad> {
  const state = await listingStateOf(scope, prefix, segments, url.searchParams);
  if (!state) return { kind: "not-found" };
  const canonical = withCampaignParams(
    listingHref(state, { usedCarPath: scope.config.search.used_car_path }),
    url.searchParams,
  );
  if (normalised(canonical) !== normalised(url.pathname + url.search)) return { kind: "redirect", location: canonical };
  return { kind: "page", page: await listingPage(scope, state, now) };
}

/** The choices a listing address carries (its path's segments and its query), or null when the path names nothing this site has. */
export async function listingStateOf(
  scope: SiteScope,
  prefix: "search" | "used-car",
  segments: string[],
  params: URLSearchParams,
): Promise<ListingState | null> {
  const index = await siteSearchIndex(scope);
  const fromPath = refinementsFromPath(prefix, segments, {
    makes: index.facets.make.values,
    makeModels: index.facets.make_model.values,
    dealershipSlugs: index.facets.dealership_slug.values,
    bodies: index.facets.body.values,
  });
  if (!fromPath) return null;
  const vocabulary = await siteVocabulary(scope);
  return withReading(parseListingQuery(params, fromPath), (text) => readQuery(text, vocabulary));
}

function normalised(href: string): string {
  const url = new URL(href, "http://x");
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** Issue 38: the nearest listing when nothing matches every filter; null when nothing near exists. */
async function nearestListing(scope: SiteScope, state: ListingState, now: Date) {
  const hitsPerPage = scope.config.search.hits_per_page;
  let current = state;
  const relaxed: Relaxed[] = [];
  for (const part of RELAX_ORDER) {
    const step = part === "price" ? await raisedPrice(scope, current, now) : withoutPart(current, part);
    if (!step) continue;
    relaxed.push(step);
    current = step.state;
    const result = await searchCars(scope, listingRequest(current, hitsPerPage, scope.config), now);
    if (result.count > 0) return { state: current, result, relaxed };
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

function nearestNotice(chips: FilterChip[], nearest: NonNullable<Awaited<ReturnType<typeof nearestListing>>>) {
  const n = nearest.result.count;
  return {
    message: `No vehicles match ${chips.map((c) => c.label).join(" · ")}. Showing ${formatNumber(n)} with ${nearest.relaxed.map((r) => r.label).join(", ")}.`,
    relaxed: chips.filter((c) => nearest.relaxed.some((r) => r.keys(c.key))).map((c) => c.key),
  };
}

async function listingPage(scope: SiteScope, state: ListingState, now: Date): Promise<ListingPageData> {
  const { config } = scope;
  const pathOptions = { usedCarPath: config.search.used_car_path };
  const exact = await searchCars(scope, listingRequest(state, config.search.hits_per_page, config), now);
  const chips = filterChips(state, pathOptions);
  const nearest = exact.count === 0 && chips.length ? await nearestListing(scope, state, now) : null;
  const result = nearest?.result ?? exact;
  const cards = resultCards(scope, result.hits, now);
  const words = await siteStockWords(scope, now);
  const promos = livePromos(await loadPromos(scope), now, state.refinements.car_type, state.page);
  const items = placePromos<CarCardView, PromoCard>(cards, promos, config.search.promo_positions, state.page);
  return {
    state,
    href: listingHref(state, pathOptions),
    heading: listingHeading(state, words.Many),
    items: items.map((item): ListingItem =>
      "node" in item ? { kind: "promo", promo: item } : { kind: "car", car: item },
    ),
    // Counts are exact at any size; "in-stock count on some sites" makes the headline the in-stock cars only.
    count: config.search.totals_from_in_stock_count ? (exact.facets.status?.in_stock ?? 0) : exact.count,
    pages: nearest ? 0 : result.pages,
    chips,
    nearest: nearest ? { ...nearestNotice(chips, nearest), href: listingHref(nearest.state, pathOptions) } : null,
    groups: facetGroups(exact, state, config),
    sliders: sliderViews(exact, state),
    sorts: sortKeys.map((key) => ({ key, label: sortLabels[key] })),
    layout: config.search.layout,
    usedCarPath: config.search.used_car_path,
  };
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
