import type { FinanceLenderSummary } from "~/platform/db/json-types";

/** Spec 001 section 5: the providers whose lender data the demo and the rules know by name. */
export const PROVIDERS = {
  /** Needs a car newer than 12 years, priced over 500, in stock, with a comparison rate. */
  youx: "youx",
  /** The dealer's own finance: needs only a car in stock. */
  dealerFinance: "dealer-finance",
} as const;

const RECENT_CAR_YEARS = 12;
const PRICE_OVER = 500;

export interface LenderCar {
  status: string;
  price: number;
  year: number | null;
  dealership_slug: string | null;
}

export interface LenderExclusions {
  /** A manufacturer's own site shows no lender figures. */
  lender_figures: boolean;
  excluded_dealerships: string[];
}

type Lender = FinanceLenderSummary;
const hasRates = (l: Lender) =>
  l.interestRate !== null &&
  l.interestRate !== undefined &&
  l.comparisonRate !== null &&
  l.comparisonRate !== undefined;

/** Spec 001 section 5, per provider: the car rules a lender's figures need besides its rates. */
export function providerAccepts(provider: string, lender: Lender, car: LenderCar, now: Date): boolean {
  const inStock = car.status === "in_stock";
  if (provider === PROVIDERS.youx) {
    return (
      car.year !== null &&
      car.year > now.getUTCFullYear() - RECENT_CAR_YEARS &&
      car.price > PRICE_OVER &&
      inStock &&
      lender.comparisonRate != null
    );
  }
  if (provider === PROVIDERS.dealerFinance) return inStock;
  return car.price > PRICE_OVER && inStock && (lender.paymentWeek > 0 || lender.paymentMonth > 0);
}

/**
 * Spec 001 section 5, finance eligibility: the site's provider's lender entry (or the car's first)
 * must exist with interest and comparison rates, the site must show lender figures, the car's
 * dealer must not be excluded, and the provider's own rule must pass.
 */
export function eligibleLender(
  lenders: Record<string, Lender>,
  provider: string | null,
  car: LenderCar,
  exclusions: LenderExclusions,
  now: Date,
): (Lender & { provider: string }) | null {
  if (!exclusions.lender_figures) return null;
  if (car.dealership_slug && exclusions.excluded_dealerships.includes(car.dealership_slug)) return null;
  const name = provider && lenders[provider] ? provider : Object.keys(lenders)[0];
  const lender = name ? lenders[name] : undefined;
  if (!name || !lender || !hasRates(lender)) return null;
  return providerAccepts(name, lender, car, now) ? { ...lender, provider: name } : null;
}

/** Spec 000 section 9: the finance disclaimer is cut at about 197 characters where the site offers Show more. */
export const DISCLAIMER_SHORT_LENGTH = 197;

/** The broker's disclaimer with the site's {phone} and {email} filled in. */
export function fillDisclaimer(text: string, contact: { phone: string | null; email: string | null }): string {
  return text.replaceAll("{phone}", contact.phone ?? "").replaceAll("{email}", contact.email ?? "");
}

/**
 * Where a finance button leads (spec 001 section 6): a car with an NVIC code goes to the personalised
 * finance page when the site's NVIC finance option is on; otherwise the site's finance page with the
 * spec's query parameters and the #finance-form anchor.
 */
export function financeHref(
  car: {
    id: number;
    slug: string;
    price: number;
    car_type: string;
    vin: string | null;
    nvic: string | null;
    dealership_slug: string | null;
  },
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
