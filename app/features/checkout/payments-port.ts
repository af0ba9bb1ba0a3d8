import type { CardDetails } from "./card-form";
import type { DeclineCode, PaymentStatus } from "./payment-state";

/** A card payment as the processor reports it. */
export interface Payment {
  id: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  declineCode: DeclineCode | null;
  /** Where the shopper authenticates with their bank, while the status is requires_action. */
  nextActionUrl: string | null;
  card: { brand: string; last4: string } | null;
}

export interface ChargeRequest {
  amount: number;
  currency: "aud";
  card: CardDetails;
  description: string;
  metadata: Record<string, string>;
  /** Where the bank's authentication page sends the shopper back to. */
  returnUrl: string;
  /** The same key is the same payment: a retried call never charges twice. */
  idempotencyKey: string;
}

/**
 * The Payments port (DESIGN: outside services): create and confirm a card payment in one call, read
 * it back, refund it. The local default is an embedded processor with a real ledger; the HTTP
 * adapter speaks Stripe's PaymentIntents API.
 */
export interface Payments {
  /** Test mode: cards are never really charged, and the published test cards apply. */
  readonly testMode: boolean;
  charge(siteId: number, request: ChargeRequest): Promise<Payment>;
  retrieve(siteId: number, id: string): Promise<Payment | null>;
  refund(siteId: number, id: string, idempotencyKey: string): Promise<Payment>;
}
