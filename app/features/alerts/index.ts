/** The alerts area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { priceDropped, type SaveOutcome, type StockChanges, type WatchlistAlertState, mailboxOf } from "./alert-rules";
