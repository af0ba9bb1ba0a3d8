/** The search area's server face: what other areas, the routes and the server may call. */
export { DIRECTORY_PAGE_SIZE, escapeLike, offersForSite, searchModels, searchOffers } from "./directory-search.server";
export { answerSearchQueries, SearchBody } from "./search-api.server";
export {
  boundSearchIndexes,
  heldSearchIndexes,
  searchIndexBytes,
  siteSearchIndex,
  warmSearchIndexes,
} from "./search-index.server";
export {
  budgetStock,
  cardsBySlug,
  facetCounts,
  filteredCards,
  resultCards,
  searchCars,
  similarCars,
  searchSuggestions,
  siteStockWords,
  siteVocabulary,
  stockCounts,
} from "./search.server";
export { listedCarPages, newestCarChange } from "./listed-cars.server";
