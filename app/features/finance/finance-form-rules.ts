import { formatMoney } from "~/ui/format";
import {
  COMPARISON_EXAMPLE,
  CREDIT_SCORES,
  type CreditScore,
  type FinanceQuote,
  QUOTE_FEES,
  type QuoteRequest,
} from "./finance-quote";

/**
 * The finance form page's rules (spec 001 sections 2, 4, 5, 8 and 9): the quick quote's bounds and
 * query-string defaults, the quote feature's eligibility, and the messages the page shows.
 */
export const QUOTE_PRICE = { min: 10_000, max: 200_000, default: 30_000 } as const;
export const QUOTE_TERM = { min: 1, max: 7, step: 1, default: 5 } as const;
export const QUOTE_DELAY_MS = 500;
/** Spec 001 section 5: a car priced at or under this has no quick quote. */
export const QUOTE_PRICE_THRESHOLD = 200;
export const FEATURED_CARS_LIMIT = 6;
export const FEATURED_CARS_FILTER = "status:in_stock AND photos_count > 1 AND car_type:used";

export const POPUP_TITLE = "Instant Finance pre-approval with no impact on your credit score.";
export const POPUP_TABS = ["Quick Estimate", "Your Details", "Instant pre-approval", "Apply to lender"] as const;
export const CREDIT_HISTORY_LABELS: Record<CreditScore, string> = { GREAT: "Great", DECENT: "Decent", POOR: "Poor" };
export const DEFAULT_STEPS = [
  "Apply online in minutes",
  "Get pre-approved with a personalised rate",
  "Purchase the car",
] as const;

export const FINANCE_MESSAGES = {
  quoteFailed: "Failed to get YouX quick quote",
  leadFailed: "Lead submission failed",
  customerFailed: "Failed to create customer with YouX",
  /** Spec 001 §9: logged when customer creation fails, beside the message the shopper sees. */
  customerFailedLog: "Failed to create YouX customer",
  noRedirect: "Failed to create customer or no redirect URL received.",
  unknown: "An unknown error occurred.",
  unknownVerification: "An unknown error occurred during verification.",
  unknownStep: "An unknown error occurred while advancing step.",
} as const;

/** The display note under the weekly figure: the term chosen and the quote's 10% deposit. */
export function displayNote(termYears: number): string {
  return `${termYears} year term, 10.0% deposit`;
}
export const COMPARISON_NOTE = "5 year term, 10% deposit and 30% final payment";

/**
 * What the estimate assumes, printed beside it (issue 56): the rate, the spec's display note, and
 * the deposit, final payment and fee the partner worked it out on where it says them. The comparison
 * rate's 30% final payment and monthly fee belong to its own example, said apart.
 */
export function estimateTermsText(estimate: FinanceQuote, termYears: number): string {
  const terms = estimate.terms;
  const said = terms
    ? `: ${formatMoney(terms.deposit)} deposit, no final payment, ${terms.establishmentFee ? `${formatMoney(terms.establishmentFee)} establishment fee financed` : "no fees"}`
    : "";
  return `${estimate.advertisedRate}% p.a. interest rate, ${displayNote(termYears)}${said}`;
}

/** The comparison rate's example in full: the spec's note, the amount and the fee it counts. */
export const COMPARISON_EXAMPLE_TEXT = `Comparison rate example only: ${COMPARISON_NOTE} on ${formatMoney(COMPARISON_EXAMPLE.amount)}, with a ${formatMoney(QUOTE_FEES.establishment)} establishment fee and ${formatMoney(QUOTE_FEES.monthly)} a month`;

/** What a shopper typed as a price, digits only ("$45,990" is 45990); empty when there are none. */
export function priceDigits(typed: string): string {
  return typed.replace(/\D/g, "");
}

/** On blur the purchase price is held within 10,000 to 200,000; nothing typed is the default. */
export function clampQuotePrice(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return QUOTE_PRICE.default;
  return Math.min(QUOTE_PRICE.max, Math.max(QUOTE_PRICE.min, Math.round(value)));
}

/**
 * What the shopper sent as a price, as they sent it (nothing typed is the default): the partner is
 * asked about this amount or, outside its range, not at all (see quotePriceError).
 */
export function sentQuotePrice(typed: string): number {
  const digits = priceDigits(typed);
  return digits === "" || Number(digits) <= 0 ? QUOTE_PRICE.default : Number(digits);
}

