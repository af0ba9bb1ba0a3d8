/** The analytics area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { AnalyticsEventBody } from "./analytics-events";
export { EVENTS } from "./events";
export { pushToDataLayer, trackEvent } from "./track";
