/** The finance area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { cardWeekly, type CardWeekly, type WeeklyCar } from "./card-weekly";
export { CreateCustomerBody, customerRequest } from "./customer-application";
export {
  calculateRepayment,
  calculatorBounds,
  type CalculatorConfig,
  calculatorDefaults,
  type CalculatorInput,
  type CalculatorResult,
  FREQUENCIES,
  type Frequency,
  normaliseInput,
  priceForRepayment,
} from "./finance-calculator";
export {
  CREDIT_HISTORY_LABELS,
  FEATURED_CARS_FILTER,
  FEATURED_CARS_LIMIT,
  FINANCE_MESSAGES,
  POPUP_TITLE,
  QUOTE_PRICE,
} from "./finance-form-rules";
export { codeNeeded, type FinanceFormFields, financeFormSchema } from "./finance-form-schema";
export { type FinanceFormResult, type FinancePage } from "./finance-page";
export { comparisonRate, ESTIMATE_TERM_YEARS, type FinanceQuote } from "./finance-quote";
export { eligibleLender, fillDisclaimer, financeHref } from "./lender-summary";
export { QuoteRequestSchema } from "./quote-request";
export { repayment } from "./repayment";
export {
  assumptionsText,
  type CalculatorSetup,
  calculatorSetup,
  carLender,
  COMPARISON_RATE_NOTE,
  feesText,
  firstWeekly,
  lenderTerms,
  partnerEstimate,
  type PartnerEstimate,
  quoteTerms,
  siteCalculatorConfig,
} from "./vehicle-finance";
export { estimateRequest, storedQuoteAnswer, storedQuoteFits, type StoredQuote } from "./stored-quote";
