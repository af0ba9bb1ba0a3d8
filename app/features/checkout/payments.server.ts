import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { payments } from "~/platform/db/schema";
import type { CardDetails } from "./card-form";
import { cardBrand, cardOutcome, nextPaymentStatus, type DeclineCode, type PaymentStatus } from "./payment-state";

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

type PaymentRow = typeof payments.$inferSelect;

function paymentOf(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    declineCode: row.decline_code as DeclineCode | null,
    nextActionUrl: row.status === "requires_action" ? `/payments/authenticate/${row.id}` : null,
    card: row.card_last4 ? { brand: row.card_brand ?? "Card", last4: row.card_last4 } : null,
  };
}

async function paymentRow(db: Database, siteId: number, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.site_id, siteId), eq(payments.id, id)))
    .limit(1);
  return row ?? null;
}

/** Moves a payment on by one event, only from the state it was read in: two racing events cannot both apply. */
async function advance(
  db: Database,
  siteId: number,
  id: string,
  event: Parameters<typeof nextPaymentStatus>[1],
): Promise<Payment> {
  const row = await paymentRow(db, siteId, id);
  if (!row) throw new Error(`No payment ${id}`);
  const next = nextPaymentStatus(row.status, event);
  if (!next) return paymentOf(row);
  const [moved] = await db
    .update(payments)
    .set({ status: next.status, decline_code: next.declineCode, updated_at: new Date() })
    .where(and(eq(payments.site_id, siteId), eq(payments.id, id), eq(payments.status, row.status)))
    .returning();
  return paymentOf(moved ?? (await paymentRow(db, siteId, id))!);
}

/** The embedded processor: the card's test outcome decides the payment; only the last four digits are kept. */
export function localPayments(
  db: Database,
): Payments & {
  authenticate(siteId: number, id: string, passed: boolean): Promise<Payment>;
  returnUrl(siteId: number, id: string): Promise<string | null>;
} {
  return {
    testMode: true,
    async charge(siteId, request) {
      const outcome = nextPaymentStatus("created", { type: "confirm", outcome: cardOutcome(request.card.number) })!;
      const [created] = await db
        .insert(payments)
        .values({
          id: `pi_${randomBytes(12).toString("hex")}`,
          site_id: siteId,
          idempotency_key: request.idempotencyKey,
          amount: request.amount,
          currency: request.currency,
          status: outcome.status,
          decline_code: outcome.declineCode,
          card_brand: cardBrand(request.card.number),
          card_last4: request.card.number.slice(-4),
          description: request.description,
          metadata: request.metadata,
          return_url: request.returnUrl,
        })
        .onConflictDoNothing()
        .returning();
      if (created) return paymentOf(created);
      const [earlier] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.site_id, siteId), eq(payments.idempotency_key, request.idempotencyKey)));
      return paymentOf(earlier!);
    },
    async retrieve(siteId, id) {
      const row = await paymentRow(db, siteId, id);
      return row ? paymentOf(row) : null;
    },
    refund: (siteId, id) => advance(db, siteId, id, { type: "refund" }),
    authenticate: (siteId, id, passed) => advance(db, siteId, id, { type: "authenticate", passed }),
    async returnUrl(siteId, id) {
      return (await paymentRow(db, siteId, id))?.return_url ?? null;
    },
  };
}

interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  next_action?: { redirect_to_url?: { url?: string } } | null;
  last_payment_error?: { code?: string; decline_code?: string } | null;
  latest_charge?:
    { refunded?: boolean; payment_method_details?: { card?: { brand?: string; last4?: string } } } | string | null;
}

function declineOf(error: StripeIntent["last_payment_error"]): DeclineCode {
  if (error?.decline_code === "insufficient_funds") return "insufficient_funds";
  if (error?.code === "payment_intent_authentication_failure") return "authentication_failed";
  return "card_declined";
}

function fromStripe(intent: StripeIntent): Payment {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  const status: PaymentStatus = charge?.refunded
    ? "refunded"
    : intent.status === "succeeded"
      ? "succeeded"
      : intent.status === "requires_action"
        ? "requires_action"
        : intent.status === "requires_payment_method" || intent.status === "canceled"
          ? "failed"
          : "created";
  return {
    id: intent.id,
    status,
    amount: intent.amount,
    currency: intent.currency,
    declineCode: status === "failed" ? declineOf(intent.last_payment_error) : null,
    nextActionUrl: status === "requires_action" ? (intent.next_action?.redirect_to_url?.url ?? null) : null,
    card: card?.last4 ? { brand: card.brand ?? "card", last4: card.last4 } : null,
  };
}

/** Stripe's form encoding: nested keys in brackets. */
function formBody(fields: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
}

/** Stripe's PaymentIntents API: create-and-confirm with the card, read back, refund; the idempotency key on every write. */
export function httpPayments(baseUrl: string, secretKey: string | undefined, timeoutMs = 15_000): Payments {
  const call = async (
    method: "GET" | "POST",
    path: string,
    body?: string,
    idempotencyKey?: string,
  ): Promise<StripeIntent> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(secretKey ? { authorization: `Bearer ${secretKey}` } : {}),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await response.json()) as StripeIntent & {
      error?: { payment_intent?: StripeIntent; message?: string };
    };
    // A declined card is a 402 whose error carries the failed payment intent.
    if (response.status === 402 && json.error?.payment_intent) return json.error.payment_intent;
    if (!response.ok)
      throw new Error(`The payment processor answered ${response.status}: ${json.error?.message ?? ""}`);
    return json;
  };
  return {
    testMode: !secretKey || secretKey.startsWith("sk_test_"),
    async charge(_siteId, request) {
      const { card } = request;
      const body = formBody({
        amount: request.amount,
        currency: request.currency,
        confirm: true,
        description: request.description,
        return_url: request.returnUrl,
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": card.number,
        "payment_method_data[card][exp_month]": card.exp_month,
        "payment_method_data[card][exp_year]": card.exp_year,
        "payment_method_data[card][cvc]": card.cvc,
        "payment_method_data[billing_details][name]": card.name,
        "expand[]": "latest_charge",
        ...Object.fromEntries(Object.entries(request.metadata).map(([k, v]) => [`metadata[${k}]`, v])),
      });
      return fromStripe(await call("POST", "/v1/payment_intents", body, request.idempotencyKey));
    },
    async retrieve(_siteId, id) {
      return fromStripe(await call("GET", `/v1/payment_intents/${encodeURIComponent(id)}?expand[]=latest_charge`));
    },
    async refund(_siteId, id, idempotencyKey) {
      await call("POST", "/v1/refunds", formBody({ payment_intent: id }), idempotencyKey);
      return fromStripe(await call("GET", `/v1/payment_intents/${encodeURIComponent(id)}?expand[]=latest_charge`));
    },
  };
}
