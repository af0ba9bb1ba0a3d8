/** The operator's site pages (issue 41), for the console's routes only. */
export { NewSitePage } from "./new-site-page";
export { SitesPage, type SiteHealthRow } from "./sites-page";
