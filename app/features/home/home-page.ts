import type { OfferCard } from "~/features/offers/offers.server";
import type { BrandTileView } from "~/features/brands/brand-page.server";
import type { LocationCardView } from "~/features/locations/locations.server";
import type { BudgetFinderData } from "~/features/discovery/budget-finder.server";
import type { FacetTile } from "~/features/discovery/facet-tile";
import type { ReviewCardView } from "~/features/discovery/review-card";
import type { StockCounts } from "~/features/search/search-request";
import type { slides } from "~/platform/db/schema";

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
  slides: (typeof slides.$inferSelect)[];
  /** How many locations, and their cards where there are few enough to show. */
  locations: { count: number; cards: LocationCardView[] };
  /** Null where the site turns the budget finder off. */
  budgetFinder: BudgetFinderData | null;
}
