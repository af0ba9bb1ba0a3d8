/** The listing area's components, for other areas and the routes. */
export { BudgetFinder } from "./budget-finder";
export { FacetTiles } from "./facet-tiles";
export { ListingPage } from "./listing-page";
export { PriceSliderSearch } from "./price-slider-search";
