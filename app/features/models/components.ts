/** The models area's components, for other areas and the routes. */
export { ModelCardView } from "./model-card";
