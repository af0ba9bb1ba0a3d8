/** The promotions area's components, for other areas and the routes. */
export { PrizeWheel } from "./prize-wheel";
