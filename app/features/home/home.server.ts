import { asc, desc, eq } from "drizzle-orm";
import { facetCounts, stockCounts } from "~/features/search/search.server";
import { bodySelector } from "~/features/discovery/body-selector";
import { loadBudgetFinder } from "~/features/discovery/budget-finder.server";
import { facetTiles } from "~/features/discovery/facet-tile";
import { searchOffers } from "~/features/offers/offers.server";
import { reviewCardView } from "~/features/discovery/review-card";
import { brandBannerTiles } from "~/features/brands/brand-page.server";
import { locationCard, siteLocations } from "~/features/locations/locations.server";
import { manufacturers, review_summaries, reviews, slides } from "~/platform/db/schema";
import { perSiteCache } from "~/platform/tenancy/site-cache.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { HomePage } from "./home-page";

/**
 * The home page's content (make logos, brand tiles, offers, reviews, slides, how many
 * locations): it changes with the site's content, not per request, so it is read once per site and
 * kept until the site's data changes (perSiteCache and the change feed's generation).
 */
/** Spec 001 section 9: the locations carousel is for 3 or fewer. */
const HOME_LOCATION_CARDS = 3;

const homeContent = perSiteCache(10 * 60_000, async (scope) => {
  const site = scope.siteId;
  const [makeLogos, tiles, latestOffers, summary, latestReviews, heroSlides, siteLocationRows] = await Promise.all([
    scope.db
      .select({ name: manufacturers.name, logo_url: manufacturers.logo_url })
      .from(manufacturers)
      .where(eq(manufacturers.site_id, site)),
    scope.config.home.brand_logo_grid ? brandBannerTiles(scope) : Promise.resolve([]),
    searchOffers(scope, { category: "", maxPrice: 0, query: "", page: 1 }).then((found) => found.cards.slice(0, 3)),
    scope.db.select().from(review_summaries).where(eq(review_summaries.site_id, site)).limit(1),
    scope.db
      .select()
      .from(reviews)
      .where(eq(reviews.site_id, site))
      .orderBy(desc(reviews.review_date), desc(reviews.id))
      .limit(scope.config.reviews.google_full_quantity),
    scope.db.select().from(slides).where(eq(slides.site_id, site)).orderBy(asc(slides.position)),
    siteLocations(scope),
  ]);
  // A few locations are shown as cards; a group's many are found from the postcode box.
  const locationCards =
    siteLocationRows.length <= HOME_LOCATION_CARDS ? siteLocationRows.map((l) => locationCard(scope, l)) : [];
  return {
    makeLogos,
    tiles,
    latestOffers,
    summary,
    latestReviews,
    heroSlides,
    locations: { count: siteLocationRows.length, cards: locationCards },
  };
});

/** Everything the home page shows, read in the site's scope: stock from the search index, the rest from the site's cached content. */
export async function loadHomePage(scope: SiteScope): Promise<HomePage> {
  const [stock, facets, content, budgetFinder] = await Promise.all([
    stockCounts(scope),
    facetCounts(scope, ["body", "make"]),
    homeContent(scope),
    scope.config.home.budget_finder.enabled ? loadBudgetFinder(scope) : null,
  ]);
  const bodies = bodySelector(facets.body, scope.config.home.custom_bodies);
  const { makeLogos, tiles, latestOffers, summary, latestReviews, heroSlides, locations } = content;
  const now = new Date();
  return {
    stock,
    // Spec 001 section 9: the body selector's types, in its order.
    bodyTiles: facetTiles(Object.fromEntries(bodies.map((b) => [b.value, b.count])), "body"),
    makeTiles: facetTiles(facets.make, "make", new Map(makeLogos.map((m) => [m.name, m.logo_url]))).slice(0, 12),
    brandTiles: tiles,
    offers: latestOffers,
    reviews: summary[0] ? { count: summary[0].count, average: Number.parseFloat(summary[0].average_rating) } : null,
    reviewCards: latestReviews.map((r) => reviewCardView(r, now)),
    slides: heroSlides,
    locations,
    budgetFinder,
  };
}
