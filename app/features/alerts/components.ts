/** The alerts area's components, for other areas and the routes. */
export { savedText } from "./alert-email-form";
export { AlertsPage } from "./alerts-page";
export { SaveSearchForm } from "./save-search-form";
export { WatchlistAlerts } from "./watchlist-alerts";
