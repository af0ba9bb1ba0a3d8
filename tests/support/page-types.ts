/**
 * One page of each type a shopper meets on a demo site, for the checks that look at every page type
 * (axe in the browser tests, `npm run screenshots`). The vehicle page's address depends on the stock,
 * so it is the empty string here and each user finds a car for it.
 */
export const PAGE_TYPES: Record<string, string> = {
  home: "/",
  listing: "/search/new-used-and-demo-cars",
  vehicle: "",
  offers: "/special-offers",
  models: "/models",
  brands: "/brands",
  locator: "/dealer-locator?postcode=2150",
  finance: "/finance",
  "trade-in": "/trade-in",
  "test-drive": "/book-test-drive",
  service: "/service",
  contact: "/contact",
  news: "/news",
  compare: "/compare",
  favourites: "/favourites",
  "sign-in": "/sign-in",
};
