import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { LeadJournal } from "~/features/leads/lead-journal.server";
import { leadOutbox } from "~/features/leads/lead-outbox.server";
import { adfXml } from "~/features/leads/adf";
import { offerAmount } from "~/features/trade-in/valuation-rules";
import type { LeadServices } from "~/features/leads/lead-services.server";
import { answerTradeInForm, loadTradeInPage } from "~/routes/trade-in.server";
import { httpValuation, localValuation, type Valuation } from "~/features/trade-in/valuation.server";
import { leads, valuations } from "~/platform/db/schema";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { routeContext } from "../support/route-context";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
const thisYear = new Date().getFullYear();

beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha", { trade_in: { save_valuation: true } }), testSite("bravo")]);
  const corollas = [24_000, 26_000, 25_000, 23_000].map((price, n) =>
    carRow(`C-${n}`, { make: "Toyota", model: "Corolla", year: thisYear - 3, km: 40_000, price }),
  );
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([...corollas, carRow("T-1", { make: "Mazda", model: "CX-5", year: thisYear - 1, price: 40_000 })]),
    "json",
  );
  await importInventory(
    t.scope("bravo"),
    JSON.stringify([
      carRow("B-1", { make: "Holden", model: "Astra", year: thisYear - 2, price: 18_000 }),
      carRow("B-2", {
        make: "Kawasaki",
        model: "Ninja 650",
        item_type: "motorcycle",
        year: thisYear - 1,
        price: 11_000,
      }),
      carRow("B-3", { make: "Jayco", model: "Journey", item_type: "caravan", year: thisYear - 1, price: 60_000 }),
    ]),
    "json",
  );
});
afterAll(() => t.close());

function leadServices(): LeadServices {
  const outbox = leadOutbox(t.handle.db, t.scopes, [], 60_000);
  return {
    sinks: [],
    outbox: { ...outbox, kick: () => {} },
    limits: rateLimits(t.handle.db),
    journal: new LeadJournal(mkdtempSync(path.join(tmpdir(), "trade-in-journal-"))),
  };
}

const filled = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    intent: "estimate",
    rego: "",
    rego_state: "",
    year: String(thisYear - 3),
    make: "Toyota",
    model: "Corolla",
    badge: "",
    km: "40,000",
    answer_condition: "excellent",
    answer_accident_history: "no",
    answer_service_history: "full",
    answer_keys: "two",
    answer_finance_owing: "no",
    name: "Sam",
    last_name: "",
    postcode: "",
    phone: "0412 345 678",
    email: "sam@example.com",
    ...overrides,
  });

