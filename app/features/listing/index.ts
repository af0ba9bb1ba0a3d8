/** The listing area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { bodySelector } from "./body-selector";
export { type FacetTile, facetTiles } from "./facet-tile";
export { type ListingPageData } from "./listing-data";
export { listingItemList, listingRobots } from "./listing-seo";
export { emptyListingState, listingHref, type ListingState, type UrlFacet } from "./listing-url";
export { listingHeading, optionLabel } from "./listing-view";
export { ResultCache } from "./result-cache";
