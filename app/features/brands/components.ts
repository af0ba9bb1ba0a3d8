/** The brands area's components, for other areas and the routes. */
export { BrandPageView } from "./brand-page";
export { BrandGrid } from "./brand-grid";
export { BrandLogo } from "./brand-logo";
