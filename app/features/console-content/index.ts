/** The site-content area's face: its rules and types, for the routes (no React, no IO). */
export { contentFormResolver, contentState } from "./content-rules";
