/** The reviews area's server face: what other areas, the routes and the server may call. */
export { latestReviews, reviewSummary } from "./reviews.server";
