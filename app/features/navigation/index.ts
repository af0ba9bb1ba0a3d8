/** The navigation area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { linkTargets, shellFor } from "./shell";
export { linkExists } from "./site-links";
export { stockCountsByPath } from "./stock-menu";
