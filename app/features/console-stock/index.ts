/** The console's stock (issue 40): the list's filters, bulk actions, the car form and photo changes. */
export { readCarForm } from "./car-form";
export { PHOTOS_PER_CAR, readPhotoMove } from "./photo-rules";
export { describeBulk, parseBulkAction, parseStockFilters } from "./stock-rules";
export { looksLikeVin, readQuickAdd } from "./quick-add";
