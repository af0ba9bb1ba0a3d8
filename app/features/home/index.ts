/** The home area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { salesCounterValue } from "./sales-counter";
export { fillSiteFacts } from "./site-facts";
export { homeTitle, siteCity } from "./home-title";
