import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOnlinePaymentPage } from "~/routes/online-payment.server";
import { onlinePaymentOf, payOnline } from "~/features/checkout/online-payments.server";
import { localPayments } from "~/features/checkout/embedded-payments.server";
import { LeadJournal } from "~/features/leads/lead-journal.server";
import { leadOutbox } from "~/features/leads/lead-outbox.server";
import { leads, online_payments, payments } from "~/platform/db/schema";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { routeContext } from "../support/route-context";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const deps = () => {
  const outbox = leadOutbox(t.handle.db, t.scopes, [], 60_000);
  return {
    payments: localPayments(t.handle.db),
    leads: {
      sinks: [],
      outbox: { ...outbox, kick: () => {} },
      limits: rateLimits(t.handle.db),
      journal: new LeadJournal(mkdtempSync(path.join(tmpdir(), "online-payment-"))),
    },
  };
};
const values = {
  name: "Robin",
  last_name: "Okafor",
  email: "robin@example.com",
  phone: "0412345678",
  card_name: "R Okafor",
  card_number: "4242424242424242",
  card_expiry: "12/30",
  card_cvc: "123",
  terms_conditions: "on",
  paying_for: "invoice",
  paying_reference: "INV-7",
  amount: "1250.50",
};
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: "123", name: "R Okafor" });
const meta = () => ({
  origin: "https://alpha.example",
  userAgent: "test",
  trail: { visited_pages: [], linked_query_params: {} },
  now: new Date(),
});

describe("paying an invoice online (/online-payment)", () => {
  it("is for signed-in shoppers only, on every site", async () => {
    for (const site of ["alpha", "bravo"]) {
      const answer = (await loadOnlinePaymentPage(
        new Request(`https://${site}.example/online-payment`),
        routeContext(t.scope(site)),
      ).catch((r: unknown) => r)) as Response;
      expect(answer.headers.get("location")).toContain("/sign-in?type=online-payment&redirect=%2Fonline-payment");
    }
  });

  it("records the payment, charges it once however often the form is sent, and stores the dealer's lead with the reference", async () => {
    const scope = t.scope("alpha");
    const d = deps();
    const [a, b] = await Promise.all([
      payOnline(scope, d, 11, values, 125_050, card("4242424242424242"), "invoice-attempt", meta()),
      payOnline(scope, d, 11, values, 125_050, card("4242424242424242"), "invoice-attempt", meta()),
    ]);
    expect(a).toEqual(b);
    expect(a.kind).toBe("paid");
    const [row] = await scope.db
      .select()
      .from(online_payments)
      .where(eq(online_payments.attempt_key, "invoice-attempt"));
    expect(row).toMatchObject({ status: "paid", amount: 125_050, paying_reference: "INV-7" });
    expect(
      await scope.db
        .select()
        .from(payments)
        .where(eq(payments.idempotency_key, `online-payment-${row!.reference}`)),
    ).toHaveLength(1);
    const [lead] = await scope.db.select().from(leads).where(eq(leads.id, row!.lead_id!));
    expect(lead).toMatchObject({ category: "Online Payment", subcategory: "Invoice payment" });
    expect(lead!.message).toContain(
      `Paid $1,250.50 online against invoice number INV-7. Payment reference ${row!.payment_id}`,
    );
  });

  it("tells a declined card so and charges nothing", async () => {
    const answer = await payOnline(
      t.scope("alpha"),
      deps(),
      11,
      values,
      5_000,
      card("4000000000009995"),
      "declined-invoice",
      meta(),
    );
    expect(answer).toEqual({ kind: "declined", message: "Your card has insufficient funds." });
  });

  it("shows a receipt only to the shopper who paid, on the site it was paid on", async () => {
    const [row] = await t
      .scope("alpha")
      .db.select()
      .from(online_payments)
      .where(eq(online_payments.attempt_key, "invoice-attempt"));
    expect(await onlinePaymentOf(t.scope("alpha"), 11, row!.reference)).not.toBeNull();
    expect(await onlinePaymentOf(t.scope("alpha"), 12, row!.reference)).toBeNull();
    expect(await onlinePaymentOf(t.scope("bravo"), 11, row!.reference)).toBeNull();
  });
});
