/** The analytics area's components, for other areas and the routes. */
export { useCallTracking } from "./use-call-tracking";
