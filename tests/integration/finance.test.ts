import { leadReference } from "~/features/leads";
import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/platform/logging/logger.server";
import { customerRequest, type FinanceFormValues } from "~/features/finance/customer-application";
import {
  httpFinancePartner,
  localFinancePartner,
  type FinancePartner,
} from "~/features/finance/finance-partner.server";
import { financeCar } from "~/features/finance/finance-page.server";
import { answerFinanceForm, loadFinancePage } from "~/routes/finance.server";
import { handOver } from "~/features/finance/hand-over.server";
import { financeApplication } from "~/features/finance/local-partner.server";
import { importInventory } from "~/features/inventory/import.server";
import { LeadJournal } from "~/features/leads/lead-journal.server";
import { leadOutbox } from "~/features/leads/lead-outbox.server";
import type { LeadServices } from "~/features/leads/lead-services.server";
import { cars, finance_applications, leads } from "~/platform/db/schema";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { routeContext } from "../support/route-context";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha"), testSite("bravo")]);
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([carRow("F-1", { make: "Toyota", model: "Corolla", year: 2022, price: 28_000, nvic: "ABC123" })]),
    "json",
  );
});
afterAll(() => t.close());

function services(): LeadServices {
  const outbox = leadOutbox(t.handle.db, t.scopes, [], 60_000);
  const dir = mkdtempSync(path.join(tmpdir(), "finance-journal-"));
  return {
    sinks: [],
    outbox: { ...outbox, kick: () => {} },
    limits: rateLimits(t.handle.db),
    journal: new LeadJournal(dir),
  };
}

const values: FinanceFormValues = {
  amount: 28_000,
  term: 5,
  selfAssessedCreditScore: "GREAT",
  whoIsHelping: "Alex",
  name: "Jo",
  last_name: "Bloggs",
  email: "jo@example.com",
  phone: "0412345678",
  postcode: "2000",
  subscribe: true,
};
const meta = () => ({ ip: "203.0.113.9", userAgent: "test", url: "https://alpha.example/finance", now: new Date() });
const visit = { visited_pages: ["/", "/finance"], linked_query_params: { utm_source: "google" } };

async function carId(stocknum: string) {
  const [car] = await t.scope("alpha").db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum));
  return car!.id;
}

