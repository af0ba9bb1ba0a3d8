/** The navigation area's components, for other areas and the routes. */
export { ServiceBanner } from "./service-banner";
export { SiteFooter } from "./site-footer";
export { SiteHeader } from "./site-header";
