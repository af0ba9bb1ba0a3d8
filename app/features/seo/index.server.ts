/** The seo area's server face: what other areas, the routes and the server may call. */
export { feedCounts, FEEDS, feedStream, isFeedName } from "./feeds.server";
