import type { SiteConfig } from "~/platform/tenancy/site-config";
import { formatMoney } from "~/ui/format";
import { repayment } from "./repayment";

/** Spec 001 section 5 (Finance calculator): frequencies and their periods per year. */
export const FREQUENCIES = { Weekly: 52, Fortnightly: 26, Monthly: 12 } as const;
export type Frequency = keyof typeof FREQUENCIES;

export const TERM_MIN_YEARS = 1;
export const STEP = 0.5;
export const AMOUNT_MAX = 250_000;
export const DEFAULT_AMOUNT = 30_000;
export const DEFAULT_TERM_YEARS = 5;
/** Spec 001 section 8: a repayment of 25 or less shows Enquire for Finance. */
export const ENQUIRE_AT_OR_BELOW = 25;
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";
/** Issue 56: a deposit of the whole price leaves nothing to finance, and the calculator says so. */
export const DEPOSIT_COVERS_PRICE = "Your deposit covers the whole price: there is nothing to finance.";

/** Spec 001 section 2: the fixed fee list of one brand. */
export const FIXED_FEES = {
  establishment: 395,
  securityRegistration: 6,
  monthlyAccountAdmin: 8,
  dealerAgency: 912.25,
} as const;

export type CalculatorConfig = SiteConfig["finance"]["calculator"] & { default_interest_rate: number };

export interface CalculatorBounds {
  price: { min: number; max: number };
  term: { min: number; max: number; step: number };
  rate: { min: number; max: number; step: number };
  amount: { min: 0; max: number; step: number };
}

export function calculatorBounds(config: CalculatorConfig): CalculatorBounds {
  return {
    price: { min: config.price_min, max: config.price_max },
    term: { min: TERM_MIN_YEARS, max: config.term_max_years, step: STEP },
    rate: { min: config.rate_min, max: config.rate_max, step: STEP },
    amount: { min: 0, max: AMOUNT_MAX, step: STEP },
  };
}

export interface CalculatorInput {
  price: number;
  termYears: number;
  rate: number;
  deposit: number;
  residual: number;
  frequency: Frequency;
}

/** Defaults: the car price, or 30,000 when the price is not above 0; 5 years; the site's rate. */
export function calculatorDefaults(carPrice: number, config: CalculatorConfig): CalculatorInput {
  return {
    price: carPrice > 0 ? carPrice : DEFAULT_AMOUNT,
    termYears: DEFAULT_TERM_YEARS,
    rate: config.default_interest_rate,
    deposit: 0,
    residual: 0,
    frequency: "Weekly",
  };
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Values of 0 or less become 0; a price outside its bounds is kept but reported. */
export function priceError(price: number, bounds: CalculatorBounds["price"]): string | null {
  if (price >= bounds.min && price <= bounds.max) return null;
  return `Cannot be less than ${formatMoney(bounds.min)} or more than ${formatMoney(bounds.max)}`;
}

/**
 * Brings every input within its bounds: the term snaps to its 0.5 step; the rate stays as given
 * within its bounds, so a lender's 8.99% is worked out at 8.99% (the slider moves in 0.5 steps);
 * deposit and residual clamp to 0..250,000.
 */
export function normaliseInput(input: CalculatorInput, bounds: CalculatorBounds): CalculatorInput {
  const snap = (v: number) => Math.round(v / STEP) * STEP;
  return {
    price: Math.max(0, input.price),
    termYears: clamp(snap(input.termYears), bounds.term.min, bounds.term.max),
    rate: clamp(input.rate, bounds.rate.min, bounds.rate.max),
    deposit: clamp(input.deposit, 0, bounds.amount.max),
    residual: clamp(input.residual, 0, bounds.amount.max),
    frequency: Object.hasOwn(FREQUENCIES, input.frequency) ? input.frequency : "Weekly",
  };
}

/** The fees a loan carries on these terms: one-off fees financed, and a fee added to each repayment. */
function feesOf(config: CalculatorConfig, frequency: Frequency) {
  if (!config.fixed_fee_list) return { oneOffFees: config.establishment_fee, periodFee: 0 };
  return {
    oneOffFees: FIXED_FEES.establishment + FIXED_FEES.securityRegistration + FIXED_FEES.dealerAgency,
    periodFee: (FIXED_FEES.monthlyAccountAdmin * 12) / FREQUENCIES[frequency],
  };
}

export type CalculatorResult =
  | { kind: "error"; field: "price" | "deposit"; message: string }
  | { kind: "enquire"; message: typeof ENQUIRE_FOR_FINANCE }
  | { kind: "repayment"; amount: number; frequency: Frequency; text: string };

/**
 * Standard amortisation over term x frequency periods with the deposit subtracted, establishment
 * fees added and the residual discounted (spec 001 section 9). With the brand's fixed fee list the
 * one-off fees are financed and the monthly account fee is spread over each period.
 */
export function calculateRepayment(raw: CalculatorInput, config: CalculatorConfig): CalculatorResult {
  const bounds = calculatorBounds(config);
  const input = normaliseInput(raw, bounds);
  const error = priceError(input.price, bounds.price);
  if (error) return { kind: "error", field: "price", message: error };
  if (input.deposit >= input.price) return { kind: "error", field: "deposit", message: DEPOSIT_COVERS_PRICE };
  const periodsPerYear = FREQUENCIES[input.frequency];
  const { oneOffFees, periodFee } = feesOf(config, input.frequency);
  const amount =
    repayment({
      price: input.price,
      deposit: input.deposit,
      establishmentFees: oneOffFees,
      residual: input.residual,
      annualRatePercent: input.rate,
      termYears: input.termYears,
      periodsPerYear,
    }) + periodFee;
  const rounded = Math.round(amount * 100) / 100;
  if (rounded <= ENQUIRE_AT_OR_BELOW) return { kind: "enquire", message: ENQUIRE_FOR_FINANCE };
  return {
    kind: "repayment",
    amount: rounded,
    frequency: input.frequency,
    text: `${formatMoney(rounded)} ${input.frequency.toLowerCase()}`,
  };
}

/**
 * The calculator run backwards (issue 56, the budget finder): the price whose repayment on these
 * terms is `perPeriod`, with the deposit down, interest and fees counted. Whole dollars, never less
 * than the deposit alone.
 */
export function priceForRepayment(
  perPeriod: number,
  terms: Omit<CalculatorInput, "price">,
  config: CalculatorConfig,
): number {
  const input = normaliseInput({ ...terms, price: 0 }, calculatorBounds(config));
  const periodsPerYear = FREQUENCIES[input.frequency];
  const { oneOffFees, periodFee } = feesOf(config, input.frequency);
  const payment = perPeriod - periodFee;
  const periods = Math.round(input.termYears * periodsPerYear);
  if (payment <= 0 || periods <= 0) return Math.round(input.deposit);
  const rate = input.rate / 100 / periodsPerYear;
  const growth = (1 + rate) ** periods;
  const borrowed =
    rate === 0 ? payment * periods + input.residual : (payment * (1 - 1 / growth)) / rate + input.residual / growth;
  return Math.max(Math.round(input.deposit), Math.round(borrowed - oneOffFees + input.deposit));
}
