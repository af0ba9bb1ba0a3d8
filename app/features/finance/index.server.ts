/** The finance area's server face: what other areas, the routes and the server may call. */
export { estimateFor, financePage } from "./finance-page.server";
export { type FinancePartner, httpFinancePartner, localFinancePartner } from "./finance-partner.server";
export { handOver } from "./hand-over.server";
export { financeApplication } from "./local-partner.server";
export { keepPartnerQuotes, quoteKeeper } from "./quote-keeper.server";
