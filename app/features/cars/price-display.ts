import type { SiteConfig } from "~/platform/tenancy/site-config";
import { formatMoney } from "~/ui/format";

/** The price fields every price display reads, with the spec's names. */
export interface PricedCar {
  price: number;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  price_type: string | null;
}

export type PriceDisplay =
  | { kind: "subscription"; text: string; suffix: "/week" }
  | { kind: "price"; text: string; priceType: string | null; was: string | null }
  | { kind: "preorder"; text: "PREORDER" }
  | { kind: "none"; text: string };

/** Spec 000 section 4: the offer price when above 10, else the price. */
export function advertisedPrice(car: Pick<PricedCar, "offer_price" | "price">): number {
  return (car.offer_price ?? 0) > 10 ? car.offer_price! : car.price;
}

/**
 * Spec 000 section 4, price display priority: a subscription price above 0 (with /week) where the
 * site offers subscriptions; an offer price or the price when above 10; PREORDER; else the
 * no-price text. Was shows when before_price exceeds the price shown.
 */
export function priceDisplay(
  car: PricedCar,
  config: Pick<SiteConfig["vehicle"], "subscriptions" | "no_price_text">,
): PriceDisplay {
  if (config.subscriptions && (car.subscription_price ?? 0) > 0) {
    return { kind: "subscription", text: formatMoney(car.subscription_price!), suffix: "/week" };
  }
  const shown = advertisedPrice(car);
  if (shown > 10) {
    const was = car.before_price !== null && car.before_price > shown ? formatMoney(car.before_price) : null;
    return { kind: "price", text: formatMoney(shown), priceType: car.price_type, was };
  }
  if (car.preorder) return { kind: "preorder", text: "PREORDER" };
  return { kind: "none", text: config.no_price_text };
}
