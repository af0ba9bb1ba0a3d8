/** The seo area's server face: what other areas, the routes and the server may call. */
export { type FeedCounts, feedCounts, FEEDS, feedStream, isFeedName } from "./feeds.server";
