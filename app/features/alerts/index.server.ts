/** The alerts area's server face: what other areas, the routes and the server may call. */
export { alertToken, readAlertToken } from "./alert-links.server";
export { alertServices, type AlertServices } from "./alert-services.server";
export { recordStockAlerts } from "./stock-alerts.server";
export {
  accountSavedSearches,
  confirmRecipient,
  joinSavedSearches,
  recipientAlerts,
  removeSavedSearch,
  subscribe,
  unsubscribe,
  watchlistRecipient,
} from "./subscriptions.server";
