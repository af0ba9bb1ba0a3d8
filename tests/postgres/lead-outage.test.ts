import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { carLeadForm } from "~/features/leads/lead-form-page.server";
import { leadServices, type LeadServices } from "~/features/leads/lead-services.server";
import { fileTransport } from "~/features/leads/lead-sinks.server";
import { assignSink, confirmationSink } from "~/features/lead-routing/routing-sinks.server";
import { submitLead } from "~/features/leads/submit-lead.server";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { cars, lead_deliveries, leads } from "~/platform/db/schema";
import { openSiteScopes } from "~/platform/tenancy/site-rows.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// An app instance whose PostgreSQL goes away (through a proxy that cuts every connection) while a
// shopper sends an enquiry: the lead is acknowledged from the journal and stored when the database is back.
let t: TestDatabase;
let proxy: TcpProxy;
let instance: DatabaseHandle;
let alpha: SiteScope;
let services: LeadServices;
const dir = mkdtempSync(path.join(tmpdir(), "lead-outage-"));

beforeAll(async () => {
  t = await openTestDatabase();
  await importInventory(t.scope("alpha"), JSON.stringify([carRow("OUTAGE-1")]), "json");
  const result = (await t.handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const server = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startTcpProxy(server.hostname, Number(server.port || 5432));
  const url = new URL(server);
  url.port = String(proxy.port);
  url.pathname = `/${result.rows[0]!.name}`;
  instance = openDatabase({ url: url.toString() });
  const scopes = await openSiteScopes(instance.db, [
    testSite("alpha", { contact: { phones: { used: "02 9555 0000" }, lead_email: "leads@alpha.example" } }),
    testSite("bravo"),
  ]);
  alpha = scopes.get("alpha")!;
  const env = {
    MAIL_DIR: path.join(dir, "mail"),
    LEAD_JOURNAL_DIR: path.join(dir, "journal"),
    LEAD_WEBHOOK_SECRETS: "",
    LEAD_OUTBOX_INTERVAL_MS: 200,
  };
  const hooks = { assigned: () => {} };
  const mail = fileTransport(env.MAIL_DIR);
  services = leadServices(env, instance.db, scopes, rateLimits(instance.db), [
    assignSink(scopes, hooks),
    confirmationSink("confirmation", scopes, mail, undefined, hooks),
  ]);
});
afterAll(async () => {
  await services.outbox.stop();
  await instance.close();
  await proxy.close();
  await t.close();
});

async function eventually(check: () => Promise<boolean>, ms = 20_000) {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe("an enquiry sent while PostgreSQL is away", () => {
  it("is acknowledged from the durable journal, then stored once and e-mailed when the database is back", async () => {
    const [car] = await t.handle.db.select({ slug: cars.slug }).from(cars).where(eq(cars.stocknum, "OUTAGE-1"));
    expect(await carLeadForm(alpha, car!.slug, "enquire")).not.toBeNull();
    await proxy.cut();

    const page = await carLeadForm(alpha, car!.slug, "enquire");
    expect(page?.car?.slug).toBe(car!.slug);
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries({
      name: "Dana",
      last_name: "Outage",
      email: "dana@example.com",
      phone: "0412345678",
      postcode: "2000",
      message: "Sent during a restart",
      form_token: "outage-token-1",
    }))
      form.set(k, v);
    const sent = await submitLead(alpha, services, page!, form, {
      ip: "203.0.113.50",
      userAgent: null,
      url: null,
      trail: { visited_pages: [], linked_query_params: {} },
      now: new Date(),
    });
    expect(sent).toMatchObject({ ok: true, lead_id: null, category: "Used Car Enquiry" });
    expect(readFileSync(path.join(dir, "journal", "leads.ndjson"), "utf8")).toContain("Sent during a restart");

    services.outbox.start();
    await new Promise((r) => setTimeout(r, 1_000));
    await proxy.restore();
    const scope = t.scope("alpha");
    const stored = () =>
      t.handle.db
        .select()
        .from(leads)
        .where(and(eq(leads.site_id, scope.siteId), eq(leads.message, "Sent during a restart")));
    expect(await eventually(async () => (await stored()).length === 1)).toBe(true);
    const [lead] = await stored();
    // The dealer's e-mail, the lead's owner and the shopper's confirmation, each once.
    expect(
      await eventually(async () => {
        const deliveries = await t.handle.db
          .select()
          .from(lead_deliveries)
          .where(eq(lead_deliveries.lead_id, lead!.id));
        return deliveries.length === 3 && deliveries.every((d) => d.status === "delivered");
      }),
    ).toBe(true);
    expect(readdirSync(path.join(dir, "mail")).sort()).toEqual([
      `alpha-confirmation-${lead!.id}.eml`,
      `alpha-lead-${lead!.id}.eml`,
    ]);
    expect(readdirSync(path.join(dir, "journal"))).toEqual([]);
  });
});
