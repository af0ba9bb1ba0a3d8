/** The compare area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { COMPARE_ROWS, comparedSlugs, compareHref, compareSpecs, MAX_COMPARED } from "./compare";
