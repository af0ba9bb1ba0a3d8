import { type CalculatorConfig, feesText, priceForRepayment } from "~/features/finance";
import type { ListingState } from "./listing-url";

type ListingRanges = ListingState["ranges"];

/**
 * The budget finder's rules (spec 001 sections 2, 4, 7, 8 and 9): what a repayment and a deposit
 * buy over 5 years, the price range it searches, and when nothing is in reach.
 */
export const BUDGET = {
  repayment: { monthly: 600, weekly: 200 },
  deposit: 2_000,
  termYears: 5,
  inputMax: 1_000_000,
  /** When the stock's highest price is unknown. */
  fallbackMaxPrice: 100_000,
  /** The search only finds cars priced over this (`price>1000`). */
  priceFloor: 1_000,
} as const;

export type RepaymentFrequency = keyof typeof BUDGET.repayment;

/** The money input's presets (spec 001 section 5): the usual range, or the one region's higher one. */
export const MONEY_PRESETS = {
  standard: [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 70_000],
  high: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
} as const;

/** An input's amount: "$12,500" is 12500; anything not a number is 0; kept within 0 to 1,000,000. */
export function budgetAmount(input: string | number | null | undefined): number {
  const n = typeof input === "number" ? input : Number(String(input ?? "").replace(/[$,\s]/g, ""));
  if (!Number.isFinite(n)) return 0;
  return Math.min(BUDGET.inputMax, Math.max(0, n));
}

export function isRepaymentFrequency(value: unknown): value is RepaymentFrequency {
  return value === "monthly" || value === "weekly";
}

/**
 * What a repayment and a deposit buy over 5 years: the price the site's own finance calculator gives
 * that repayment for, at the site's rate and fees, plus the deposit (issue 56: spec 001's
 * round(repayment x periods x 5 + deposit) left out the interest, $57,000 where $200 a week at 8.99%
 * with $5,000 down buys about $46,500).
 */
export function estimatedBudget(
  repayment: number,
  frequency: RepaymentFrequency,
  deposit: number,
  calculator: CalculatorConfig,
): number {
  return priceForRepayment(
    repayment,
    {
      frequency: frequency === "monthly" ? "Monthly" : "Weekly",
      termYears: BUDGET.termYears,
      rate: calculator.default_interest_rate,
      deposit,
      residual: 0,
    },
    calculator,
  );
}

/** The terms the budget is worked out on, said beside it as every repayment on the site is. */
export function budgetTermsText(calculator: CalculatorConfig): string {
  return `At ${calculator.default_interest_rate}% p.a. over ${BUDGET.termYears} years, no final payment, ${feesText(calculator)}`;
}

export interface PriceBounds {
  min: number;
  max: number;
}

export type BudgetOutcome = { kind: "search"; maxPrice: number } | { kind: "out-of-reach" };

/** Below the cheapest car nothing is found; otherwise the search goes up to the budget, capped at the dearest car. */
export function budgetOutcome(budget: number, bounds: PriceBounds | null): BudgetOutcome {
  if (bounds && budget < bounds.min) return { kind: "out-of-reach" };
  if (!bounds && budget <= BUDGET.priceFloor) return { kind: "out-of-reach" };
  return { kind: "search", maxPrice: Math.min(budget, bounds?.max ?? BUDGET.fallbackMaxPrice) };
}

/** The chosen bodies' price range: the lowest of their lows and the highest of their highs; all of the stock when none is chosen. */
export function boundsFor(
  chosen: readonly string[],
  bounds: { all: PriceBounds | null; byBody: Record<string, PriceBounds> },
): PriceBounds | null {
  const picked = chosen.map((b) => bounds.byBody[b]).filter((b): b is PriceBounds => b !== undefined);
  if (!chosen.length) return bounds.all;
  if (!picked.length) return null;
  return { min: Math.min(...picked.map((b) => b.min)), max: Math.max(...picked.map((b) => b.max)) };
}

/** The current search plus the chosen bodies and a price range over $1,000 up to the budget. */
export function budgetSearchHref(searchPath: string, bodies: readonly string[], maxPrice: number): string {
  const query = new URLSearchParams();
  for (const body of bodies) query.append("body", body);
  const range = `range[price]=:${maxPrice}`;
  return `${searchPath}?${query.size ? `${query}&` : ""}${range}`;
}

/**
 * Spec 001 section 6 writes a budget as `range[price]=:max` and searches `price>1000`: a price cap with
 * no minimum finds only cars priced over $1,000, so a car with no real price is never "within budget".
 */
export function withPriceFloor(ranges: ListingRanges): ListingRanges {
  const price = ranges.price;
  if (price?.max === undefined || price.min !== undefined) return ranges;
  return { ...ranges, price: { ...price, min: BUDGET.priceFloor + 1 } };
}

/** The button's words: View {carType}s In This Range, or 0 {carType}s Found with its note. */
export function budgetWords(carType: string) {
  return {
    button: `View ${carType}s In This Range`,
    none: `0 ${carType}s Found`,
    note: `No ${carType}s found for this budget`,
  };
}
