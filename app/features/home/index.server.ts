/** The home area's server face: what other areas, the routes and the server may call. */
export { heroSlides, makeLogos, type HeroSlide } from "./home.server";
