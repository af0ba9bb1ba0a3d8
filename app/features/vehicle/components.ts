/** The vehicle area's components, for other areas and the routes. */
export { VehiclePage } from "./vehicle-page";
