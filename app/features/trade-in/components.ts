/** The trade-in area's components, for other areas and the routes. */
export { TradeInForm } from "./trade-in-form";
export { TradeInFaq, ValuationResult } from "./valuation-result";
