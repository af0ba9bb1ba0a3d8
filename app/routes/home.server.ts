import type { StockWords } from "~/features/cars";
import { brandBannerTiles, type BrandTileView } from "~/features/brands/index.server";
import { fillSiteFacts, siteCity } from "~/features/home";
import { heroSlides, makeLogos, type HeroSlide } from "~/features/home/index.server";
import { bodySelector, facetTiles, type FacetTile } from "~/features/listing";
import { loadBudgetFinder, type BudgetFinderData } from "~/features/listing/index.server";
import { locationCard, siteLocations, type LocationCardView } from "~/features/locations/index.server";
import { searchOffers, type OfferCard } from "~/features/offers/index.server";
import { reviewCardView, type ReviewCardView } from "~/features/reviews";
import { latestReviews, reviewSummary } from "~/features/reviews/index.server";
import type { StockCounts } from "~/features/search";
import { facetCounts, siteStockWords, stockCounts } from "~/features/search/index.server";
import { perSiteCache } from "~/platform/tenancy/site-cache.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** Everything the home page shows, as its loader reads it. */
export interface HomePage {
  stock: StockCounts;
  bodyTiles: FacetTile[];
  makeTiles: FacetTile[];
  brandTiles: BrandTileView[];
  offers: OfferCard[];
  reviews: { count: number; average: number } | null;
  /** The latest reviews, as many as the site shows (`reviews.google_full_quantity`). */
  reviewCards: ReviewCardView[];
  /** The hero's slides, in the dealer's order. */
  slides: HeroSlide[];
  /** How many locations, and their cards where there are few enough to show. */
  locations: { count: number; cards: LocationCardView[] };
  /** Null where the site turns the budget finder off. */
  budgetFinder: BudgetFinderData | null;
  /** What the site sells, in words ("New caravans"). */
  words: StockWords;
  /** The dealer's reasons, their counts and places filled from the site's data. */
  whyChooseUs: { title: string; text: string }[];
  /** The city the site is known by (its override_city, else its main yard's), for its title. */
  city: string | null;
}

/** Spec 001 section 9: the locations carousel is for 3 or fewer. */
const HOME_LOCATION_CARDS = 3;

/**
 * The home page's content (make logos, brand tiles, offers, reviews, slides, how many locations):
 * it changes with the site's content, not per request, so it is read once per site and kept until
 * the site's data changes (perSiteCache and the change feed's generation).
 */
const homeContent = perSiteCache(10 * 60_000, async (scope) => {
  const [logos, tiles, latestOffers, summary, reviews, slides, siteLocationRows] = await Promise.all([
    makeLogos(scope),
    scope.config.home.brand_logo_grid ? brandBannerTiles(scope) : Promise.resolve([]),
    searchOffers(scope, { category: "", maxPrice: 0, query: "", page: 1 }).then((found) => found.cards.slice(0, 3)),
    reviewSummary(scope),
    latestReviews(scope),
    heroSlides(scope),
    siteLocations(scope),
  ]);
  // A few locations are shown as cards; a group's many are found from the postcode box.
  const locationCards =
    siteLocationRows.length <= HOME_LOCATION_CARDS ? siteLocationRows.map((l) => locationCard(scope, l)) : [];
  return {
    logos,
    tiles,
    latestOffers,
    summary,
    reviews,
    slides,
    locations: { count: siteLocationRows.length, cards: locationCards },
    city: siteCity(scope.config.override_city, siteLocationRows),
    facts: {
      yards: [
        ...new Set(siteLocationRows.filter((l) => l.location_type !== "service").map((l) => l.address?.city ?? l.name)),
      ],
    },
  };
});

/** Everything the home page shows, read in the site's scope: stock from the search index, the rest from the site's cached content. */
export async function loadHomePage(scope: SiteScope): Promise<HomePage> {
  const [stock, words, facets, content, budgetFinder] = await Promise.all([
    stockCounts(scope),
    siteStockWords(scope),
    facetCounts(scope, ["body", "make"]),
    homeContent(scope),
    scope.config.home.budget_finder.enabled ? loadBudgetFinder(scope) : null,
  ]);
  const bodies = bodySelector(facets.body, scope.config.home.custom_bodies);
  const now = new Date();
  return {
    stock,
    words,
    // Spec 001 section 9: the body selector's types, in its order.
    bodyTiles: facetTiles(Object.fromEntries(bodies.map((b) => [b.value, b.count])), "body"),
    makeTiles: facetTiles(facets.make, "make", new Map(content.logos.map((m) => [m.name, m.logo_url]))).slice(0, 12),
    brandTiles: content.tiles,
    offers: content.latestOffers,
    reviews: content.summary,
    reviewCards: content.reviews.map((r) => reviewCardView(r, now)),
    slides: content.slides,
    locations: content.locations,
    budgetFinder,
    city: content.city,
    whyChooseUs: scope.config.home.why_choose_us.map((reason) => ({
      title: fillSiteFacts(reason.title, content.facts),
      text: fillSiteFacts(reason.text, content.facts),
    })),
  };
}
