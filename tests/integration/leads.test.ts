import { mkdtempSync, readdirSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { and, count, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadReference } from "~/features/leads/success-note";
import { importInventory } from "~/features/inventory/import.server";
import { carLeadForm, generalLeadForm } from "~/features/leads/lead-form-page.server";
import { LeadJournal } from "~/features/leads/lead-journal.server";
import { leadOutbox } from "~/features/leads/lead-outbox.server";
import {
  emailLeadSink,
  fileTransport,
  smtpTransport,
  webhookLeadSink,
  webhookSignature,
} from "~/features/leads/lead-sinks.server";
import { assignSink, confirmationSink } from "~/features/lead-routing/routing-sinks.server";
import type { LeadServices } from "~/features/leads/lead-services.server";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { leadReport } from "~/features/leads/lead-store.server";
import { RATE_LIMITED_MESSAGE, submitLead, type SubmissionMeta } from "~/features/leads/submit-lead.server";
import { analytics_events, cars, leads } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

const SECRET = "webhook-secret";
const journalDir = mkdtempSync(path.join(tmpdir(), "lead-journal-"));
const mailDir = mkdtempSync(path.join(tmpdir(), "lead-mail-"));
let t: TestDatabase;
let smtpPort: number;
let webhook: {
  server: Server;
  url: string;
  bodies: { body: string; signature: string | undefined }[];
  failNext: number;
};

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startWebhook() {
  const state = { bodies: [] as { body: string; signature: string | undefined }[], failNext: 0 };
  const server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (state.failNext > 0) {
        state.failNext--;
        res.writeHead(500).end();
        return;
      }
      state.bodies.push({ body, signature: req.headers["x-lead-signature"] as string | undefined });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { server, url: `http://127.0.0.1:${port}/leads` });
}

beforeAll(async () => {
  smtpPort = await freePort();
  webhook = await startWebhook();
  t = await openTestDatabase([
    testSite("alpha", {
      contact: { phones: { used: "02 9555 0000" }, lead_email: "leads@alpha.example" },
      forms: { rate_limit: { per_ip: 3 } },
    }),
    testSite("bravo", {
      contact: { phones: { used: "02 9555 1111" } },
      forms: { lead_delivery: { webhook_url: webhook.url } },
    }),
    testSite("charlie", { autobot: false }),
  ]);
  await importInventory(t.scope("alpha"), JSON.stringify([carRow("A-1")]), "json");
  await importInventory(t.scope("bravo"), JSON.stringify([carRow("B-1")]), "json");
  await importInventory(t.scope("charlie"), JSON.stringify([carRow("C-1")]), "json");
});

afterAll(async () => {
  await new Promise((resolve) => webhook.server.close(resolve));
  await t.close();
});

/** The real sinks and outbox; the tests run its rounds themselves, with their own clock, instead of on each new lead. */
function services(): LeadServices {
  const hooks = { assigned: () => {} };
  const sinks = [
    emailLeadSink(smtpTransport(`smtp://127.0.0.1:${smtpPort}`), "website@alpha.example"),
    webhookLeadSink(new Map([["bravo", SECRET]]), { allowPrivate: true }),
    assignSink(t.scopes, hooks),
    confirmationSink("confirmation", t.scopes, fileTransport(mailDir), undefined, hooks),
  ];
  const outbox = leadOutbox(t.handle.db, t.scopes, sinks, 60_000);
  return {
    sinks,
    outbox: { ...outbox, kick: () => {} },
    limits: rateLimits(t.handle.db),
    journal: new LeadJournal(journalDir),
  };
}

async function slugOf(scope: SiteScope, stocknum: string) {
  const [car] = await scope.db.select({ slug: cars.slug }).from(cars).where(eq(cars.stocknum, stocknum));
  return car!.slug;
}

function form(values: Record<string, string>) {
  const data = new URLSearchParams();
  const fields = {
    name: "Jo",
    last_name: "Bloggs",
    email: "jo@example.com",
    phone: "0412 345 678",
    postcode: "2000",
    message: "Still available?",
    opt_in: "on",
    form_token: "token-12345678",
    ...values,
  };
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

async function eventCount(scope: SiteScope, eventId: number): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(analytics_events)
    .where(and(eq(analytics_events.site_id, scope.siteId), eq(analytics_events.event_id, eventId)));
  return row?.n ?? 0;
}

const meta = (overrides: Partial<SubmissionMeta> = {}): SubmissionMeta => ({
  ip: "203.0.113.1",
  userAgent: "test",
  url: "https://www.alpha.example/cars/x",
  trail: { visited_pages: ["/", "/cars/x"], linked_query_params: { utm_source: "google" } },
  now: new Date(),
  ...overrides,
});

