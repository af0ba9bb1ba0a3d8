/** The locations area's server face: what other areas, the routes and the server may call. */
export { type Geocoder, httpGeocoder, localGeocoder } from "./geocoder.server";
export {
  headerOpeningHours,
  locationCard,
  type LocationCardView,
  locationPage,
  siteLocations,
  siteYards,
} from "./locations.server";
export { loadLocatorPage } from "./locator-page.server";
