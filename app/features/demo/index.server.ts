/** The demo area's server face: what other areas, the routes and the server may call. */
export { databaseHasNoCars, type SeededSite, seedDemoSites } from "./seed.server";
