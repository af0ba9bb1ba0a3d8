import type { SiteConfig } from "~/platform/tenancy/site-config";
import { formatMoney } from "~/ui/format";
import {
  calculateRepayment,
  calculatorBounds,
  calculatorDefaults,
  FIXED_FEES,
  normaliseInput,
  type CalculatorConfig,
  type CalculatorInput,
} from "./finance-calculator";
import { monthlyFromWeekly, type FinanceQuote } from "./finance-quote";
import { eligibleLender, fillDisclaimer, type LenderCar } from "./lender-summary";
import type { FinanceLenderSummary } from "~/platform/db/json-types";

/**
 * Issue 36, one repayment per page: every weekly figure for a car (its card, its page's headline and
 * the calculator's first answer) comes from one set of assumptions, printed beside it. The set is the
 * lender's advertised terms where the car has an eligible lender, else the finance partner's quote
 * where the page has one, else the site's calculator defaults.
 */
export type TermsSource = "lender" | "partner" | "site";

export interface StartingTerms {
  rate: number;
  termYears: number;
  deposit: number;
  residual: number;
  establishmentFee: number;
}

/** The national credit code's warning, said wherever a comparison rate carries its asterisk. */
export const COMPARISON_RATE_NOTE =
  "*Comparison rate based on a 5 year secured loan of $30,000. WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

/** The calculator's set-up: its bounds and fees, the inputs it starts from, and its disclaimer. */
export interface CalculatorSetup {
  config: CalculatorConfig;
  defaults: CalculatorInput;
  disclaimer: string | null;
  source: TermsSource;
}

export function siteCalculatorConfig(config: SiteConfig): CalculatorConfig {
  return { ...config.finance.calculator, default_interest_rate: config.finance.default_interest_rate };
}

/** The calculator starting from a set of terms (the site's defaults when none), for a car at `price`. */
export function calculatorSetup(
  price: number,
  config: SiteConfig,
  start: { source: Exclude<TermsSource, "site">; terms: StartingTerms } | null,
): CalculatorSetup {
  const calculatorConfig = siteCalculatorConfig(config);
  const disclaimer = config.finance.disclaimer
    ? fillDisclaimer(config.finance.disclaimer, config.finance.broker)
    : null;
  if (!start)
    return {
      config: calculatorConfig,
      defaults: calculatorDefaults(price, calculatorConfig),
      disclaimer,
      source: "site",
    };
  const { terms } = start;
  return {
    config: { ...calculatorConfig, establishment_fee: terms.establishmentFee || calculatorConfig.establishment_fee },
    defaults: {
      price,
      termYears: terms.termYears,
      rate: terms.rate,
      deposit: terms.deposit,
      residual: terms.residual,
      frequency: "Weekly",
    },
    disclaimer,
    source: start.source,
  };
}

/**
 * The lender's terms for the car at its price now. A feed's lender figures were worked out for the
 * price of their day: after a price cut the deposit and final payment keep their share of the price,
 * not their old dollars (issue 56).
 */
export function lenderTerms(lender: FinanceLenderSummary, price: number): StartingTerms {
  const quotedFor = priceQuotedFor(lender);
  const scale = quotedFor && Math.abs(quotedFor - price) > price * 0.01 ? price / quotedFor : 1;
  return {
    rate: lender.interestRate!,
    termYears: lender.termYears,
    deposit: Math.round(lender.deposit * scale),
    residual: Math.round(lender.balloon * scale),
    establishmentFee: lender.establishmentFees,
  };
}

/** The price a lender's monthly payment was worked out for: the amortisation (repayment.ts) read backwards. */
export function priceQuotedFor(lender: FinanceLenderSummary): number | null {
  const periods = Math.round(lender.termYears * 12);
  if (!(lender.paymentMonth > 0) || periods <= 0 || lender.interestRate === null) return null;
  const rate = lender.interestRate / 100 / 12;
  const growth = (1 + rate) ** periods;
  const principal =
    rate === 0
      ? lender.paymentMonth * periods + lender.balloon
      : (lender.paymentMonth * (1 - 1 / growth)) / rate + lender.balloon / growth;
  return principal + lender.deposit - lender.establishmentFees;
}

/** What the calculator's first answer assumes beyond the price: rate, term, deposit, final payment and fees. */
export function assumptionsText(setup: Pick<CalculatorSetup, "config" | "defaults">): string {
  return `${normaliseInput(setup.defaults, calculatorBounds(setup.config)).rate}% p.a. ${termsText(setup)}`;
}

/** The same without the rate, for a figure that names its rates apart: term, deposit, final payment and fees. */
export function termsText(setup: Pick<CalculatorSetup, "config" | "defaults">): string {
  const input = normaliseInput(setup.defaults, calculatorBounds(setup.config));
  const deposit = input.deposit > 0 ? `${formatMoney(input.deposit)} deposit` : "no deposit";
  const balloon = input.residual > 0 ? `${formatMoney(input.residual)} final payment` : "no final payment";
  return `over ${input.termYears} years, ${deposit}, ${balloon}, ${feesText(setup.config)}`;
}

/** The fees the calculator adds, in words: the brand's fixed list, an establishment fee, or none. */
export function feesText(config: CalculatorConfig): string {
  if (config.fixed_fee_list) {
    const oneOff = FIXED_FEES.establishment + FIXED_FEES.securityRegistration + FIXED_FEES.dealerAgency;
    return `${moneyWithCents(oneOff)} fees financed and ${formatMoney(FIXED_FEES.monthlyAccountAdmin)} a month`;
  }
  if (config.establishment_fee > 0) return `${formatMoney(config.establishment_fee)} establishment fee financed`;
  return "before fees";
}

const moneyWithCents = (value: number) =>
  Number.isInteger(value) ? formatMoney(value) : `$${value.toLocaleString("en-AU", { minimumFractionDigits: 2 })}`;

/** The calculator's first weekly answer, in dollars, or null where it would say Enquire for Finance. */
export function firstWeekly(setup: Pick<CalculatorSetup, "config" | "defaults">): number | null {
  const first = calculateRepayment(setup.defaults, setup.config);
  return first.kind === "repayment" ? first.amount : null;
}

/** The partner's quote as the page's headline, with the terms it was worked out on (its rates said apart). */
export interface PartnerEstimate {
  weekly: string;
  monthly: string;
  advertisedRate: number;
  comparisonRate: number;
  assumptions: string;
}

export function partnerEstimate(quote: FinanceQuote, setup: CalculatorSetup | null): PartnerEstimate {
  return {
    weekly: formatMoney(quote.weeklyRepaymentAmount),
    monthly: formatMoney(monthlyFromWeekly(quote.weeklyRepaymentAmount)),
    advertisedRate: quote.advertisedRate,
    comparisonRate: quote.comparisonRate,
    // A partner that does not say its terms is quoted on the spec's display note: 5 years, 10% deposit.
    assumptions: setup?.source === "partner" ? termsText(setup) : "over 5 years with a 10% deposit",
  };
}

/** The quote's own terms where the partner gave them: what the calculator starts from beside its estimate. */
export function quoteTerms(quote: FinanceQuote): StartingTerms | null {
  if (!quote.terms) return null;
  return { rate: quote.advertisedRate, residual: 0, ...quote.terms };
}

/** A car's lender, where the site's rules allow its figures (spec 001 section 5). */
export function carLender(
  lenders: Record<string, FinanceLenderSummary> | null,
  config: SiteConfig,
  car: LenderCar,
  now: Date,
) {
  return lenders ? eligibleLender(lenders, config.finance.provider, car, config.finance, now) : null;
}
