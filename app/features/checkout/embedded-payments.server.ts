import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { payments } from "~/platform/db/schema";
import { cardBrand, cardOutcome, nextPaymentStatus, type DeclineCode } from "./payment-state";
import type { Payment, Payments } from "./payments-port";

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
export function localPayments(db: Database): Payments & {
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
