/** The search area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { type FacetName, MAKE_MODEL_SEPARATOR, urlFacets, type UrlFacet } from "./facets";
export { bandOrder } from "./price-bands";
export { type QueryReading, readQuery, type SearchVocabulary, VAGUE_PRICE_WORDS } from "./query-reading";
export { SUGGEST_FROM, type Suggestion } from "./query-suggestions";
export { isListed, type SearchPolicy, searchPolicy } from "./search-policy";
export {
  type FacetStats,
  type Filter,
  type NumericRange,
  parseRange,
  type RangeName,
  rangeNames,
  sliderNames,
  type SliderName,
  type SearchRequest,
  type SearchResult,
  type StockCounts,
} from "./search-request";
export { DEFAULT_SORT, isSortKey, type SortKey, sortKeys, sortLabels } from "./sort-keys";
export { runSearch } from "./run-search";
export { buildSearchIndex } from "./search-index";
export { withCarsWritten } from "./search-index-update";
export { vocabularyOf } from "./search-vocabulary";
