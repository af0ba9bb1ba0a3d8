/** The inventory area's console components (issue 40's imports), for the console's routes only. */
export { ImportsPage } from "./imports-page";
export { ImportRunPage } from "./import-run-page";
