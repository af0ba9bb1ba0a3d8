/** The news area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { type NewsCard, newsCards } from "./news-card";
