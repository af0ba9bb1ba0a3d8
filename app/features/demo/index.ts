/** The demo area's face: the car factory and its catalogue, for the benchmarks and tests (no React, no IO). */
export { generateCars, type StockPlan } from "./car-factory";
export { passengerCatalogue } from "./catalogue-passenger";
export { seededRandom } from "./random";
