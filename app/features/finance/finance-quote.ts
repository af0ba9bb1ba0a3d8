import { repayment } from "./repayment";

/** Spec 000 section 7 and spec 001 section 7, POST /api/youx/quote. */
export const CREDIT_SCORES = ["GREAT", "DECENT", "POOR"] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

export interface QuoteRequest {
  selfAssessedCreditScore: CreditScore;
  purchasePrice: number;
  loanTerm: number;
  year: number | null;
  vin: string | null;
  nvic: string | null;
  whoIsHelping: string;
}

export interface FinanceQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
  /** The terms the weekly figure was worked out on, where the partner says them (ours always does). */
  terms?: { termYears: number; deposit: number; establishmentFee: number };
}

/** Spec 000 section 9 and spec 001 section 9: 5-year term, credit GREAT, monthly is 4.33 times weekly. */
export const ESTIMATE_TERM_YEARS = 5;
export const WEEKS_PER_MONTH = 4.33;
/** Spec 001 section 9: the quick quote assumes a 10% deposit. */
export const QUOTE_DEPOSIT_SHARE = 0.1;

const BASE_RATE: Record<CreditScore, number> = { GREAT: 8.99, DECENT: 12.49, POOR: 16.99 };
/** Cars older than this many years carry a higher rate, as secured lenders price them. */
const OLDER_CAR_YEARS = 7;
const OLDER_CAR_LOADING = 1.5;
/** The fees a comparison rate must include (national credit code): one-off and monthly. */
export const QUOTE_FEES = { establishment: 395, monthly: 8 } as const;
/**
 * The comparison rate's example (spec 000 section 9 and spec 001 section 9): a 5-year secured loan
 * of $30,000 with a 10% deposit and a 30% final payment.
 */
export const COMPARISON_EXAMPLE = { amount: 30_000, termYears: 5, depositShare: 0.1, finalPaymentShare: 0.3 } as const;

export function advertisedRate(score: CreditScore, year: number | null, now: Date): number {
  const old = year !== null && now.getUTCFullYear() - year > OLDER_CAR_YEARS;
  return BASE_RATE[score] + (old ? OLDER_CAR_LOADING : 0);
}

/**
 * The annual rate at which the borrower's real outgoings (monthly repayments with the establishment
 * fee financed, the monthly fee, and the final payment) repay the example's amount borrowed: found
 * by bisection.
 */
export function comparisonRate(rate: number): number {
  const { amount, termYears, depositShare, finalPaymentShare } = COMPARISON_EXAMPLE;
  const months = termYears * 12;
  const borrowed = amount * (1 - depositShare);
  const finalPayment = amount * finalPaymentShare;
  const monthly =
    repayment({
      price: amount,
      deposit: amount * depositShare,
      establishmentFees: QUOTE_FEES.establishment,
      residual: finalPayment,
      annualRatePercent: rate,
      termYears,
      periodsPerYear: 12,
    }) + QUOTE_FEES.monthly;
  const presentValue = (annual: number) => {
    const r = annual / 100 / 12;
    return (monthly * (1 - (1 + r) ** -months)) / r + finalPayment / (1 + r) ** months;
  };
  let low = rate;
  let high = rate + 20;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > borrowed) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}

/** The embedded finance partner's answer: a 10% deposit in whole dollars, establishment fee financed, no balloon. */
export function localQuote(request: QuoteRequest, now: Date): FinanceQuote {
  const rate = advertisedRate(request.selfAssessedCreditScore, request.year, now);
  const deposit = Math.round(request.purchasePrice * QUOTE_DEPOSIT_SHARE);
  const weekly = repayment({
    price: request.purchasePrice,
    deposit,
    establishmentFees: QUOTE_FEES.establishment,
    residual: 0,
    annualRatePercent: rate,
    termYears: request.loanTerm,
    periodsPerYear: 52,
  });
  return {
    weeklyRepaymentAmount: Math.round(weekly * 100) / 100,
    advertisedRate: rate,
    comparisonRate: comparisonRate(rate),
    terms: { termYears: request.loanTerm, deposit, establishmentFee: QUOTE_FEES.establishment },
  };
}

export function monthlyFromWeekly(weekly: number): number {
  return Math.round(weekly * WEEKS_PER_MONTH * 100) / 100;
}
