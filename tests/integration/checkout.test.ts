import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReserveFormValues } from "~/features/checkout/card-form";
import { answerJourneyForm, loadCheckoutPage, loadJourneyPage } from "~/routes/checkout.server";
import { checkoutPage } from "~/features/checkout/checkout-page.server";
import { localPayments } from "~/features/checkout/embedded-payments.server";
import { httpPayments } from "~/features/checkout/stripe-payments.server";
import { reservationByReference, reserveCar, resumeReservation } from "~/features/checkout/reservations.server";
import type { Holder } from "~/features/checkout/reservation";
import { importInventory } from "~/features/inventory/import.server";
import { LeadJournal } from "~/features/leads/lead-journal.server";
import { leadOutbox } from "~/features/leads/lead-outbox.server";
import type { LeadServices } from "~/features/leads/lead-services.server";
import type { LeadSink } from "~/features/leads/lead-sinks.server";
import { cars, lead_deliveries, leads, payments, reservations } from "~/platform/db/schema";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { routeContext } from "../support/route-context";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase([
    testSite("alpha", { checkout: { enabled: true } }),
    testSite("bravo", { checkout: { enabled: true, gated: true, path_segment: "buy-online" } }),
  ]);
  const rows = ["R-1", "R-2", "R-3", "R-4", "R-5", "R-6"].map((stock) =>
    carRow(stock, { make: "Toyota", model: "Corolla", year: 2022, price: 28_000 }),
  );
  await importInventory(t.scope("alpha"), JSON.stringify(rows), "json");
  await importInventory(t.scope("bravo"), JSON.stringify([carRow("B-1", { price: 30_000 })]), "json");
});
afterAll(() => t.close());

function deps(): { payments: ReturnType<typeof localPayments>; leads: LeadServices } {
  const outbox = leadOutbox(t.handle.db, t.scopes, [], 60_000);
  const dir = mkdtempSync(path.join(tmpdir(), "checkout-journal-"));
  const email: LeadSink = { name: "email", appliesTo: () => true, deliver: async () => "sent" };
  const leadServices = {
    sinks: [email],
    outbox: { ...outbox, kick: () => {} },
    limits: rateLimits(t.handle.db),
    journal: new LeadJournal(dir),
  };
  return { payments: localPayments(t.handle.db), leads: leadServices };
}

const buyer = (n: number): ReserveFormValues => ({
  name: `Buyer${n}`,
  last_name: "Race",
  email: `buyer${n}@example.com`,
  phone: "0412345678",
  card_name: "B Race",
  card_number: "4242424242424242",
  card_expiry: "12/29",
  card_cvc: "123",
  terms_conditions: "on",
});
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2029, cvc: "123", name: "B Race" });
/** A visit's facts; each call is another shopper, from an address of their own, unless one is given. */
let shoppers = 0;
const meta = (
  holder: Holder = { address: `10.44.${Math.floor(++shoppers / 250)}.${shoppers % 250}`, userId: null },
) => ({
  origin: "https://alpha.example",
  userAgent: "test",
  trail: { visited_pages: [], linked_query_params: {} },
  now: new Date(),
  holder,
});

async function carOf(stock: string, site = "alpha") {
  const scope = t.scope(site);
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.stocknum, stock)));
  return car!;
}

