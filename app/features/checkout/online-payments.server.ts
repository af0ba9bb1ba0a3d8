import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  deliverySinks,
  type LeadServices,
  completeLead,
  type NewLead,
  acceptLead,
} from "~/features/leads/index.server";
import { online_payments } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { CardDetails } from "./card-form";
import { CHECKOUT_MESSAGES, formatDollars } from "./checkout-rules";
import { PAYING_FOR, type OnlinePaymentValues } from "./online-payment-rules";
import { DECLINE_MESSAGES, type DeclineCode } from "./payment-state";
import type { Payment, Payments } from "./payments-port";
import type { ReserveMeta } from "./reservations.server";

export type OnlinePayment = typeof online_payments.$inferSelect;
export type OnlinePaymentAnswer =
  | { kind: "paid"; url: string }
  | { kind: "authenticate"; url: string }
  | { kind: "declined"; message: string }
  | { kind: "failed"; message: string };

interface Deps {
  payments: Payments;
  leads: LeadServices;
}

const receiptPath = (row: OnlinePayment) => `/online-payment/${row.reference}`;

/** The dealer's record of the payment, stored as the shopper pays and delivered once it is through. */
function startedLead(values: OnlinePaymentValues, amount: number, attemptKey: string, meta: ReserveMeta): NewLead {
  const forWhat = PAYING_FOR.find((p) => p.value === values.paying_for)!;
  return {
    idempotency_key: `online-payment:${attemptKey}`,
    category: "Online Payment",
    subcategory: "Payment started",
    name: values.name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    postcode: null,
    message: `Started paying ${formatDollars(amount)} online against ${forWhat.referenceLabel.toLowerCase()} ${values.paying_reference}; the payment has not gone through.`,
    fields: {
      form: "online-payment",
      paying_for: values.paying_for,
      paying_reference: values.paying_reference,
      amount_cents: amount,
    },
    url: `${meta.origin}/online-payment`,
    source: "Website",
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    car_id: null,
    lead_attributes: meta.trail,
    spam: false,
  };
}

function paidCompletion(row: OnlinePayment, payment: Payment, meta: ReserveMeta) {
  const forWhat = PAYING_FOR.find((p) => p.value === row.paying_for)!;
  return {
    subcategory: row.paying_for === "invoice" ? "Invoice payment" : "Reservation payment",
    message: `Paid ${formatDollars(row.amount)} online against ${forWhat.referenceLabel.toLowerCase()} ${row.paying_reference}. Payment reference ${payment.id}${payment.card ? ` (${payment.card.brand} ending ${payment.card.last4})` : ""}.`,
    fields: { payment_reference: payment.id, receipt_url: `${meta.origin}${receiptPath(row)}` },
  };
}

/** What the processor answered, recorded; a success stores the dealer's lead and the shopper's receipt once. */
export async function settleOnlinePayment(
  scope: SiteScope,
  deps: Deps,
  row: OnlinePayment,
  payment: Payment,
  meta: ReserveMeta,
): Promise<OnlinePaymentAnswer> {
  const where = and(eq(online_payments.site_id, scope.siteId), eq(online_payments.id, row.id));
  if (payment.status === "requires_action" && payment.nextActionUrl) {
    await scope.db.update(online_payments).set({ payment_id: payment.id }).where(where);
    return { kind: "authenticate", url: payment.nextActionUrl };
  }
  if (payment.status === "failed") {
    await scope.db
      .update(online_payments)
      .set({ status: "failed", payment_id: payment.id, decline_code: payment.declineCode })
      .where(where);
    return { kind: "declined", message: DECLINE_MESSAGES[payment.declineCode ?? "card_declined"] };
  }
  if (payment.status !== "succeeded") return { kind: "failed", message: CHECKOUT_MESSAGES.processor_down };
  const [paid] = await scope.db
    .update(online_payments)
    .set({ status: "paid", payment_id: payment.id, paid_at: meta.now })
    .where(where)
    .returning();
  const sinks = deliverySinks(deps.leads, scope.config, true);
  if (paid?.lead_id != null && (await completeLead(scope, paid.lead_id, paidCompletion(paid, payment, meta), sinks)))
    deps.leads.outbox.kick();
  else
    logger.error(
      { site: scope.config.slug, reference: row.reference },
      "an online payment's lead could not be completed; the payment itself is recorded",
    );
  return { kind: "paid", url: receiptPath(row) };
}

/**
 * Pays an amount against an invoice or a reservation: the dealer's lead and the payment are recorded before the card is
 * charged, charged once (the record's reference is the idempotency key), then settled. The same
 * form sent twice is the same payment.
 */
export async function payOnline(
  scope: SiteScope,
  deps: Deps,
  userId: number,
  values: OnlinePaymentValues,
  amount: number,
  card: CardDetails,
  attemptKey: string,
  meta: ReserveMeta,
): Promise<OnlinePaymentAnswer> {
  const started = await acceptLead(
    scope,
    deps.leads,
    startedLead(values, amount, attemptKey, meta),
    { sinks: [] },
    meta.now,
  );
  if (!started.ok) return { kind: "failed", message: CHECKOUT_MESSAGES.payment_not_started };
  const [created] = await scope.db
    .insert(online_payments)
    .values({
      site_id: scope.siteId,
      user_id: userId,
      attempt_key: attemptKey,
      reference: randomBytes(9).toString("base64url"),
      paying_for: values.paying_for as OnlinePayment["paying_for"],
      paying_reference: values.paying_reference,
      amount,
      status: "processing",
      name: values.name,
      last_name: values.last_name,
      email: values.email,
      phone: values.phone,
      lead_id: started.lead_id,
      created_at: meta.now,
    })
    .onConflictDoNothing()
    .returning();
  const row =
    created ??
    (
      await scope.db
        .select()
        .from(online_payments)
        .where(and(eq(online_payments.site_id, scope.siteId), eq(online_payments.attempt_key, attemptKey)))
    )[0]!;
  if (row.status === "paid") return { kind: "paid", url: receiptPath(row) };
  if (row.status === "failed")
    return { kind: "declined", message: DECLINE_MESSAGES[(row.decline_code as DeclineCode | null) ?? "card_declined"] };
  try {
    const payment = await deps.payments.charge(scope.siteId, {
      amount: row.amount,
      currency: "aud",
      card,
      description: `Online payment: ${row.paying_for} ${row.paying_reference}`,
      metadata: { online_payment: row.reference, site: scope.config.slug },
      returnUrl: `${meta.origin}${receiptPath(row)}`,
      idempotencyKey: `online-payment-${row.reference}`,
    });
    return settleOnlinePayment(scope, deps, row, payment, meta);
  } catch (error) {
    logger.warn(
      { err: error, site: scope.config.slug, reference: row.reference },
      "the payment processor did not answer",
    );
    await scope.db
      .update(online_payments)
      .set({ status: "failed" })
      .where(and(eq(online_payments.site_id, scope.siteId), eq(online_payments.id, row.id)));
    return { kind: "failed", message: CHECKOUT_MESSAGES.processor_down };
  }
}

/** A payment by reference, this site's and this shopper's only. */
export async function onlinePaymentOf(
  scope: SiteScope,
  userId: number,
  reference: string,
): Promise<OnlinePayment | null> {
  if (!/^[\w-]{6,32}$/.test(reference)) return null;
  const [row] = await scope.db
    .select()
    .from(online_payments)
    .where(
      and(
        eq(online_payments.site_id, scope.siteId),
        eq(online_payments.user_id, userId),
        eq(online_payments.reference, reference),
      ),
    );
  return row ?? null;
}
