/** The site-content area's face: its rules and types, for the routes (no React, no IO). */
export { contentState } from "./content-rules";