describe("lead delivery by e-mail", () => {
  it("stores a lead while the SMTP server is down, retries it, and delivers it once the server is back", async () => {
    const scope = t.scope("alpha");
    const svc = services();
    const page = (await carLeadForm(scope, await slugOf(scope, "A-1"), "enquire"))!;
    const sent = await submitLead(scope, svc, page, form({ form_token: "smtp-down-1" }), meta());
    expect(sent).toMatchObject({ ok: true, category: "Used Car Enquiry", event_id: 15 });
    const leadId = sent.ok ? sent.lead_id : 0;

    const start = new Date();
    // The shopper's confirmation and the lead's routing go at once; the dealer's e-mail waits for its server.
    expect(await svc.outbox.deliverDue(start)).toEqual({ delivered: 2, failed: 1 });
    const [pending] = (await leadReport(scope)).filter((r) => r.lead_id === leadId);
    expect(pending?.deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sink: "email",
          status: "pending",
          attempts: 1,
          last_error: expect.stringContaining("ECONNREFUSED"),
        }),
        expect.objectContaining({ sink: "assign", status: "delivered" }),
        expect.objectContaining({ sink: "confirmation", status: "delivered" }),
      ]),
    );

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, done) {
        let message = "";
        stream.on("data", (c: Buffer) => (message += c.toString()));
        stream.on("end", () => {
          received.push(message);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
    try {
      expect(await svc.outbox.deliverDue(new Date(start.getTime() + 10_000))).toEqual({ delivered: 0, failed: 0 });
      expect(await svc.outbox.deliverDue(new Date(start.getTime() + 31_000))).toEqual({ delivered: 1, failed: 0 });
      expect(await svc.outbox.deliverDue(new Date(start.getTime() + 3_600_000))).toEqual({ delivered: 0, failed: 0 });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("To: leads@alpha.example");
    expect(received[0]).toContain(
      `Subject: Used Car Enquiry ${leadReference(1)}: Jo Bloggs about the 2022 Toyota Corolla`,
    );
    expect(received[0]).toContain(`filename=lead-${leadId}.adf.xml`);
    const [delivered] = (await leadReport(scope)).filter((r) => r.lead_id === leadId);
    expect(delivered?.deliveries).toContainEqual(
      expect.objectContaining({ sink: "email", status: "delivered", attempts: 2 }),
    );
  });
});

describe("lead delivery by webhook", () => {
  it("signs the body with the site's secret and retries after a failed answer", async () => {
    const scope = t.scope("bravo");
    const svc = services();
    const page = (await carLeadForm(scope, await slugOf(scope, "B-1"), "test-drive"))!;
    const sent = await submitLead(scope, svc, page, form({ form_token: "webhook-1", message: "" }), meta());
    expect(sent.ok).toBe(true);
    webhook.failNext = 1;
    const start = new Date();
    expect(await svc.outbox.deliverDue(start)).toEqual({ delivered: 2, failed: 1 });
    expect(await svc.outbox.deliverDue(new Date(start.getTime() + 31_000))).toEqual({ delivered: 1, failed: 0 });
    expect(webhook.bodies).toHaveLength(1);
    const { body, signature } = webhook.bodies[0]!;
    expect(signature).toBe(webhookSignature(SECRET, body));
    expect(JSON.parse(body)).toMatchObject({
      lead_id: sent.ok ? sent.lead_id : 0,
      category: "Test Drive",
      source: "Website",
      site_slug: "bravo",
      lead_attributes: { visited_pages: ["/", "/cars/x"], linked_query_params: { utm_source: "google" } },
    });
  });
});

describe("a webhook pointed at this machine", () => {
  it("is never posted to, by its address or by a redirect; the delivery fails and the lead stays to be sent", async () => {
    const scope = t.scope("bravo");
    const site = scope.config;
    const sink = webhookLeadSink(new Map([["bravo", SECRET]]));
    const before = webhook.bodies.length;
    const lead = { id: 557, created_at: new Date() } as Parameters<typeof sink.deliver>[0];
    for (const url of [webhook.url, webhook.url.replace("127.0.0.1", "[::ffff:127.0.0.1]")]) {
      const pointed = {
        ...site,
        forms: { ...site.forms, lead_delivery: { ...site.forms.lead_delivery, webhook_url: url } },
      };
      await expect(sink.deliver(lead, pointed)).rejects.toThrow(/is a private address/);
    }
    expect(webhook.bodies.length).toBe(before);
  });
});