describe("reserving a car (spec 000 section 9)", () => {
  it("of 50 shoppers paying at once, exactly one reserves and is charged; the others are told it was just reserved", async () => {
    const scope = t.scope("alpha");
    const car = await carOf("R-1");
    const d = deps();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        reserveCar(scope, d, car, buyer(n), card("4242424242424242"), `race-attempt-${n}`, meta()),
      ),
    );
    expect(answers.filter((a) => a.kind === "paid")).toHaveLength(1);
    expect(answers.filter((a) => a.kind !== "paid" && a.kind !== "taken")).toEqual([]);
    const losers = answers.filter((a) => a.kind === "taken");
    expect(losers).toHaveLength(49);
    expect(losers[0]).toMatchObject({
      message: "Sorry, this car was just reserved by another shopper. Here are similar cars you may like.",
    });
    const charged = await scope.db.select().from(payments).where(eq(payments.site_id, scope.siteId));
    expect(charged.filter((p) => p.metadata.car_id === String(car.id))).toHaveLength(1);
    expect(charged[0]).toMatchObject({ status: "succeeded", amount: 20_000, currency: "aud", card_last4: "4242" });
    expect((await carOf("R-1")).reserved).toBe(true);
    const held = await scope.db.select().from(reservations).where(eq(reservations.car_id, car.id));
    expect(held.map((r) => r.status)).toEqual(["paid"]);
  });

  it("records the dealer's lead with the payment reference, and the shopper's receipt, for the paid reservation", async () => {
    const scope = t.scope("alpha");
    const car = await carOf("R-1");
    const [paid] = await scope.db.select().from(reservations).where(eq(reservations.car_id, car.id));
    const [lead] = await scope.db.select().from(leads).where(eq(leads.id, paid!.lead_id!));
    expect(lead).toMatchObject({
      category: "Vehicle Reservation",
      subcategory: "Reserved online for $200",
      car_id: car.id,
    });
    expect(lead!.message).toContain(paid!.payment_id!);
    expect(lead!.fields).toMatchObject({ payment_reference: paid!.payment_id, reservation_reference: paid!.reference });
    const deliveries = await scope.db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, lead!.id));
    expect(deliveries.map((d) => d.sink).sort()).toEqual(["assign", "email", "receipt"]);
  });

  it("a declined card leaves the car available and no reservation held", async () => {
    const scope = t.scope("alpha");
    const car = await carOf("R-2");
    const answer = await reserveCar(scope, deps(), car, buyer(1), card("4000000000000002"), "declined-attempt", meta());
    expect(answer).toEqual({ kind: "declined", message: "Your card was declined." });
    expect((await carOf("R-2")).reserved).toBe(false);
    const rows = await scope.db.select().from(reservations).where(eq(reservations.car_id, car.id));
    expect(rows.map((r) => r.status)).toEqual(["failed"]);
    const next = await reserveCar(scope, deps(), car, buyer(2), card("4242424242424242"), "after-decline", meta());
    expect(next.kind).toBe("paid");
  });

  it("stores the shopper's lead before the card is charged, and delivers it only once paid", async () => {
    const scope = t.scope("alpha");
    const car = await carOf("R-5");
    const d = deps();
    let leadsWhenCharged = -1;
    const watching = {
      ...d,
      payments: {
        ...d.payments,
        charge: async (siteId: number, request: Parameters<typeof d.payments.charge>[1]) => {
          leadsWhenCharged = (await scope.db.select().from(leads).where(eq(leads.email, "watch@example.com"))).length;
          return d.payments.charge(siteId, request);
        },
      },
    };
    const declined = await reserveCar(
      scope,
      watching,
      car,
      { ...buyer(8), email: "watch@example.com" },
      card("4000000000000002"),
      "watched-attempt",
      meta(),
    );
    expect(declined.kind).toBe("declined");
    expect(leadsWhenCharged).toBe(1);
    const [kept] = await scope.db.select().from(leads).where(eq(leads.email, "watch@example.com"));
    expect(kept).toMatchObject({ category: "Vehicle Reservation", subcategory: "Reservation started", car_id: car.id });
    expect(await scope.db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, kept!.id))).toEqual([]);
  });

  it("the same form sent twice is one reservation and one charge", async () => {
    const scope = t.scope("alpha");
    const car = await carOf("R-3");
    const d = deps();
    const [first, second] = await Promise.all([
      reserveCar(scope, d, car, buyer(3), card("4242424242424242"), "double-click", meta()),
      reserveCar(scope, d, car, buyer(3), card("4242424242424242"), "double-click", meta()),
    ]);
    expect(first).toEqual(second);
    expect(first!.kind).toBe("paid");
    const charged = (await scope.db.select().from(payments)).filter((p) => p.metadata.car_id === String(car.id));
    expect(charged).toHaveLength(1);
  });

  it("a card that needs authentication holds the car until the bank answers, then settles", async () => {
    const scope = t.scope("alpha");
    const car = await carOf("R-4");
    const d = deps();
    const answer = await reserveCar(scope, d, car, buyer(4), card("4000002500003155"), "three-d-secure", meta());
    expect(answer.kind).toBe("authenticate");
    const rival = await reserveCar(scope, d, car, buyer(5), card("4242424242424242"), "rival", meta());
    expect(rival.kind).toBe("taken");
    const [held] = await scope.db.select().from(reservations).where(eq(reservations.attempt_key, "three-d-secure"));
    await d.payments.authenticate(scope.siteId, held!.payment_id!, true);
    expect(await resumeReservation(scope, d, held!, car.name, meta())).toEqual({
      kind: "paid",
      reference: held!.reference,
    });
    expect((await carOf("R-4")).reserved).toBe(true);
  });

  it("keeps each site's reservations and payments to itself", async () => {
    const [row] = await t.scope("alpha").db.select().from(reservations).limit(1);
    expect(await reservationByReference(t.scope("alpha"), row!.reference)).not.toBeNull();
    expect(await reservationByReference(t.scope("bravo"), row!.reference)).toBeNull();
    expect(await localPayments(t.handle.db).retrieve(t.scope("bravo").siteId, row!.payment_id!)).toBeNull();
    const other = await carOf("B-1", "bravo");
    const answer = await reserveCar(
      t.scope("alpha"),
      deps(),
      other,
      buyer(6),
      card("4242424242424242"),
      "cross-site",
      meta(),
    );
    expect(answer.kind).toBe("failed");
    expect((await carOf("B-1", "bravo")).reserved).toBe(false);
  });
});

