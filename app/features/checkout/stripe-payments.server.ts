import type { DeclineCode, PaymentStatus } from "./payment-state";
import type { Payment, Payments } from "./payments-port";

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
