/** The cars area's components, for other areas and the routes. */
export { CarCard } from "./car-card";