describe("create-customer (spec 001 section 7)", () => {
  it("stores the finance enquiry while the partner creates the customer, and hands the partner the lead's key", async () => {
    const scope = t.scope("alpha");
    const car = (await financeCar(scope, await carId("F-1")))!;
    let leadKey = "";
    const partner: FinancePartner = {
      quote: () => Promise.reject(new Error("not asked")),
      async createCustomer(_siteId, application) {
        leadKey = application.leadKey;
        return { redirectUrl: "https://partner.example/apply/1" };
      },
    };
    const answer = await handOver(
      scope,
      services(),
      partner,
      customerRequest({ ...values, email: "first@example.com" }, car, visit),
      meta(),
    );
    expect(answer).toMatchObject({ ok: true, redirectUrl: "https://partner.example/apply/1" });
    const [lead] = await scope.db.select().from(leads).where(eq(leads.email, "first@example.com"));
    expect(leadKey).toBe(lead!.idempotency_key);
    expect(lead).toMatchObject({ category: "Finance Enquiry", car_id: car.id, phone: "0412345678", postcode: "2000" });
    // Spec 001 §5 (issue 37): what the shopper chose is the lead's message, so the e-mail and ADF/XML carry it.
    expect(lead!.message).toBe(
      "Purchase price: $28,000\nLoan term: 5 years\nCredit history: Great\nWho's helping: Alex",
    );
    expect(lead!.fields).toMatchObject({
      amount: 28_000,
      term: 5,
      selfAssessedCreditScore: "GREAT",
      whoIsHelping: "Alex",
      car_year: 2022,
      tags: ["Finance"],
    });
    expect(lead!.lead_attributes).toEqual(visit);
  });

  it("asks the partner in parallel with the lead (spec 001 section 7): a lead that cannot be stored answers 'Lead submission failed'", async () => {
    let partnerAsked = false;
    const partner: FinancePartner = {
      quote: () => Promise.reject(new Error("not asked")),
      async createCustomer() {
        partnerAsked = true;
        return { redirectUrl: "https://partner.example/apply/2" };
      },
    };
    // A car of another site: the lead store refuses it, as it would refuse any lead it cannot keep.
    const alphaCar = (await financeCar(t.scope("alpha"), await carId("F-1")))!;
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const answer = await handOver(
      t.scope("bravo"),
      services(),
      partner,
      customerRequest({ ...values, email: "refused@example.com" }, alphaCar, visit),
      meta(),
    );
    logged.mockRestore();
    expect(partnerAsked).toBe(true);
    expect(answer).toEqual({ ok: false, reason: "unavailable", error: "Lead submission failed", lead_id: null });
  });

  it("keeps the lead when the partner fails, and says so in the spec's words", async () => {
    const scope = t.scope("alpha");
    const down: FinancePartner = {
      quote: () => Promise.reject(new Error("down")),
      createCustomer: () => Promise.reject(new Error("down")),
    };
    const logged = vi.spyOn(logger, "error");
    const failed = await handOver(
      scope,
      services(),
      down,
      customerRequest({ ...values, email: "down@example.com" }, null, visit),
      meta(),
    );
    expect(failed).toMatchObject({
      ok: false,
      reason: "upstream-failed",
      error: "Failed to create customer with YouX",
    });
    // Spec 001 §9: both messages, the first logged (issue 37).
    expect(logged.mock.calls.some((call) => call[1] === "Failed to create YouX customer")).toBe(true);
    logged.mockRestore();
    expect(await scope.db.select().from(leads).where(eq(leads.email, "down@example.com"))).toHaveLength(1);

    const silent: FinancePartner = { ...down, createCustomer: async () => ({ redirectUrl: null }) };
    const noUrl = await handOver(
      scope,
      services(),
      silent,
      customerRequest({ ...values, email: "silent@example.com" }, null, visit),
      meta(),
    );
    expect(noUrl).toMatchObject({ ok: false, error: "Failed to create customer or no redirect URL received." });
    expect(await scope.db.select().from(leads).where(eq(leads.email, "silent@example.com"))).toHaveLength(1);
  });

  it("the local partner keeps the application for its own site's page only", async () => {
    const partner = localFinancePartner(t.handle.db);
    const answer = await handOver(
      t.scope("alpha"),
      services(),
      partner,
      customerRequest({ ...values, email: "local@example.com" }, null, visit),
      meta(),
    );
    if (!answer.ok) throw new Error(answer.error);
    const reference = answer.redirectUrl.split("/").pop()!;
    expect(answer.redirectUrl).toBe(`/finance-partner/applications/${reference}`);
    expect(await financeApplication(t.scope("alpha"), reference)).toMatchObject({
      firstName: "Jo",
      purchasePrice: 28_000,
      // The shopper reads the finance enquiry's own reference, the one the dealer's e-mail carries.
      reference: leadReference(answer.lead_id!),
    });
    expect(await financeApplication(t.scope("bravo"), reference)).toBeNull();
    const [row] = await t.handle.db
      .select()
      .from(finance_applications)
      .where(eq(finance_applications.reference, reference));
    expect(row!.site_id).toBe(t.scope("alpha").siteId);
  });

  it("a finance page reads only its own site's cars", async () => {
    const id = await carId("F-1");
    expect((await financeCar(t.scope("alpha"), id))?.nvic).toBe("ABC123");
    expect(await financeCar(t.scope("bravo"), id)).toBeNull();
  });
});

