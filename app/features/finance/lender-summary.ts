import type { FinanceLenderSummary } from "~/platform/db/json-types";

/**
 * Spec 001 section 5, finance eligibility: the lender entry must exist with non-null interest and
 * comparison rates; the car must be in stock with a price over 500 and a weekly or monthly payment.
 */
export function eligibleLender(
  lenders: Record<string, FinanceLenderSummary>,
  provider: string | null,
  car: { status: string; price: number },
): (FinanceLenderSummary & { provider: string }) | null {
  const name = provider && lenders[provider] ? provider : Object.keys(lenders)[0];
  const lender = name ? lenders[name] : undefined;
  if (!name || !lender) return null;
  if (lender.interestRate === null || lender.interestRate === undefined || lender.comparisonRate === null || lender.comparisonRate === undefined) return null;
  if (car.status !== "in_stock" || car.price <= 500) return null;
  if (!(lender.paymentWeek > 0 || lender.paymentMonth > 0)) return null;
  return { ...lender, provider: name };
}

/** Spec 000 section 9: the finance disclaimer is cut at about 197 characters where the site offers Show more. */
export const DISCLAIMER_SHORT_LENGTH = 197;

/**
 * Where a finance button leads (spec 001 section 6): a car with an NVIC code goes to the personalised
 * finance page when the site's NVIC finance option is on; otherwise the site's finance page with the
 * spec's query parameters and the #finance-form anchor.
 */
export function financeHref(
  car: { id: number; slug: string; price: number; car_type: string; vin: string | null; nvic: string | null; dealership_slug: string | null },
  finance: { page_path: string; nvic_finance_option: boolean },
): string {
  if (finance.nvic_finance_option && car.nvic) return `/personalised/finance?car_id=${car.id}`;
  const query = new URLSearchParams();
  if (car.dealership_slug) query.set("preferredDealership", car.dealership_slug);
  if (car.price > 0) query.set("vehiclePriceBudget", String(car.price));
  query.set("car_id", String(car.id));
  query.set("car_type", car.car_type);
  if (car.vin) query.set("vin", car.vin);
  return `${finance.page_path}?${query.toString()}#finance-form`;
}