async function submit(
  site: string,
  body: URLSearchParams,
  valuation: Valuation = localValuation,
  pathname = "/sell-your-car",
) {
  const context = routeContext(t.scope(site), { services: { leads: leadServices(), outside: { valuation } } as never });
  const url = `https://${site}.example${pathname}`;
  const page = await loadTradeInPage(new Request(url), context, pathname.startsWith("/sell") ? "sell" : "trade-in");
  return {
    context,
    answer: await answerTradeInForm(
      new Request(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
      context,
      page,
    ),
  };
}

describe("a trade-in valuation", () => {
  it("stores the dealer's lead first, then the estimate from comparable stock, and saves it with the lead where the site says so", async () => {
    let leadsWhenAsked = -1;
    const watching: Valuation = {
      ...localValuation,
      async estimate(scope, request, now) {
        leadsWhenAsked = (await scope.db.select().from(leads).where(eq(leads.email, "first@example.com"))).length;
        return localValuation.estimate(scope, request, now);
      },
    };
    const { answer } = await submit("alpha", filled({ email: "first@example.com" }), watching);
    expect(leadsWhenAsked).toBe(1);
    const location = (answer as Response).headers.get("location")!;
    expect(location).toMatch(/^\/sell-your-car\?valuation=[\w-]+$/);
    const reference = new URL(location, "https://alpha.example").searchParams.get("valuation")!;
    const [row] = await t.scope("alpha").db.select().from(valuations).where(eq(valuations.reference, reference));
    // Median of 23,000 to 26,000 is 24,500, times the 0.82 trade margin, plus or minus 5%.
    expect(row).toMatchObject({
      estimate_low: 19_100,
      estimate_high: 21_100,
      form_completed: true,
      offer_accepted: false,
    });
    const [lead] = await t.scope("alpha").db.select().from(leads).where(eq(leads.id, row!.lead_id!));
    expect(lead).toMatchObject({ category: "Sell My Car", name: "Sam", phone: "0412345678" });
    expect(lead!.fields).toMatchObject({
      valuation: { reference, kind: "estimate", low: 19_100, high: 21_100 },
      adjustmentAnswers: expect.arrayContaining([{ id: "condition", answer: "excellent" }]),
    });
    // Issue 56: the dealer reads the five answers in words, in the e-mail and the ADF lead.
    const answers = [
      "What condition is the car in? Excellent: like new, no marks",
      "Has the car been in an accident that needed repairs? No",
      "Does it have a full service history? Yes, full history",
      "How many keys do you have? Two or more",
      "Is there finance owing on the car? No",
    ];
    expect(lead!.fields.trade_in_answers).toEqual(answers);
    const xml = adfXml({ ...lead!, vehicle: null, dealership_name: "Alpha", site_name: "Alpha" });
    for (const line of answers) expect(xml).toContain(line);
  });

  it("accepts the one amount offered, with lead_id, form_completed and offer_accepted, and the dealer's lead records it", async () => {
    const accepted: unknown[] = [];
    const recording: Valuation = {
      ...localValuation,
      acceptOffer: async (_s, reference, acceptance) => (
        accepted.push({ reference, ...acceptance }),
        { valid_until: "2026-12-01" }
      ),
    };
    const first = await submit("alpha", filled({ email: "accept@example.com" }), recording);
    const reference = new URL(
      (first.answer as Response).headers.get("location")!,
      "https://alpha.example",
    ).searchParams.get("valuation")!;
    await submit("alpha", new URLSearchParams({ intent: "accept", reference }), recording);
    const [row] = await t.scope("alpha").db.select().from(valuations).where(eq(valuations.reference, reference));
    expect(row!.offer_accepted).toBe(true);
    const offer = offerAmount(row!.estimate_low!, row!.estimate_high!);
    expect(accepted).toEqual([{ reference, lead_id: row!.lead_id, form_completed: true, offer_accepted: true, offer }]);
    const [lead] = await t.scope("alpha").db.select().from(leads).where(eq(leads.id, row!.lead_id!));
    expect(lead!.fields).toMatchObject({ valuation: { offer, offer_accepted: true } });
  });

  it("gives no online estimate to a car over 7 years old or 100,000 km, and still hands the dealer the lead", async () => {
    for (const overrides of [
      { year: String(thisYear - 8), email: "old@example.com" },
      { km: "100001", email: "far@example.com" },
    ] as Record<string, string>[]) {
      const { answer } = await submit("alpha", filled(overrides));
      const reference = new URL(
        (answer as Response).headers.get("location")!,
        "https://alpha.example",
      ).searchParams.get("valuation")!;
      const [row] = await t.scope("alpha").db.select().from(valuations).where(eq(valuations.reference, reference));
      expect(row).toMatchObject({ estimate_low: null, refused_reason: "too_old_or_far" });
      expect(row!.lead_id).not.toBeNull();
    }
  });

  it("answers each wrong field, and keeps what was typed", async () => {
    const { answer } = await submit("alpha", filled({ km: "lots", answer_condition: "", phone: "12" }));
    const body = (
      answer as {
        data: { reply: { error: Record<string, string[]>; initialValue: Record<string, string> } };
        init: { status: number } | null;
      }
    ).data;
    expect(body.reply.error).toMatchObject({
      km: ["Please enter the kilometres as a number."],
      answer_condition: ["Please choose one."],
    });
    expect(body.reply.error.phone?.[0]).toBeTruthy();
    expect(body.reply.initialValue.email).toBe("sam@example.com");
  });

  it("finds a car by registration and state, the same car every time, from this site's market", async () => {
    const a = await localValuation.lookup(t.scope("alpha"), "ABC123", "NSW");
    expect(a).not.toBeNull();
    expect(await localValuation.lookup(t.scope("alpha"), "ABC123", "NSW")).toEqual(a);
    expect(["Toyota", "Mazda"]).toContain(a!.make);
    expect((await localValuation.lookup(t.scope("bravo"), "ABC123", "NSW"))!.make).toBe("Holden");
  });

  it("resolves a plate to a car, never to a motorcycle or caravan the site also stocks (issue 56)", async () => {
    const plates = ["ABC123", "XYZ789", "1AB2CD", "TOW123", "BIKE01", "VAN999", "QLD001", "CAR42"];
    const makes = await Promise.all(plates.map((p) => localValuation.lookup(t.scope("bravo"), p, "QLD")));
    expect(new Set(makes.map((m) => m?.make))).toEqual(new Set(["Holden"]));
  });

  it("estimates only from the site's own stock", async () => {
    const request = {
      reference: "scope-test",
      vehicle: { year: thisYear - 3, make: "Toyota", model: "Corolla", badge: null, km: 40_000 },
      adjustmentAnswers: [],
      rego: null,
      regoState: null,
    };
    expect((await localValuation.estimate(t.scope("alpha"), request, new Date())).kind).toBe("estimate");
    expect(await localValuation.estimate(t.scope("bravo"), request, new Date())).toEqual({
      kind: "refused",
      reason: "no_comparables",
    });
  });
});

describe("the valuation vendor over HTTP", () => {
  let server: Server;
  let base: string;
  const seen: { method: string; url: string; auth: string | undefined; body: unknown }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => resolve(body));
    });
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const text = await read(req);
      seen.push({
        method: req.method!,
        url: req.url!,
        auth: req.headers.authorization,
        body: text ? JSON.parse(text) : null,
      });
      res.setHeader("content-type", "application/json");
      if (req.url === "/v1/registrations/VIC/XYZ789")
        return res.end(JSON.stringify({ year: 2021, make: "Kia", model: "Sportage", badge: "SX" }));
      if (req.url?.startsWith("/v1/registrations/")) return ((res.statusCode = 404), res.end("{}"));
      if (req.url === "/v1/valuations") return res.end(JSON.stringify({ low: 21_000, high: 23_000, comparables: 14 }));
      return res.end(JSON.stringify({ valid_until: "2026-12-01" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("looks up, values and accepts through the vendor's API", async () => {
    const vendor = httpValuation(base, "key-1");
    expect(await vendor.lookup(t.scope("alpha"), "XYZ789", "VIC")).toEqual({
      year: 2021,
      make: "Kia",
      model: "Sportage",
      badge: "SX",
    });
    expect(await vendor.lookup(t.scope("alpha"), "NOPE", "VIC")).toBeNull();
    const request = {
      reference: "ref-1",
      vehicle: { year: 2021, make: "Kia", model: "Sportage", badge: "SX", km: 30_000 },
      adjustmentAnswers: [{ id: "condition", answer: "good" }],
      rego: "XYZ789",
      regoState: "VIC" as const,
    };
    expect(await vendor.estimate(t.scope("alpha"), request, new Date())).toEqual({
      kind: "estimate",
      low: 21_000,
      high: 23_000,
      comparables: 14,
    });
    expect(seen.at(-1)).toMatchObject({
      method: "POST",
      url: "/v1/valuations",
      auth: "Bearer key-1",
      body: { external_id: "ref-1", adjustmentAnswers: [{ id: "condition", answer: "good" }] },
    });
    expect(
      await vendor.acceptOffer(t.scope("alpha"), "ref-1", {
        lead_id: 7,
        form_completed: true,
        offer_accepted: true,
        offer: 22_000,
      }),
    ).toEqual({ valid_until: "2026-12-01" });
    expect(seen.at(-1)).toMatchObject({
      url: "/v1/valuations/ref-1/offer",
      body: { lead_id: 7, form_completed: true, offer_accepted: true, offer: 22_000 },
    });
  });
});
