/** The compare area's components, for other areas and the routes. */
export { CardCompareToggle, CompareToggle, useCompared } from "./compare-toggle";
export { CompareCount, CompareLink, CompareTray } from "./compare-tray";
