import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inviteStaff } from "~/features/console-staff/index.server";
import { importInventory } from "~/features/inventory/import.server";
import { ensureOwner } from "~/features/lead-routing/assign-lead.server";
import { escalateDue } from "~/features/lead-routing/escalation.server";
import { leadBrief } from "~/features/lead-routing/lead-brief.server";
import { confirmationMail, testDriveIcs } from "~/features/lead-routing/lead-words";
import { leadReference } from "~/features/leads";
import { carLeadForm } from "~/features/leads/lead-form-page.server";
import { storeLead, type NewLead } from "~/features/leads/lead-store.server";
import {
  cars,
  lead_alerts,
  lead_notes,
  leads,
  locations,
  sms_outbox,
  special_hours,
  staff_memberships,
  staff_users,
} from "~/platform/db/schema";
import { outboxSmsSender } from "~/features/accounts/sms-sender.server";
import { leadAlertOutbox } from "~/features/lead-routing/lead-alerts.server";
import { webPushSender } from "~/features/lead-routing/push.server";
import { fileTransport } from "~/features/leads/lead-sinks.server";
import type { OpeningHours } from "~/platform/db/json-types";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

// Issue 54: every lead has an owner within seconds, by the site's rule, and nobody's lead is left
// unanswered: escalation by open minutes; the shopper hears back with the same reference.
let t: TestDatabase;
const staff: Record<string, number> = {};
const yards: Record<string, number> = {};

const week = (open: string, close: string): OpeningHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    status: "open",
    open,
    close,
    formated_hours: `${open} - ${close}`,
  }));
const closedWeek: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: "closed",
  open: null,
  close: null,
  formated_hours: "Closed",
}));

async function yard(site: string, slug: string, hours: OpeningHours[], [lat, long] = [-38.15, 144.36]) {
  const scope = t.scope(site);
  const [row] = await t.handle.db
    .insert(locations)
    .values({
      site_id: scope.siteId,
      name: slug[0]!.toUpperCase() + slug.slice(1),
      slug,
      location_type: "sales",
      address: { street: "1 Moorabool St", city: "Geelong", state: "VIC", postcode: "3220", lat, long },
      contact_detail: { phone: "(03) 5222 0000", landline_phone: null, opening_hours: { sales: hours } },
    })
    .returning({ id: locations.id });
  yards[`${site}/${slug}`] = row!.id;
  return row!.id;
}

async function person(site: string, key: string, role: "owner" | "manager" | "sales", yardIds: number[] = []) {
  const id = await inviteStaff(
    t.scope(site),
    { email: `${key}@${site}.example`, role, name: key, locationIds: yardIds },
    null,
  );
  staff[key] = id;
  return id;
}

let n = 0;
const lead = (extra: Partial<NewLead> = {}): NewLead => ({
  idempotency_key: `routing-${++n}`,
  category: "Used Car Enquiry",
  name: "Priya",
  last_name: "Shah",
  email: "priya@example.com",
  phone: "+61412345678",
  fields: {},
  source: "Website",
  ...extra,
});

async function carIn(site: string, stock: string, yardId: number) {
  const scope = t.scope(site);
  await importInventory(scope, JSON.stringify([carRow(stock, { make: "Mazda", model: "CX-5", year: 2021 })]), "json");
  const [car] = await t.handle.db
    .update(cars)
    .set({ location_id: yardId })
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.stocknum, stock)))
    .returning({ id: cars.id });
  return car!.id;
}

beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha", { time_zone: "Australia/Melbourne" }), testSite("bravo")]);
  const geelong = await yard("alpha", "geelong", week("00:00", "24:00"));
  const closed = await yard("alpha", "ballarat", closedWeek, [-37.56, 143.85]);
  await yard("bravo", "bravo-yard", week("00:00", "24:00"));
  for (const key of ["ana", "ben", "cai", "dee"]) await person("alpha", key, "sales", [geelong]);
  await person("alpha", "mia", "manager");
  await person("alpha", "olly", "owner");
  await person("alpha", "bal", "sales", [closed]);
  await person("bravo", "bravo-sales", "sales");
  await t.handle.db
    .update(staff_memberships)
    .set({ available: false })
    .where(eq(staff_memberships.staff_id, staff.dee!));
});
afterAll(() => t.close());

