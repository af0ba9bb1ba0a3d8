/** The finance area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { cardWeeklyText } from "./card-weekly";
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
} from "./finance-calculator";
export {
  CREDIT_HISTORY_LABELS,
  FEATURED_CARS_FILTER,
  FEATURED_CARS_LIMIT,
  FINANCE_MESSAGES,
  POPUP_TITLE,
} from "./finance-form-rules";
export { codeNeeded, type FinanceFormFields, financeFormSchema } from "./finance-form-schema";
export { type FinanceFormResult, type FinancePage } from "./finance-page";
export {
  comparisonRate,
  ESTIMATE_TERM_YEARS,
  estimateView,
  type FinanceEstimate,
  type FinanceQuote,
} from "./finance-quote";
export { assumptionsText, eligibleLender, fillDisclaimer, financeHref } from "./lender-summary";
export { QuoteRequestSchema } from "./quote-request";
export { repayment } from "./repayment";