/** Spec 001 section 9's words for an amount the quote cannot answer for; null when it can. */
export function quotePriceError(amount: number): string | null {
  if (amount >= QUOTE_PRICE.min && amount <= QUOTE_PRICE.max) return null;
  return `Cannot be less than ${formatMoney(QUOTE_PRICE.min)} or more than ${formatMoney(QUOTE_PRICE.max)}`;
}

export function clampQuoteTerm(value: number): number {
  if (!Number.isFinite(value)) return QUOTE_TERM.default;
  return Math.min(QUOTE_TERM.max, Math.max(QUOTE_TERM.min, Math.round(value)));
}

export function creditScoreOf(value: string | null | undefined): CreditScore | null {
  const upper = (value ?? "").trim().toUpperCase();
  return (CREDIT_SCORES as readonly string[]).includes(upper) ? (upper as CreditScore) : null;
}

export interface QuickQuoteValues {
  amount: number;
  term: number;
  selfAssessedCreditScore: CreditScore;
  whoIsHelping: string;
}

/** The quick quote's question for these values and car (spec 000 section 7), asked by the page and by the box. */
export function quoteRequestOf(
  values: QuickQuoteValues,
  car: { year: number | null; vin: string | null; nvic: string | null } | null,
): QuoteRequest {
  return {
    selfAssessedCreditScore: values.selfAssessedCreditScore,
    purchasePrice: values.amount,
    loanTerm: values.term,
    year: car?.year ?? null,
    vin: car?.vin ?? null,
    nvic: car?.nvic ?? null,
    whoIsHelping: values.whoIsHelping,
  };
}

/**
 * Spec 001 section 5, query-string defaults: amount from vehiclePriceBudget or price (the query's,
 * else the car's; issue 56: `?price=52000` was ignored), else 30,000, term from loanTerm (5), credit score from selfAssessedCreditScore or credit_score
 * (GREAT), and whoIsHelping. The amount is the car's own price even outside the quote's range (a
 * $7,310 motorcycle is not quoted as $10,000); the quote then says why it cannot answer.
 */
export function quickQuoteDefaults(query: URLSearchParams, carPrice: number | null): QuickQuoteValues {
  const asked = (name: string) => Number(priceDigits(query.get(name) ?? ""));
  const budget = asked("vehiclePriceBudget") || asked("price");
  const amount = budget > 0 ? budget : carPrice && carPrice > 0 ? carPrice : QUOTE_PRICE.default;
  const term = query.get("loanTerm");
  return {
    amount: Math.round(amount),
    term: term === null ? QUOTE_TERM.default : clampQuoteTerm(Number(term)),
    selfAssessedCreditScore:
      creditScoreOf(query.get("selfAssessedCreditScore")) ?? creditScoreOf(query.get("credit_score")) ?? "GREAT",
    whoIsHelping: (query.get("whoIsHelping") ?? "").slice(0, 100),
  };
}

/** The quick quote's values as a form sent them, whatever else in the form was wrong; `fallback` fills what is missing. */
export function sentQuoteValues(sent: Partial<Record<string, unknown>>, fallback: QuickQuoteValues): QuickQuoteValues {
  const text = (name: string) => (typeof sent[name] === "string" ? (sent[name] as string) : null);
  const amount = text("amount");
  const term = text("term");
  return {
    amount: amount === null ? fallback.amount : sentQuotePrice(amount),
    term: term ? clampQuoteTerm(Number(term)) : fallback.term,
    selfAssessedCreditScore: creditScoreOf(text("selfAssessedCreditScore")) ?? fallback.selfAssessedCreditScore,
    whoIsHelping: (text("whoIsHelping") ?? fallback.whoIsHelping).slice(0, 100),
  };
}

export interface QuoteCar {
  status: string;
  sold: boolean;
  reserved: boolean;
  price: number;
}

/**
 * Spec 001 section 5: the quick quote shows only where the site's autograb option is on and, with a
 * car, only for one in stock, neither sold nor reserved, priced over 200.
 */
export function quoteAvailable(autograbOption: boolean, car: QuoteCar | null): boolean {
  if (!autograbOption) return false;
  if (!car) return true;
  return car.status === "in_stock" && !car.sold && !car.reserved && car.price > QUOTE_PRICE_THRESHOLD;
}

/** Spec 001 section 2: the side card's steps: the site's own, the default three, or none. */
export function sideCardSteps(custom: string[] | null, hidden: boolean): string[] {
  if (hidden) return [];
  return custom && custom.length > 0 ? custom : [...DEFAULT_STEPS];
}
