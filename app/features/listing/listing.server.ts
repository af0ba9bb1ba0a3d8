import { eq, sql } from "drizzle-orm";
import type { CarCardView } from "~/features/cars";
import { readQuery, sortKeys, sortLabels } from "~/features/search";
import {
  siteSearchIndex,
  siteStockWords,
  siteVocabulary,
  resultCards,
  searchCars,
} from "~/features/search/index.server";
import { withReading } from "./listing-reading";
import { filterChips } from "./listing-chips";
import { nearestListing } from "./listing-nearest.server";
import { listingCount, listingRequest } from "./listing-request";
import { promo_nodes, search_misses } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import { siteToday } from "~/platform/text/dates";
import { withCampaignParams } from "~/platform/http/campaign-params";
import { perSiteCache } from "~/platform/tenancy/site-cache.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { ListingItem, ListingPageData, PromoCard } from "./listing-data";
import { listingHref, parseListingQuery, refinementsFromPath, type ListingState } from "./listing-url";
import { facetGroups, listingHeading, sliderViews } from "./listing-view";
import { livePromos, placePromos } from "./promo-placement";

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

async function listingPage(scope: SiteScope, state: ListingState, now: Date): Promise<ListingPageData> {
  const { config } = scope;
  const pathOptions = { usedCarPath: config.search.used_car_path };
  const exact = await searchCars(scope, listingRequest(state, config.search.hits_per_page, config), now);
  const chips = filterChips(state, pathOptions);
  if (exact.count === 0 && state.query) void recordSearchMiss(scope, state.query, now);
  const nearest =
    exact.count === 0 && (chips.length || state.words || state.query)
      ? await nearestListing(scope, state, chips, now)
      : null;
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
    count: listingCount(exact, config),
    pages: nearest ? 0 : result.pages,
    chips,
    nearest: nearest?.notice ?? null,
    groups: facetGroups(exact, state, config),
    sliders: sliderViews(exact, state),
    sorts: sortKeys.map((key) => ({ key, label: sortLabels[key] })),
    layout: config.search.layout,
    usedCarPath: config.search.used_car_path,
  };
}

/**
 * A search that found nothing, counted per words and day for the console's dashboard (issue 39).
 * Such a page is never kept by the page cache (routes/search.tsx), so every repeat is counted too;
 * the page never waits for the count, nor fails with it.
 */
async function recordSearchMiss(scope: SiteScope, query: string, now: Date) {
  const words = query.toLowerCase().replace(/\s+/g, " ").trim().slice(0, 100);
  await scope.db
    .insert(search_misses)
    .values({ site_id: scope.siteId, words, day: siteToday(scope.config.time_zone, now), count: 1 })
    .onConflictDoUpdate({
      target: [search_misses.site_id, search_misses.words, search_misses.day],
      set: { count: sql`${search_misses.count} + 1` },
    })
    .catch((error: unknown) => logger.warn({ err: error }, "could not count a search that found nothing"));
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
