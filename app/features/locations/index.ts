/** The locations area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { asConfigured, directionsHref, LOCATOR_PAGE_SIZE } from "./location-rules";
export { byDistance, placePostcode } from "./nearest";
