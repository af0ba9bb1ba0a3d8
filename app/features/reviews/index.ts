/** The reviews area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { showReviewCount } from "./rating";
export { reviewCardView, type ReviewCardView } from "./review-card";
