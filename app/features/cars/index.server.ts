/** The cars area's server face: what other areas, the routes and the server may call. */
export { carsBySlug, carSummary, carSummaryColumns, type CarSummaryRow, type ComparedCar } from "./car-summary.server";
