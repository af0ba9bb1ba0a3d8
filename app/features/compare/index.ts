/** The compare area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export {
  COMPARE_ROWS,
  compareRows,
  comparedSlugs,
  compareHref,
  compareSpecs,
  differingRows,
  MAX_COMPARED,
} from "./compare";
export { COMPARE_KEY, type ComparedCar } from "./compare-list";
