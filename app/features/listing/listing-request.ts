import { MAKE_MODEL_SEPARATOR, type FacetName, type SearchRequest, type SearchResult } from "~/features/search";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import { withPriceFloor } from "./budget";
import type { ListingState } from "./listing-url";
import { facetShown, panelFacets } from "./listing-view";

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

/** The headline count of a listing: its cards, or on some sites its in-stock cars only. */
export function listingCount(result: SearchResult, config: SiteConfig): number {
  return config.search.totals_from_in_stock_count ? (result.facets.status?.in_stock ?? 0) : result.count;
}
