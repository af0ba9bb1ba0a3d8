/** The analytics area's server face: what other areas, the routes and the server may call. */
export { recordEvent } from "./analytics.server";
