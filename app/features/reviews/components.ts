/** The reviews area's components, for other areas and the routes. */
export { ReviewsSection } from "./reviews-section";
