/** The stock area's components, for the console's routes only. */
export { StockList } from "./stock-list";
export { CarEditor } from "./car-editor";
export { QuickAddPage } from "./quick-add-page";
