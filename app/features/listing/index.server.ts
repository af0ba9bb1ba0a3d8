/** The listing area's server face: what other areas, the routes and the server may call. */
export { type BudgetFinderData, budgetSearchFor, homeSearch, loadBudgetFinder } from "./budget-finder.server";
export { listingStateOf, loadListing } from "./listing.server";
export { listingSuggestions } from "./listing-suggestions.server";
export { listingRequest } from "./listing-request";
export { listingAddresses } from "./listing-addresses.server";
export { withoutEmptyListings } from "./listing-links.server";