describe("lead submission", () => {
  it("makes one lead of the same form sent twice, even at the same moment, and a new one when the text changes", async () => {
    const scope = t.scope("alpha");
    const svc = services();
    const page = (await carLeadForm(scope, await slugOf(scope, "A-1"), "request-photos"))!;
    const [a, b] = await Promise.all([
      submitLead(scope, svc, page, form({ form_token: "double-1" }), meta({ ip: "198.51.100.1" })),
      submitLead(scope, svc, page, form({ form_token: "double-1" }), meta({ ip: "198.51.100.2" })),
    ]);
    expect(a.ok && b.ok && a.lead_id === b.lead_id).toBe(true);
    const changed = await submitLead(
      scope,
      svc,
      page,
      form({ form_token: "double-1", message: "Interior too" }),
      meta({ ip: "198.51.100.3" }),
    );
    expect(changed.ok && a.ok && changed.lead_id !== a.lead_id).toBe(true);
    const stored = await scope.db
      .select()
      .from(leads)
      .where(
        eq(
          leads.idempotency_key,
          (
            await scope.db
              .select({ k: leads.idempotency_key })
              .from(leads)
              .where(eq(leads.id, a.ok ? (a.lead_id ?? 0) : 0))
          )[0]!.k!,
        ),
      );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      subcategory: "Request More Photos",
      message: "Please send me more photos of this vehicle.\n\nStill available?",
      phone: "0412345678",
      source: "Website",
    });
  });

  it("keeps every lead of site A out of site B's view", async () => {
    const alphaIds = (await leadReport(t.scope("alpha"))).map((r) => r.lead_id);
    const bravoIds = (await leadReport(t.scope("bravo"))).map((r) => r.lead_id);
    expect(alphaIds.length).toBeGreaterThan(0);
    expect(bravoIds.length).toBeGreaterThan(0);
    expect(alphaIds.filter((id) => bravoIds.includes(id))).toEqual([]);
    const alphaCarInBravo = await carLeadForm(t.scope("bravo"), await slugOf(t.scope("alpha"), "A-1"), "enquire");
    expect(alphaCarInBravo).toBeNull();
  });

  it("answers a bad form with each field's error and what was typed, storing nothing", async () => {
    const scope = t.scope("alpha");
    const before = (await leadReport(scope)).length;
    const page = await generalLeadForm(scope);
    const result = await submitLead(
      scope,
      services(),
      page,
      form({ postcode: "20", category: "Careers Enquiry" }),
      meta({ ip: "198.51.100.9" }),
    );
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { postcode: "Invalid postcode. Please enter a 4-digit number." },
      values: { postcode: "20", name: "Jo" },
    });
    expect((await leadReport(scope)).length).toBe(before);
  });

  it("files a Careers Enquiry as a General Enquiry with subcategory Career Enquiry, and records event 22 for the site", async () => {
    const scope = t.scope("alpha");
    const before = await eventCount(scope, 22);
    const result = await submitLead(
      scope,
      services(),
      await generalLeadForm(scope),
      form({ category: "Careers Enquiry", form_token: "careers-1" }),
      meta({ ip: "198.51.100.10" }),
    );
    expect(result).toMatchObject({
      ok: true,
      category: "General Enquiry",
      subcategory: "Career Enquiry",
      event_id: 22,
    });
    expect(await eventCount(scope, 22)).toBe(before + 1);
    expect(await eventCount(t.scope("bravo"), 22)).toBe(0);
  });

  it("refuses a flood from one address with a clear message and keeps what was typed", async () => {
    const scope = t.scope("alpha");
    const svc = services();
    const page = await generalLeadForm(scope);
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(
        await submitLead(
          scope,
          svc,
          page,
          form({ category: "General Enquiry", form_token: `flood-${i}xxxx` }),
          meta({ ip: "192.0.2.50" }),
        ),
      );
    expect(results.slice(0, 3).every((r) => r.ok)).toBe(true);
    expect(results[3]).toMatchObject({
      ok: false,
      reason: "too-many",
      formError: RATE_LIMITED_MESSAGE,
      values: { name: "Jo" },
    });
  });

  it("keeps a lead with the honeypot filled as spam, with no delivery and no event", async () => {
    const scope = t.scope("alpha");
    const result = await submitLead(
      scope,
      services(),
      await generalLeadForm(scope),
      form({ category: "General Enquiry", website: "http://spam.example", form_token: "spam-12345" }),
      meta({ ip: "192.0.2.99" }),
    );
    expect(result.ok).toBe(true);
    const [row] = (await leadReport(scope)).filter((r) => r.lead_id === (result.ok ? result.lead_id : 0));
    expect(row).toMatchObject({ spam: true, deliveries: [] });
  });
});

describe("the shopper's confirmation (the site's autobot)", () => {
  it("is sent where the platform answers for the dealer, and not where the dealer's own system does (issue 56)", async () => {
    const svc = services();
    const sentOn = async (site: string, stocknum: string) => {
      const scope = t.scope(site);
      const page = (await carLeadForm(scope, await slugOf(scope, stocknum), "enquire"))!;
      const sent = await submitLead(
        scope,
        svc,
        page,
        form({ form_token: `autobot-${site}` }),
        meta({ ip: "203.0.113.9" }),
      );
      return sent.ok ? sent.lead_id : 0;
    };
    const quiet = await sentOn("charlie", "C-1");
    const answered = await sentOn("alpha", "A-1");
    await svc.outbox.deliverDue(new Date());
    const mails = readdirSync(mailDir);
    expect(mails).toContain(`alpha-confirmation-${answered}.eml`);
    expect(mails.filter((f) => f.startsWith("charlie-"))).toEqual([]);
    const [charlie] = (await leadReport(t.scope("charlie"))).filter((r) => r.lead_id === quiet);
    expect(charlie?.deliveries).toEqual(
      expect.arrayContaining([expect.objectContaining({ sink: "confirmation", status: "delivered" })]),
    );
  });
});
