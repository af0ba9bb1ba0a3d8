import type { SiteConfig } from "~/platform/tenancy/site-config";

export const CHECKOUT_MESSAGES = {
  just_reserved: "Sorry, this car was just reserved by another shopper. Here are similar cars you may like.",
  reserved: "This car is already reserved. Here are similar cars you may like.",
  not_for_sale: "This car can no longer be reserved online. Here are similar cars you may like.",
  not_stored:
    "Sorry, we couldn't start your reservation just now. Nothing was charged. Please try again in a moment, or give us a call.",
  payment_not_started:
    "Sorry, we couldn't start your payment just now. Nothing was charged. Please try again in a moment, or give us a call.",
  processor_down: "We couldn't reach the payment processor. Nothing was charged; please try again in a moment.",
  expired: "Your reservation hold ran out before the payment finished, so the payment was refunded in full.",
} as const;

/** Spec 000 section 9: the reserve amount is the site's, else $200; charged in cents. */
export function reserveAmountCents(config: Pick<SiteConfig, "checkout">): number {
  return Math.round(config.checkout.reserve_amount * 100);
}

export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString("en-AU", { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** How long a started reservation holds the car while the shopper authenticates with their bank. */
export const HOLD_MINUTES = 15;
