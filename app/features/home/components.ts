/** The home area's components, for other areas and the routes. */
export { Hero } from "./hero-slides";
export { StatsBanner, StockTiles, WhyChooseUs } from "./home-sections";
export { SalesCounter } from "./sales-counter-banner";
