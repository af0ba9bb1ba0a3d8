import { ESTIMATE_TERM_YEARS, type FinanceQuote, type QuoteRequest } from "./finance-quote";

/**
 * A partner's quote kept on the car (`youxQuote`): a feed may send one, and the quote keeper stores
 * the partner's answer with the price it was asked for, so every card and the car's page say the
 * same figure on the same terms (issue 56).
 */
export type StoredQuote = Partial<FinanceQuote> & { weeklyRepaymentAmount: number; quotedPrice?: number };

/** The question the car's page and the quote keeper both ask: credit GREAT, 5 years, the advertised price. */
export function estimateRequest(
  car: { year: number | null; vin: string | null; nvic: string | null },
  price: number,
): QuoteRequest {
  return {
    selfAssessedCreditScore: "GREAT",
    purchasePrice: price,
    loanTerm: ESTIMATE_TERM_YEARS,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic,
    whoIsHelping: "",
  };
}

/** A stored quote still answers for this price: the feed's own (no price named) or one asked for this price. */
export function storedQuoteFits(stored: StoredQuote | null | undefined, price: number): stored is StoredQuote {
  if (!stored?.weeklyRepaymentAmount) return false;
  return stored.quotedPrice === undefined || stored.quotedPrice === price;
}

/** The stored quote as the partner's answer, with the site's rate where the feed named none. */
export function storedQuoteAnswer(stored: StoredQuote, defaultRate: number): FinanceQuote {
  return {
    weeklyRepaymentAmount: stored.weeklyRepaymentAmount,
    advertisedRate: stored.advertisedRate ?? defaultRate,
    comparisonRate: stored.comparisonRate ?? defaultRate,
    ...(stored.terms ? { terms: stored.terms } : {}),
  };
}
