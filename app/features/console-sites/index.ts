/** The sites area's face: its rules and types, for the routes and the scripts (no React, no IO). */
export { FIRST_YARD_WEEK, readNewSiteForm, siteAddress } from "./new-site";
