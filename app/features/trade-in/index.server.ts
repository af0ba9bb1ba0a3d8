/** The trade-in area's server face: what other areas, the routes and the server may call. */
export { acceptValuationOffer, lookUpRego, tradeInPage, valuationHref, valueTradeIn } from "./trade-in-page.server";
export { saveWithValuationLead } from "./valuation-lead.server";
export { httpValuation, localValuation, type Valuation } from "./valuation.server";