describe("the payment processor", () => {
  it("answers a retried charge with the same key with the same payment, charged once", async () => {
    const processor = localPayments(t.handle.db);
    const siteId = t.scope("alpha").siteId;
    const request = {
      amount: 5_000,
      currency: "aud" as const,
      card: card("4242424242424242"),
      description: "retry",
      metadata: {},
      returnUrl: "https://alpha.example/",
      idempotencyKey: "retry-key",
    };
    const [a, b] = await Promise.all([processor.charge(siteId, request), processor.charge(siteId, request)]);
    expect(a.id).toBe(b.id);
    expect(await t.handle.db.select().from(payments).where(eq(payments.idempotency_key, "retry-key"))).toHaveLength(1);
    expect((await processor.refund(siteId, a.id, "refund-retry")).status).toBe("refunded");
    expect((await processor.refund(siteId, a.id, "refund-retry")).status).toBe("refunded");
  });

  describe("over HTTP, in Stripe's PaymentIntents shape", () => {
    let server: Server;
    let base: string;
    const seen: { method: string; url: string; key: string | undefined; auth: string | undefined; body: string }[] = [];
    const read = (req: IncomingMessage) =>
      new Promise<string>((resolve) => {
        let body = "";
        req.on("data", (chunk: Buffer) => (body += chunk.toString()));
        req.on("end", () => resolve(body));
      });
    beforeAll(async () => {
      server = createServer(async (req, res) => {
        const body = await read(req);
        seen.push({
          method: req.method!,
          url: req.url!,
          key: req.headers["idempotency-key"] as string | undefined,
          auth: req.headers.authorization,
          body,
        });
        const form = new URLSearchParams(body);
        res.setHeader("content-type", "application/json");
        if (form.get("payment_method_data[card][number]") === "4000000000000002") {
          res.statusCode = 402;
          res.end(
            JSON.stringify({
              error: {
                code: "card_declined",
                message: "Your card was declined.",
                payment_intent: {
                  id: "pi_declined",
                  status: "requires_payment_method",
                  amount: 20000,
                  currency: "aud",
                  last_payment_error: { code: "card_declined", decline_code: "generic_decline" },
                },
              },
            }),
          );
          return;
        }
        res.end(
          JSON.stringify({
            id: "pi_ok",
            status: "succeeded",
            amount: Number(form.get("amount") ?? 20000),
            currency: "aud",
            latest_charge: { refunded: false, payment_method_details: { card: { brand: "visa", last4: "4242" } } },
          }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it("creates and confirms with the card, the key and the secret, and maps a 402 decline", async () => {
      const processor = httpPayments(base, "sk_test_123");
      const request = {
        amount: 20_000,
        currency: "aud" as const,
        card: card("4242424242424242"),
        description: "Reservation",
        metadata: { reservation: "abc" },
        returnUrl: "https://alpha.example/cars/reservations/abc",
        idempotencyKey: "reservation-abc",
      };
      expect(await processor.charge(1, request)).toMatchObject({
        id: "pi_ok",
        status: "succeeded",
        card: { brand: "visa", last4: "4242" },
      });
      const call = seen.at(-1)!;
      expect(call).toMatchObject({
        method: "POST",
        url: "/v1/payment_intents",
        key: "reservation-abc",
        auth: "Bearer sk_test_123",
      });
      expect(new URLSearchParams(call.body).get("metadata[reservation]")).toBe("abc");
      expect(new URLSearchParams(call.body).get("confirm")).toBe("true");
      expect(await processor.charge(1, { ...request, card: card("4000000000000002") })).toMatchObject({
        id: "pi_declined",
        status: "failed",
        declineCode: "card_declined",
      });
      expect(processor.testMode).toBe(true);
    });
  });
});

describe("the checkout page", () => {
  it("sends an anonymous visitor to sign in where the site gates checkout, and opens for anyone where it does not", async () => {
    const bravoCar = await carOf("B-1", "bravo");
    const gated = loadCheckoutPage(
      new Request(`https://bravo.example/cars/${bravoCar.slug}/buy-online`),
      routeContext(t.scope("bravo")),
      bravoCar.slug,
      "buy-online",
    );
    const redirect = (await gated.catch((r: unknown) => r)) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toContain(
      `/sign-in?type=checkout&redirect=${encodeURIComponent(`/cars/${bravoCar.slug}/buy-online`)}`,
    );
    const open = await loadCheckoutPage(
      new Request(`https://bravo.example/cars/${bravoCar.slug}/buy-online`),
      routeContext(t.scope("bravo"), {
        shopper: { user_id: 1, phone: "0412345678" },
        services: { outside: { payments: deps().payments } } as never,
      }),
      bravoCar.slug,
      "buy-online",
    );
    expect(open).toMatchObject({ amount: "$200", refusal: null });
    const alphaCar = await carOf("R-5");
    const alpha = await loadCheckoutPage(
      new Request(`https://alpha.example/cars/${alphaCar.slug}/checkout`),
      routeContext(t.scope("alpha"), { services: { outside: { payments: deps().payments } } as never }),
      alphaCar.slug,
      "checkout",
    );
    expect(alpha.refusal).toBeNull();
  });

  it("has no page at the other site's path, or for another site's car", async () => {
    const alphaCar = await carOf("R-5");
    const status = (p: Promise<unknown>) =>
      p.then(
        () => 200,
        (r: { init?: { status?: number } }) => r.init?.status,
      );
    expect(
      await status(
        loadCheckoutPage(
          new Request("https://alpha.example/"),
          routeContext(t.scope("alpha")),
          alphaCar.slug,
          "buy-online",
        ),
      ),
    ).toBe(404);
    const bravoCar = await carOf("B-1", "bravo");
    expect(
      await status(
        loadCheckoutPage(
          new Request("https://alpha.example/"),
          routeContext(t.scope("alpha")),
          bravoCar.slug,
          "checkout",
        ),
      ),
    ).toBe(404);
  });
});

describe("the online purchase journey (/checkout-journey?car_id={slug})", () => {
  it("pays the deposit as a reservation and hands the dealer an Online Purchase lead with the answers", async () => {
    const scope = t.scope("alpha");
    const car = await carOf("R-6");
    const d = deps();
    const context = routeContext(scope, {
      services: { leads: d.leads, outside: { payments: d.payments } } as never,
      platform: { limits: rateLimits(t.handle.db) },
    });
    const url = `https://alpha.example/checkout-journey?car_id=${car.slug}`;
    const page = await loadJourneyPage(new Request(url), context);
    expect(page.summary).toEqual({ price: 28_000, deposit: 200, delivery: 0, balance: 27_800 });
    const body = new URLSearchParams({
      ...Object.fromEntries(Object.entries(buyer(7))),
      form_token: "journey-attempt-1",
      trade_in: "yes",
      trade_in_vehicle: "2018 Mazda 3",
      trade_in_km: "70,000",
      payment_method: "finance",
      handover: "pickup",
      pickup_location: "",
      delivery_postcode: "",
    });
    const refused = await answerJourneyForm(new Request(url, { method: "POST", body }), context, page);
    expect((refused as { init: { status: number } }).init.status).toBe(400);
    expect((await carOf("R-6")).reserved).toBe(false);
    const noLocations = { ...page, spec: { ...page.spec, locations: [{ value: "yard", label: "The Yard" }] } };
    body.set("pickup_location", "yard");
    const answer = (await answerJourneyForm(
      new Request(url, { method: "POST", body }),
      context,
      noLocations,
    )) as Response;
    expect(answer.status).toBe(303);
    const [reservation] = await scope.db.select().from(reservations).where(eq(reservations.car_id, car.id));
    const [lead] = await scope.db.select().from(leads).where(eq(leads.id, reservation!.lead_id!));
    expect(lead).toMatchObject({ category: "Online Purchase", subcategory: "Deposit of $200 paid online" });
    expect(lead!.fields).toMatchObject({
      form: "checkout-journey",
      trade_in: "2018 Mazda 3, 70,000 km",
      payment_method: "Finance",
      handover: "Pick up at The Yard",
    });
    expect((await carOf("R-6")).reserved).toBe(true);
  });

  it("is gated by sign-in where the site gates checkout", async () => {
    const bravoCar = await carOf("B-1", "bravo");
    const answer = (await loadJourneyPage(
      new Request(`https://bravo.example/checkout-journey?car_id=${bravoCar.slug}`),
      routeContext(t.scope("bravo")),
    ).catch((r: unknown) => r)) as Response;
    expect(answer.headers.get("location")).toContain("/sign-in?type=checkout");
  });
});

describe("holds that cannot be hoarded (issue 34)", () => {
  const THREE_D_SECURE = "4000002760003184";
  const hoarder: Holder = { address: "10.99.0.1", userId: null };
  const honest: Holder = { address: "10.99.0.2", userId: null };

  beforeAll(async () => {
    const rows = Array.from({ length: 30 }, (_, n) =>
      carRow(`H-${n}`, { make: "Mazda", model: "CX-5", year: 2021, price: 31_000 }),
    );
    await importInventory(t.scope("alpha"), JSON.stringify(rows), "json");
  });

  const holding = async (holder: Holder) =>
    (await t.scope("alpha").db.select().from(reservations).where(eq(reservations.holder_address, holder.address)))
      .filter((r) => r.status === "holding")
      .map((r) => r.car_id);

  it("30 unfinished checkouts from one shopper hold one car, the last; the others are free for the next buyer", async () => {
    const scope = t.scope("alpha");
    const d = deps();
    const answers = [];
    for (let n = 0; n < 30; n++) {
      const car = await carOf(`H-${n}`);
      answers.push(await reserveCar(scope, d, car, buyer(n), card(THREE_D_SECURE), `hoard-${n}`, meta(hoarder)));
    }
    expect(new Set(answers.map((a) => a.kind))).toEqual(new Set(["authenticate"]));
    expect(await holding(hoarder)).toEqual([(await carOf("H-29")).id]);
    const first = await reserveCar(
      scope,
      d,
      await carOf("H-0"),
      buyer(40),
      card("4242424242424242"),
      "honest-0",
      meta(honest),
    );
    expect(first.kind).toBe("paid");
  });

  it("a hold waiting on the bank lets the car go after 5 minutes, and its shopper may not start again on it for 15", async () => {
    const scope = t.scope("alpha");
    const d = deps();
    const car = await carOf("H-29");
    const [held] = await scope.db.select().from(reservations).where(eq(reservations.attempt_key, "hoard-29"));
    const minutesLeft = (held!.held_until!.getTime() - held!.created_at.getTime()) / 60_000;
    expect(minutesLeft).toBeCloseTo(5, 0);
    const later = (minutes: number, holder: Holder) => ({
      ...meta(holder),
      now: new Date(held!.created_at.getTime() + minutes * 60_000),
    });
    const again = await reserveCar(
      scope,
      d,
      car,
      buyer(29),
      card("4242424242424242"),
      "hoard-again",
      later(6, hoarder),
    );
    expect(again).toMatchObject({ kind: "lapsed", message: expect.stringContaining("You can reserve it again after") });
    const next = await reserveCar(scope, d, car, buyer(41), card("4242424242424242"), "honest-29", later(6, honest));
    expect(next.kind).toBe("paid");
  });

  it("the page says a car is on hold before anyone types a card, except to the shopper who holds it", async () => {
    const scope = t.scope("alpha");
    const d = deps();
    const car = await carOf("H-10");
    await reserveCar(scope, d, car, buyer(10), card(THREE_D_SECURE), "hold-10", meta(hoarder));
    const seenBy = (holder: Holder) => checkoutPage(scope, car, d.payments, holder, new Date());
    expect((await seenBy(honest)).hold?.message).toMatch(
      /^This car is on hold for another shopper until \d+:\d\d[ap]m/,
    );
    expect((await seenBy(honest)).similar.length).toBeGreaterThan(0);
    expect((await seenBy(hoarder)).hold).toBeNull();
  });

  it("stores one started lead per shopper and car, however many times they start", async () => {
    const scope = t.scope("alpha");
    const d = deps();
    const car = await carOf("H-11");
    const shopper: Holder = { address: "10.99.0.3", userId: null };
    for (const n of [1, 2, 3])
      await reserveCar(scope, d, car, buyer(50), card(THREE_D_SECURE), `again-and-again-${n}`, meta(shopper));
    const started = await scope.db
      .select()
      .from(leads)
      .where(and(eq(leads.site_id, scope.siteId), eq(leads.car_id, car.id), eq(leads.email, "buyer50@example.com")));
    expect(started).toHaveLength(1);
  });
});