const ownerOf = async (id: number) =>
  (await t.handle.db.select({ owner: leads.assigned_staff_id }).from(leads).where(eq(leads.id, id)))[0]!.owner;

describe("every lead has an owner (issue 54)", () => {
  it("spreads 30 leads evenly over the yard's three available salespeople and skips the one marked away", async () => {
    const scope = t.scope("alpha");
    const carId = await carIn("alpha", "G-1", yards["alpha/geelong"]!);
    const given = new Map<number, number>();
    for (let i = 0; i < 30; i++) {
      const { lead_id } = await storeLead(scope, lead({ car_id: carId }));
      const owner = await ensureOwner(scope, lead_id, new Date(Date.now() + i));
      given.set(owner!.staffId!, (given.get(owner!.staffId!) ?? 0) + 1);
    }
    expect(
      Object.fromEntries([...given].map(([id, count]) => [Object.keys(staff).find((k) => staff[k] === id), count])),
    ).toEqual({
      ana: 10,
      ben: 10,
      cai: 10,
    });
  });

  it("gives a general enquiry the yard nearest the shopper's postcode, and assigns it once however often asked", async () => {
    const scope = t.scope("alpha");
    const { lead_id } = await storeLead(scope, lead({ postcode: "3220" }));
    const first = await ensureOwner(scope, lead_id);
    const again = await ensureOwner(scope, lead_id);
    expect(first).toMatchObject({ yardId: yards["alpha/geelong"], assigned: true });
    expect(again).toEqual({ ...first, assigned: false });
    const alerts = await t.handle.db.select().from(lead_alerts).where(eq(lead_alerts.lead_id, lead_id));
    expect(alerts.map((a) => a.channel).sort()).toEqual(["email", "push"]);
    expect(alerts.every((a) => a.staff_id === first!.staffId && a.reason === "assigned")).toBe(true);
  });

  it("gives a lead at a closed yard to the manager, never to that yard's salesperson", async () => {
    const scope = t.scope("alpha");
    const carId = await carIn("alpha", "B-1", yards["alpha/ballarat"]!);
    const { lead_id } = await storeLead(scope, lead({ car_id: carId }));
    expect((await ensureOwner(scope, lead_id))?.staffId).toBe(staff.mia);
  });

  it("never gives a lead to another site's staff", async () => {
    const { lead_id } = await storeLead(t.scope("bravo"), lead());
    const owner = await ensureOwner(t.scope("bravo"), lead_id);
    expect(owner?.staffId).toBe(staff["bravo-sales"]);
    // And a lead id of another site is not this site's to assign.
    expect(await ensureOwner(t.scope("alpha"), lead_id)).toBeNull();
  });
});

