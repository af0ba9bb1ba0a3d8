/** The cars area's components, for other areas and the routes. */
export { CarCard } from "./car-card";
export { StockWordsProvider, useStockWords } from "./stock-words-context";
