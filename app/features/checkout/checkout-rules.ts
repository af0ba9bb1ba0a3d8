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
  too_many:
    "You have started several reservations in the last few minutes. Please wait a few minutes and try again, or give us a call.",
} as const;

/** Another shopper is paying for the car: said before anyone types a card. */
export const heldMessage = (until: string) =>
  `This car is on hold for another shopper until ${until} while they pay. If their payment does not go through it will be free again then. Here are similar cars you may like.`;

/** The shopper's own hold on the car lapsed unfinished: they may start again once the wait is over. */
export const lapsedMessage = (after: string) =>
  `Your hold on this car ran out before the payment finished. You can reserve it again after ${after}, or give us a call.`;

/** Spec 000 section 9: the reserve amount is the site's, else $200; charged in cents. */
export function reserveAmountCents(config: Pick<SiteConfig, "checkout">): number {
  return Math.round(config.checkout.reserve_amount * 100);
}

export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString("en-AU", { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/**
 * How long a started reservation holds the car (spec 000 section 9), and how long once it waits on
 * the bank's check: a shopper who leaves it there lets the car go after 5 minutes, and may not hold
 * it again until HOLD_MINUTES after that, so one visitor cannot keep cars off sale by starting
 * payments they never finish.
 */
export const HOLD_MINUTES = 15;
export const BANK_CHECK_HOLD_MINUTES = 5;

/** Reservations one address may start: each holds a car and stores a lead. */
export const CHECKOUT_START_LIMIT = { name: "checkout-start", points: 6, windowSeconds: 10 * 60 };
