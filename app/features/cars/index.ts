/** The cars area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export {
  type AvailabilityCar,
  type CheckoutCar,
  checkoutRefusal,
  type CheckoutRefusal,
  detailInStock,
  isTestDriveOnly,
  openToOffers,
  type VehicleAction,
  vehicleActions,
} from "./car-availability";
export { type CarSummaryRecord, carSummaryView, type CarSummaryView, priceText } from "./car-summary";
export { cardTag } from "./card-tag";
export { facetLabel } from "./facet-label";
export { carCardView, type CarCardView, cardShowsWeekly, conditionLabel, favouriteAllowed } from "./card-view";
export { advertisedPrice, priceDisplay, type PriceDisplay } from "./price-display";
export { isSoldStatus, type SearchCar } from "./search-car";
export { carCategories, filteredFeatures } from "./car-groups";
export { labelInStockWords, stockWords, type StockWords } from "./stock-words";
export { farOutside, type Range, vehicleBounds, type VehicleBounds } from "./vehicle-bounds";
export { isTowed, kindNoun, vehicleKind, type VehicleKind, viewingLabel } from "./vehicle-kind";
export {
  FEATURES_LIMIT,
  feetToMetres,
  isShownValue,
  keyInformation,
  SPEC_ROWS_LIMIT,
  specificationRows,
  type SpecificationCar,
  type SpecRow,
} from "./spec-rows";
export { ageShare, kmFactor, usedShare, YEARLY_SHARE } from "./depreciation";
export { checkDigitOf, modelYearOf, readVin, type VinReading, wmiOf, yearCodeOf } from "./vin";
