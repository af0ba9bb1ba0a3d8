/**
 * A card payment's life, as a card processor keeps it (Stripe's PaymentIntent is the model): created,
 * then confirmed with a card, which succeeds, fails, or first asks the shopper to authenticate with
 * their bank; a payment that succeeded may be refunded. Pure, so the local processor and its tests
 * share one set of rules.
 */
export const PAYMENT_STATUSES = ["created", "requires_action", "succeeded", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type PaymentEvent =
  { type: "confirm"; outcome: CardOutcome } | { type: "authenticate"; passed: boolean } | { type: "refund" };

/** What the card network answers for a card. */
export type CardOutcome = "approve" | "decline" | "insufficient_funds" | "authenticate";

export const DECLINE_MESSAGES = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  authentication_failed:
    "We were unable to authenticate your payment method. Please choose a different payment method and try again.",
} as const;
export type DeclineCode = keyof typeof DECLINE_MESSAGES;

export interface PaymentTransition {
  status: PaymentStatus;
  declineCode: DeclineCode | null;
}

/** The next state, or null when the event does not apply in this state (a refund before success, a second confirm). */
export function nextPaymentStatus(status: PaymentStatus, event: PaymentEvent): PaymentTransition | null {
  if (event.type === "confirm" && status === "created") {
    switch (event.outcome) {
      case "approve":
        return { status: "succeeded", declineCode: null };
      case "authenticate":
        return { status: "requires_action", declineCode: null };
      case "decline":
        return { status: "failed", declineCode: "card_declined" };
      case "insufficient_funds":
        return { status: "failed", declineCode: "insufficient_funds" };
    }
  }
  if (event.type === "authenticate" && status === "requires_action") {
    return event.passed
      ? { status: "succeeded", declineCode: null }
      : { status: "failed", declineCode: "authentication_failed" };
  }
  if (event.type === "refund" && status === "succeeded") return { status: "refunded", declineCode: null };
  return null;
}

/**
 * The processor's published test cards (the same numbers Stripe documents): any other number that
 * passes the Luhn check is approved, as a real card would be in test mode.
 */
export const TEST_CARDS: Record<string, CardOutcome> = {
  "4242424242424242": "approve",
  "5555555555554444": "approve",
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
  "4000002500003155": "authenticate",
  "4000002760003184": "authenticate",
};

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number] ?? "approve";
}

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (number.startsWith("4")) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "Mastercard";
  if (/^3[47]/.test(number)) return "American Express";
  return "Card";
}
