/** The vehicle area's server face: what other areas, the routes and the server may call. */
export { historyReport } from "./history-report.server";
export { httpMarketData, localMarketData, type MarketData } from "./market-data.server";
export { carAnalysisPdf } from "./car-analysis-pdf.server";
export { vehiclePdf } from "./vehicle-pdf.server";
export { findCar, loadVehiclePage, loadVehicleView, logPhoneReveal, marketGauge, recordView } from "./vehicle.server";
