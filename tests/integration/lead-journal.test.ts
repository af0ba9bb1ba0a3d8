import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { carLeadForm } from "~/features/leads/lead-form-page.server";
import { LeadJournal, type JournalEntry } from "~/features/leads/lead-journal.server";
import type { LeadServices } from "~/features/leads/lead-services.server";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { storeJournalledLead, type NewLead } from "~/features/leads/lead-store.server";
import { submitLead } from "~/features/leads/submit-lead.server";
import { cars, lead_deliveries, leads } from "~/platform/db/schema";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await importInventory(t.scope("alpha"), JSON.stringify([carRow("J-1"), carRow("J-2")]), "json");
});
afterAll(() => t.close());

const newJournal = () => new LeadJournal(mkdtempSync(path.join(tmpdir(), "journal-")));

function lead(key: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    idempotency_key: key,
    category: "General Enquiry",
    name: "Jo",
    email: "jo@example.com",
    message: "Hello",
    fields: {},
    source: "Website",
    ...overrides,
  };
}

function entry(key: string, overrides: Partial<NewLead> = {}): JournalEntry {
  return {
    site: "alpha",
    lead: lead(key, overrides),
    options: { sinks: ["email"] },
    received_at: new Date().toISOString(),
  };
}

const store = (e: JournalEntry) => storeJournalledLead(t.scope(e.site), e.lead, e.options);

async function storedByKey(key: string) {
  const scope = t.scope("alpha");
  return scope.db
    .select()
    .from(leads)
    .where(and(eq(leads.site_id, scope.siteId), eq(leads.idempotency_key, key)));
}

describe("the lead journal", () => {
  it("keeps each entry on disk as one line, and replay stores every lead once with its deliveries", async () => {
    const journal = newJournal();
    await journal.append(entry("journal-1"));
    await journal.append(entry("journal-2"));
    expect(readFileSync(path.join(journal.dir, "leads.ndjson"), "utf8").trim().split("\n")).toHaveLength(2);

    expect(await journal.replay(store)).toBe(2);
    const [stored] = await storedByKey("journal-1");
    expect(stored).toMatchObject({ name: "Jo", message: "Hello" });
    expect(
      await t.scope("alpha").db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, stored!.id)),
    ).toHaveLength(1);
    expect(readdirSync(journal.dir)).toEqual([]);
    expect(await journal.replay(store)).toBe(0);
    await journal.close();
  });

  it("makes no second lead when an entry is replayed again after a crash mid-replay", async () => {
    const journal = newJournal();
    await journal.append(entry("journal-3"));
    await journal.replay(store);
    // The same line left behind, as if the process died after storing it and before removing the file.
    writeFileSync(path.join(journal.dir, "pending-1-0.ndjson"), `${JSON.stringify(entry("journal-3"))}\n`);
    expect(await journal.replay(store)).toBe(0);
    expect(await storedByKey("journal-3")).toHaveLength(1);
  });

  it("keeps a lead whose car was removed while it waited, without the car", async () => {
    const scope = t.scope("alpha");
    const [car] = await scope.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.site_id, scope.siteId), eq(cars.stocknum, "J-2")));
    const journal = newJournal();
    await journal.append(entry("journal-4", { car_id: car!.id }));
    await scope.db.delete(cars).where(eq(cars.id, car!.id));
    expect(await journal.replay(store)).toBe(1);
    expect((await storedByKey("journal-4"))[0]).toMatchObject({ car_id: null, name: "Jo" });
  });

  it("sets aside a line it cannot read in rejected.ndjson and stores the rest", async () => {
    const journal = newJournal();
    writeFileSync(path.join(journal.dir, "leads.ndjson"), `{"broken\n${JSON.stringify(entry("journal-5"))}\n`);
    expect(await journal.replay(store)).toBe(1);
    expect(readFileSync(path.join(journal.dir, "rejected.ndjson"), "utf8")).toBe('{"broken\n');
  });

  it("lets workers share one folder: each writes its own file, both replays together store every lead once, the first takes over a slot that no longer runs", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "journal-"));
    const first = new LeadJournal(dir, { slot: 0, count: 2 });
    const second = new LeadJournal(dir, { slot: 1, count: 2 });
    const keys = Array.from({ length: 20 }, (_, i) => `journal-w${i}`);
    await Promise.all(keys.map((key, i) => (i % 2 ? second : first).append(entry(key))));
    expect(readdirSync(dir).sort()).toEqual(["leads-1.ndjson", "leads.ndjson"]);
    const [a, b] = await Promise.all([first.replay(store), second.replay(store)]);
    expect(a + b).toBe(20);
    for (const key of keys) expect(await storedByKey(key), key).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);

    await second.append(entry("journal-orphan"));
    await second.close();
    const alone = new LeadJournal(dir, { slot: 0, count: 1 });
    expect(await alone.replay(store)).toBe(1);
    expect(await storedByKey("journal-orphan")).toHaveLength(1);
    await Promise.all([first.close(), alone.close()]);
  });
});

describe("text the database cannot store", () => {
  it("stores an enquiry whose message carries a NUL character, without the NUL", async () => {
    const scope = t.scope("alpha");
    const [car] = await scope.db.select({ slug: cars.slug }).from(cars).where(eq(cars.stocknum, "J-1"));
    const page = (await carLeadForm(scope, car!.slug, "enquire"))!;
    const services: LeadServices = {
      sinks: [],
      outbox: { kick() {}, deliverDue: async () => ({ delivered: 0, failed: 0 }), start() {}, stop: async () => {} },
      limits: rateLimits(t.handle.db),
      journal: newJournal(),
    };
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries({
      name: "Nul\u0000l",
      last_name: "Byte",
      email: "nul@example.com",
      phone: "0412345678",
      postcode: "2000",
      message: "Is it\u0000 still there?",
      form_token: "nul-token-1",
    }))
      form.set(k, v);
    const sent = await submitLead(scope, services, page, form, {
      ip: "203.0.113.9",
      userAgent: null,
      url: null,
      trail: { visited_pages: [], linked_query_params: {} },
      now: new Date(),
    });
    expect(sent).toMatchObject({ ok: true, lead_id: expect.any(Number) });
    const [stored] = await scope.db
      .select()
      .from(leads)
      .where(eq(leads.id, sent.ok ? (sent.lead_id ?? 0) : 0));
    expect(stored).toMatchObject({ name: "Null", message: "Is it still there?" });
  });
});
