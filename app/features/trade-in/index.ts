/** The trade-in area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { type TradeInKind, type TradeInPage, type TradeInResult } from "./trade-in-page";
export { type TradeInFields, tradeInSchema } from "./valuation-form";
export { tradeInFaq, VALUATION_MESSAGES } from "./valuation-rules";