describe("the finance partner's HTTP adapter against a real HTTP server", () => {
  let server: Server;
  let base = "";
  const received: { path: string; auth: string | undefined; body: unknown }[] = [];
  const read = async (request: IncomingMessage) => {
    let text = "";
    for await (const chunk of request) text += chunk;
    return JSON.parse(text) as unknown;
  };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = await read(request);
      received.push({ path: request.url ?? "", auth: request.headers.authorization, body });
      response.setHeader("Content-Type", "application/json");
      if (request.url === "/v1/quote")
        return response.end(
          JSON.stringify({ weeklyRepaymentAmount: 120.5, advertisedRate: 8.99, comparisonRate: 9.9 }),
        );
      if (request.url === "/v1/customers")
        return response.end(JSON.stringify({ redirectUrl: "https://partner.example/continue/42" }));
      response.statusCode = 404;
      response.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the quote and the customer with the spec's payloads and the bearer key", async () => {
    const partner = httpFinancePartner(base, "key-1");
    expect(
      await partner.quote({
        selfAssessedCreditScore: "GREAT",
        purchasePrice: 30_000,
        loanTerm: 5,
        year: 2022,
        vin: null,
        nvic: null,
        whoIsHelping: "",
      }),
    ).toEqual({ weeklyRepaymentAmount: 120.5, advertisedRate: 8.99, comparisonRate: 9.9 });
    const request = customerRequest(values, null, visit);
    expect(await partner.createCustomer(1, { ...request, leadKey: "finance:k" })).toEqual({
      redirectUrl: "https://partner.example/continue/42",
    });
    const customer = received.find((r) => r.path === "/v1/customers")!;
    expect(customer.auth).toBe("Bearer key-1");
    expect(customer.body).toEqual({ data: request.data, additionalData: request.additionalData });
  });

  it("treats any other answer as a failure", async () => {
    const partner = httpFinancePartner(`${base}/missing`, undefined);
    await expect(
      partner.createCustomer(1, { ...customerRequest(values, null, visit), leadKey: "finance:k" }),
    ).rejects.toThrow(/404/);
  });
});

describe("the finance form's fallbacks (spec 001 section 8)", () => {
  const post = (fields: Record<string, string>) =>
    new Request("https://alpha.example/finance", { method: "POST", body: new URLSearchParams(fields) });
  const filled = {
    amount: "30000",
    term: "5",
    selfAssessedCreditScore: "GREAT",
    name: "Jo",
    last_name: "Bloggs",
    email: "jo@example.com",
    phone: "0412345678",
    code: "123456",
  };
  const broken: FinancePartner = {
    quote: () => {
      throw new Error("the partner's client blew up");
    },
    createCustomer: () => Promise.reject(new Error("not asked")),
  };

  it("answers 'An unknown error occurred while advancing step.' when the popup's next step fails unexpectedly", async () => {
    const context = routeContext(t.scope("alpha"), { services: { outside: { financePartner: broken } } as never });
    const page = await loadFinancePage(new Request("https://alpha.example/finance"), context, "action");
    const answer = (await answerFinanceForm(post({ ...filled, intent: "next" }), context, {
      ...page,
      quote: { ...page.quote, available: true },
    })) as unknown as { data: { reply: { error: Record<string, string[]> } }; init: { status: number } };
    expect(answer.init.status).toBe(500);
    expect(answer.data.reply.error[""]).toEqual(["An unknown error occurred while advancing step."]);
  });

  it("answers 'An unknown error occurred during verification.' when sending a code fails unexpectedly", async () => {
    const context = routeContext(t.scope("alpha"), {
      services: { accounts: null, outside: { financePartner: broken } } as never,
    });
    const page = await loadFinancePage(new Request("https://alpha.example/finance"), context, "action");
    const answer = (await answerFinanceForm(post({ ...filled, intent: "send" }), context, page)) as unknown as {
      data: { reply: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(500);
    expect(answer.data.reply.error[""]).toEqual(["An unknown error occurred during verification."]);
  });
});
