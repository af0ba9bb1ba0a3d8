import type { SubmissionResult } from "@conform-to/react";
import type { CheckoutRefusal, CarCardView } from "~/features/cars";
import type { OnlinePaymentValues } from "./online-payment-rules";
import type { JourneySpec, JourneySummary } from "./purchase-journey";
import { CHECKOUT_MESSAGES } from "./checkout-rules";

/** What the checkout pages show: reserving a car, the purchase journey, the reservation, paying online. */

export interface CheckoutCarView {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  price: string;
  stocknum: string;
  km: number;
  car_type: string;
  /** The advertised price in dollars. */
  advertised: number;
  /** "car", "caravan": what the page calls it; a towed one shows no odometer and is inspected, not driven (issue 57). */
  noun: string;
  towed: boolean;
}

export interface CheckoutPage {
  car: CheckoutCarView;
  amount: string;
  /** Whether and when the reservation comes back (issue 56), said beside the pay button. */
  refundTerms: string;
  refusal: CheckoutRefusal | null;
  /** Another shopper is paying for the car: the form waits until their hold ends. */
  hold: { message: string } | null;
  /** Shown instead of the form when the car cannot be reserved. */
  similar: CarCardView[];
  token: string;
  testMode: boolean;
  /** The first day of the current month: what a card's expiry is checked against in the browser. */
  today: string;
}

export interface ReserveFormResult {
  reply: SubmissionResult<string[]>;
  /** A fresh rendering key: a declined attempt is spent, the next is a new reservation. */
  token: string;
  /** The car was taken meanwhile: the page shows this with similar cars instead of the form. */
  taken?: { message: string; similar: CarCardView[] };
}

export interface JourneyPage extends CheckoutPage {
  spec: JourneySpec;
  /** The summary without delivery; the page adds the delivery quote as the shopper picks it. */
  summary: JourneySummary;
  depositCents: number;
  financePath: string;
}

export interface ReservationPage {
  status: "paid" | "failed" | "refunded" | "holding";
  message: string | null;
  amount: string;
  refundTerms: string;
  /** The one reference the shopper quotes and the dealer's e-mail carries: the reservation's lead's. */
  reference: string | null;
  /** The card processor's own id of the payment, for the shopper's bank. */
  paymentReference: string | null;
  email: string;
  name: string;
  car: { name: string; slug: string; image: string | null };
  checkoutPath: string;
  /** Paid through the purchase journey: a deposit, with its answers. */
  purchase: { financePath: string | null } | null;
}

export interface BankAuthenticationPage {
  amount: string;
  card: string;
  merchant: string;
}

export interface OnlinePaymentPage {
  token: string;
  testMode: boolean;
  today: string;
  /** The signed-in shopper's details, to start the form with. */
  prefill: Partial<Record<keyof OnlinePaymentValues, string>>;
}

export interface OnlinePaymentResult {
  reply: SubmissionResult<string[]>;
  token: string;
}

export interface OnlinePaymentReceipt {
  status: "paid" | "failed" | "processing";
  message: string | null;
  amount: string;
  payingFor: string;
  payingReference: string;
  /** The one reference the shopper quotes and the dealer's e-mail carries: the payment's lead's. */
  reference: string | null;
  paymentReference: string | null;
  email: string;
  name: string;
}

/** Why the page shows similar cars instead of the form, if it does: taken meanwhile, not for sale, or held by another shopper. */
export function checkoutUnavailable(
  page: Pick<CheckoutPage, "refusal" | "hold" | "similar">,
  taken: ReserveFormResult["taken"] | undefined,
): { message: string; similar: CarCardView[] } | null {
  if (taken) return taken;
  if (page.refusal)
    return {
      message: page.refusal === "reserved" ? CHECKOUT_MESSAGES.reserved : CHECKOUT_MESSAGES.not_for_sale,
      similar: page.similar,
    };
  return page.hold ? { message: page.hold.message, similar: page.similar } : null;
}