describe("a lead nobody answers (issue 54)", () => {
  // Only the lead each test makes is waiting.
  beforeEach(() => t.handle.db.update(leads).set({ status: "contacted", first_contacted_at: new Date() }));

  it("goes to the manager after 5 open minutes, then to the next salesperson after 10 more", async () => {
    const scope = t.scope("alpha");
    const carId = await carIn("alpha", "G-2", yards["alpha/geelong"]!);
    const start = new Date();
    const { lead_id } = await storeLead(scope, lead({ car_id: carId }));
    const first = (await ensureOwner(scope, lead_id, start))!.staffId!;

    expect(await escalateDue(t.handle.db, t.scopes, new Date(start.getTime() + 4 * 60_000))).toBe(0);
    expect(await escalateDue(t.handle.db, t.scopes, new Date(start.getTime() + 5 * 60_000))).toBe(1);
    const told = await t.handle.db
      .select()
      .from(lead_alerts)
      .where(and(eq(lead_alerts.lead_id, lead_id), eq(lead_alerts.reason, "escalated")));
    expect(new Set(told.map((a) => a.staff_id))).toEqual(new Set([staff.mia]));
    expect(await ownerOf(lead_id)).toBe(first);

    expect(await escalateDue(t.handle.db, t.scopes, new Date(start.getTime() + 15 * 60_000))).toBe(1);
    const next = await ownerOf(lead_id);
    expect(next).not.toBe(first);
    expect([staff.ana, staff.ben, staff.cai]).toContain(next);
    const timeline = await t.handle.db.select().from(lead_notes).where(eq(lead_notes.lead_id, lead_id));
    expect(timeline.map((note) => note.kind)).toEqual(["assigned", "escalated", "escalated"]);
    // It has gone as far as it goes.
    expect(await escalateDue(t.handle.db, t.scopes, new Date(start.getTime() + 60 * 60_000))).toBe(0);
  });

  it("does not escalate a lead someone has answered", async () => {
    const scope = t.scope("alpha");
    const start = new Date();
    const { lead_id } = await storeLead(scope, lead({ postcode: "3220" }));
    await ensureOwner(scope, lead_id, start);
    await t.handle.db
      .update(leads)
      .set({ first_contacted_at: start, status: "contacted" })
      .where(eq(leads.id, lead_id));
    await escalateDue(t.handle.db, t.scopes, new Date(start.getTime() + 30 * 60_000));
    const told = await t.handle.db.select().from(lead_alerts).where(eq(lead_alerts.lead_id, lead_id));
    expect(told.every((a) => a.reason === "assigned")).toBe(true);
  });

  it("stops the clock while the yard is closed for a holiday", async () => {
    const scope = t.scope("alpha");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Melbourne" }).format(new Date());
    const tomorrow = new Date(new Date(`${today}T12:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
    const carId = await carIn("alpha", "G-3", yards["alpha/geelong"]!);
    await t.handle.db.insert(special_hours).values(
      [today, tomorrow].map((date) => ({
        site_id: scope.siteId,
        location_id: yards["alpha/geelong"]!,
        date,
        status: "closed",
      })),
    );
    try {
      const start = new Date();
      const { lead_id } = await storeLead(scope, lead({ car_id: carId }));
      await ensureOwner(scope, lead_id, start);
      expect(await escalateDue(t.handle.db, t.scopes, new Date(start.getTime() + 20 * 60_000))).toBe(0);
    } finally {
      await t.handle.db.delete(special_hours).where(eq(special_hours.site_id, scope.siteId));
    }
  });
});

describe("the shopper's confirmation (issue 54)", () => {
  it("names their reference, the car, the yard with its address and phone, the salesperson and the time", async () => {
    const scope = t.scope("alpha");
    const carId = await carIn("alpha", "G-4", yards["alpha/geelong"]!);
    const { lead_id } = await storeLead(
      scope,
      lead({ car_id: carId, category: "Test Drive", fields: { appointment_at: "2026-11-28T09:00" } }),
    );
    const owner = await ensureOwner(scope, lead_id);
    const brief = (await leadBrief(scope, lead_id))!;
    const mail = confirmationMail(brief);
    const ownerName = Object.keys(staff).find((k) => staff[k] === owner!.staffId)!;
    expect(mail.subject).toContain(leadReference(lead_id));
    expect(mail.text).toContain(`Your reference is ${leadReference(lead_id)}.`);
    expect(mail.text).toContain("Vehicle: 2021 Mazda CX-5");
    expect(mail.text).toContain("Your time: Sat 28 Nov, 9:00 am at Geelong");
    expect(mail.text).toContain("Where: Geelong, 1 Moorabool St, Geelong VIC 3220");
    expect(mail.text).toContain("Phone: (03) 5222 0000");
    expect(mail.text).toContain(`Your contact: ${ownerName}`);
    const ics = testDriveIcs(brief, "www.alpha.example", new Date("2026-11-27T00:00:00Z"))!;
    expect(ics).toContain("DTSTART:20261127T220000Z");
    expect(ics).toContain("DTEND:20261127T223000Z");
    expect(ics).toContain("LOCATION:Geelong\\, 1 Moorabool St\\, Geelong VIC 3220");
  });
});

describe("test-drive times follow the yard's hours (issue 54)", () => {
  it("offers no time when the yard is closed: Sundays, after Saturday's close, a holiday closure", async () => {
    const scope = t.scope("alpha");
    const hours: OpeningHours[] = [
      { weekday: 0, status: "closed", open: null, close: null, formated_hours: "Closed" },
      ...[1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        status: "open" as const,
        open: "08:30",
        close: "17:30",
        formated_hours: "08:30 - 17:30",
      })),
      { weekday: 6, status: "open", open: "09:00", close: "16:00", formated_hours: "09:00 - 16:00" },
    ];
    const torquay = await yard("alpha", "torquay", hours, [-38.33, 144.32]);
    await t.handle.db
      .insert(special_hours)
      .values({ site_id: scope.siteId, location_id: torquay, date: "2026-12-01", status: "closed", name: "Cup Day" });
    const carId = await carIn("alpha", "T-1", torquay);
    const [car] = await t.handle.db.select({ slug: cars.slug }).from(cars).where(eq(cars.id, carId));
    // Friday 27 November 2026, 10 am in Melbourne: the next 14 days are offered.
    const page = (await carLeadForm(scope, car!.slug, "test-drive", new Date("2026-11-26T23:00:00Z")))!;
    const slots = page.spec.appointmentSlots.map((s) => s.value);
    expect(slots).toContain("2026-11-28T09:00");
    expect(slots).toContain("2026-11-28T15:00");
    expect(slots).not.toContain("2026-11-28T16:00"); // Saturday: closes at 4 pm
    expect(slots.filter((s) => s.startsWith("2026-11-29"))).toEqual([]); // Sunday
    expect(slots.filter((s) => s.startsWith("2026-12-01"))).toEqual([]); // Cup Day
    expect(slots).toContain("2026-11-30T09:00");
    expect(page.spec.appointmentSlots.find((s) => s.value === "2026-11-28T09:00")?.label).toBe("Sat 28 Nov, 9:00 am");
  });
});

describe("alerts that reach a pocket (issue 54)", () => {
  it("texts and e-mails the owner who asked for it, each opening the lead, once however often the outbox runs", async () => {
    const scope = t.scope("alpha");
    await t.handle.db
      .update(staff_memberships)
      .set({ alert_channels: ["email", "sms"] })
      .where(eq(staff_memberships.staff_id, staff.mia!));
    await t.handle.db.update(staff_users).set({ mobile: "+61412000111" }).where(eq(staff_users.id, staff.mia!));
    const carId = await carIn("alpha", "B-2", yards["alpha/ballarat"]!);
    const { lead_id } = await storeLead(scope, lead({ car_id: carId, name: "Tess", last_name: "Alert" }));
    expect((await ensureOwner(scope, lead_id))?.staffId).toBe(staff.mia);

    const mailDir = mkdtempSync(path.join(tmpdir(), "alerts-"));
    const channels = {
      push: webPushSender(t.handle.db, { allowPrivate: false, subject: () => "mailto:test@alpha.example" }),
      mail: fileTransport(mailDir),
      sms: outboxSmsSender(t.handle.db),
      from: undefined,
    };
    const outbox = leadAlertOutbox(t.handle.db, t.scopes, channels, 60_000);
    await outbox.deliverDue();
    await outbox.deliverDue();
    const texts = await t.handle.db.select().from(sms_outbox).where(eq(sms_outbox.to, "+61412000111"));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain("New lead for you: Tess Alert about the 2021 Mazda CX-5");
    expect(texts[0]!.body).toContain(`https://www.alpha.example/console/leads/${lead_id}`);
    // The earlier tests' alerts go out in the same rounds; this lead's is one e-mail.
    const mails = readdirSync(mailDir)
      .filter((f) => f.startsWith(`alpha-lead-${lead_id}-alert-`))
      .map((f) => readFileSync(path.join(mailDir, f), "utf8"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("To: mia@alpha.example");
    expect(mails[0]).toContain(`/console/leads/${lead_id}`);
    const alerts = await t.handle.db.select().from(lead_alerts).where(eq(lead_alerts.lead_id, lead_id));
    expect(alerts.map((a) => [a.channel, a.status]).sort()).toEqual([
      ["email", "delivered"],
      ["sms", "delivered"],
    ]);
  });
});
