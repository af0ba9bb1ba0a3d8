/** The news area's components, for other areas and the routes. */
export { NewsCards } from "./news-cards";
export { LatestNews } from "./latest-news";
