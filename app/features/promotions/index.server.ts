/** The promotions area's server face: what other areas, the routes and the server may call. */
export { spin, spinPage, type SpinPage } from "./spin-to-win.server";
