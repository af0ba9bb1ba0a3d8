/** Every dealer site, for a platform operator (issue 41): their health, and new sites. */
export { createSite, type SiteCreation } from "./create-site.server";
export { siteHealth, type SiteHealth } from "./site-health.server";
