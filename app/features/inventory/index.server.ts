/** The inventory area's server face: what other areas, the routes and the server may call. */
export { importInventory } from "./import.server";
export { carColumns, recordPriceChanges, upsertCars, yardColumns, type PriceChange } from "./upsert-cars.server";
