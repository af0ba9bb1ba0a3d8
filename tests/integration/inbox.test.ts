import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { parseInboxFilters } from "~/features/console-inbox";
import {
  addLeadNote,
  assignLead,
  inboxExport,
  inboxLead,
  inboxPage,
  newLeadCount,
  setLeadStatus,
  visibleLeadsSince,
} from "~/features/console-inbox/index.server";
import { importInventory } from "~/features/inventory/import.server";
import { leadReference } from "~/features/leads";
import { inviteStaff, readAudit, staffOnSite } from "~/features/console-staff/index.server";
import type { StaffMember } from "~/features/console-staff";
import { cars, leads, locations } from "~/platform/db/schema";
import { action as leadAction } from "~/routes/console/lead";
import { staffContext } from "~/routes/_shared/staff.server";
import { routeContext } from "../support/route-context";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 39: the leads inbox shows each staff member the leads their role and yards allow, on their
// own site only; every change of the follow-up is audited.
let t: TestDatabase;
let owner: StaffMember;
let sales: StaffMember;
let bravoOwner: StaffMember;
const ids: Record<string, number> = {};

async function member(slug: string, email: string, role: "owner" | "sales", locationIds: number[] = []) {
  const scope = t.scope(slug);
  return (await staffOnSite(scope, await inviteStaff(scope, { email, role, locationIds }, null)))!;
}

beforeAll(async () => {
  t = await openTestDatabase();
  const alpha = t.scope("alpha");
  const yards = await t.handle.db
    .insert(locations)
    .values(
      ["North yard", "South yard"].map((name, i) => ({
        site_id: alpha.siteId,
        name,
        slug: `yard-${i}`,
        location_type: "dealership",
        address: { street: "1 Main St", city: "Town", state: "NSW", postcode: "2000", lat: -33.8, long: 151.2 },
        contact_detail: { phone: null, landline_phone: null, opening_hours: {} },
      })),
    )
    .returning({ id: locations.id });
  await importInventory(alpha, JSON.stringify([carRow("N-1"), carRow("S-1")]), "json");
  for (const [stock, yard] of [
    ["N-1", yards[0]!.id],
    ["S-1", yards[1]!.id],
  ] as const)
    await t.handle.db
      .update(cars)
      .set({ location_id: yard })
      .where(and(eq(cars.site_id, alpha.siteId), eq(cars.stocknum, stock)));
  const carId = async (stock: string) =>
    (
      await t.handle.db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.site_id, alpha.siteId), eq(cars.stocknum, stock)))
    )[0]!.id;
  const rows = [
    {
      key: "north",
      name: "Nora",
      last_name: "North",
      phone: "+61412345678",
      car_id: await carId("N-1"),
      category: "Test Drive",
    },
    {
      key: "south",
      name: "Sam",
      last_name: "South",
      phone: "+61498765432",
      car_id: await carId("S-1"),
      category: "Used Car Enquiry",
    },
    {
      key: "general",
      name: "Gina",
      last_name: "General",
      email: "gina@example.com",
      car_id: null,
      category: "General Enquiry",
    },
  ];
  for (const row of rows) {
    const { key, ...lead } = row;
    const [inserted] = await t.handle.db
      .insert(leads)
      .values({ site_id: alpha.siteId, ...lead })
      .returning({ id: leads.id });
    ids[key] = inserted!.id;
  }
  const [other] = await t.handle.db
    .insert(leads)
    .values({ site_id: t.scope("bravo").siteId, name: "Bravo", category: "General Enquiry" })
    .returning({ id: leads.id });
  ids.bravo = other!.id;
  owner = await member("alpha", "owner@alpha.example", "owner");
  sales = await member("alpha", "north@alpha.example", "sales", [yards[0]!.id]);
  bravoOwner = await member("bravo", "owner@bravo.example", "owner");
});
afterAll(() => t.close());

const list = async (staff: StaffMember, query = "", slug = "alpha") =>
  (await inboxPage(t.scope(slug), staff, parseInboxFilters(new URLSearchParams(query)))).rows.map((r) => r.name);

describe("who sees which leads", () => {
  it("shows an owner every lead of the site, newest first, and none of another site", async () => {
    expect(await list(owner)).toEqual(["Gina", "Sam", "Nora"]);
    expect(await list(bravoOwner, "", "bravo")).toEqual(["Bravo"]);
    expect(await inboxLead(t.scope("alpha"), owner, ids.bravo!)).toBeNull();
  });

  it("shows a salesperson their yards' leads and those assigned to them", async () => {
    expect(await list(sales)).toEqual(["Nora"]);
    expect(await inboxLead(t.scope("alpha"), sales, ids.south!)).toBeNull();
    expect(await assignLead(t.scope("alpha"), owner, ids.general!, sales.staffId)).toEqual({ ok: true });
    expect(await list(sales)).toEqual(["Gina", "Nora"]);
  });
});

describe("'new since you opened this page' (issue 54)", () => {
  it("counts only the leads this staff member may see, by the lead's own yard", async () => {
    const alpha = t.scope("alpha");
    const opened = new Date();
    const [north, south] = await t.handle.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.site_id, alpha.siteId))
      .orderBy(locations.id);
    await t.handle.db.insert(leads).values([
      { site_id: alpha.siteId, name: "Newly North", category: "General Enquiry", location_id: north!.id },
      { site_id: alpha.siteId, name: "Newly South", category: "General Enquiry", location_id: south!.id },
    ]);
    try {
      expect(await visibleLeadsSince(alpha, sales, opened)).toBe(1);
      expect(await visibleLeadsSince(alpha, owner, opened)).toBe(2);
      expect(await visibleLeadsSince(t.scope("bravo"), bravoOwner, opened)).toBe(0);
    } finally {
      await t.handle.db.delete(leads).where(like(leads.name, "Newly %"));
    }
  });
});

describe("the unread count", () => {
  it("counts the new leads this staff member may see", async () => {
    const alpha = t.scope("alpha");
    const owners = await newLeadCount(alpha, owner);
    expect(owners).toBeGreaterThanOrEqual(2);
    expect(await newLeadCount(alpha, sales)).toBeLessThan(owners);
    expect(await newLeadCount(t.scope("bravo"), bravoOwner)).toBe(1);
  });
});

describe("the filters", () => {
  it.each([
    ["q=nora", ["Nora"]],
    ["q=0412 345", ["Nora"]],
    ["q=gina@", ["Gina"]],
    ["kind=Used Car Enquiry", ["Sam"]],
    ["car=S-", ["Sam"]],
    ["assignee=none", ["Sam", "Nora"]],
  ])("%s", async (query, names) => {
    expect(await list(owner, query)).toEqual(names);
  });

  it("finds a lead by the reference the shopper quotes", async () => {
    expect(await list(owner, `q=${leadReference(ids.south!)}`)).toEqual(["Sam"]);
    expect(await list(bravoOwner, `q=${leadReference(ids.south!)}`, "bravo")).toEqual([]);
  });

  it("exports what it lists", async () => {
    const rows = await inboxExport(t.scope("alpha"), owner, parseInboxFilters(new URLSearchParams("kind=Test Drive")));
    expect(rows.map((r) => r.name)).toEqual(["Nora"]);
  });
});

describe("the follow-up", () => {
  it("moves a lead on, notes it and audits each change; a lead of another site is not found", async () => {
    const alpha = t.scope("alpha");
    expect(await setLeadStatus(alpha, owner, ids.north!, "lost", "")).toEqual({
      ok: false,
      reason: "invalid",
      error: "Say why the lead was lost.",
    });
    expect(await setLeadStatus(alpha, owner, ids.north!, "appointment", "")).toEqual({ ok: true });
    expect(await addLeadNote(alpha, sales, ids.north!, "Booked Saturday 10am")).toEqual({ ok: true });
    expect(await addLeadNote(alpha, sales, ids.south!, "Not mine")).toMatchObject({ ok: false, reason: "not-found" });
    expect(await setLeadStatus(alpha, owner, ids.bravo!, "won", "")).toMatchObject({ ok: false, reason: "not-found" });
    const page = (await inboxLead(alpha, owner, ids.north!))!;
    expect(page.lead).toMatchObject({ status: "appointment" });
    expect(page.lead.first_contacted_at).not.toBeNull();
    expect(page.notes.map((n) => [n.body, n.by])).toEqual([["Booked Saturday 10am", "north"]]);
    const audit = await readAudit(alpha);
    expect(
      audit.filter((a) => a.action.startsWith("lead.") && a.action !== "lead.export").map((a) => [a.action, a.by]),
    ).toEqual([
      ["lead.note", "north@alpha.example"],
      ["lead.status", "owner@alpha.example"],
      ["lead.assign", "owner@alpha.example"],
    ]);
  });
});

describe("a console send repeated under its key (issue 52)", () => {
  const send = (slug: string, staff: StaffMember, id: number, key: string, note: string) => {
    const context = routeContext(t.scope(slug));
    context.set(staffContext, { staff, sessionHash: "test" });
    const request = new Request(`http://${slug}.localhost/console/leads/${id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "note", note, send_key: key }),
    });
    return leadAction({ request, context, params: { id: String(id) } } as unknown as Parameters<typeof leadAction>[0]);
  };
  const notesOn = async (slug: string, id: number, body: string) =>
    (await inboxLead(t.scope(slug), owner, id))!.notes.filter((n) => n.body === body).length;

  it("writes a note once when the same send arrives again, one after the other or both at once", async () => {
    expect(await send("alpha", owner, ids.north!, "page-1:note", "Rang back")).toEqual({ done: "note" });
    expect(await send("alpha", owner, ids.north!, "page-1:note", "Rang back")).toEqual({ done: "note" });
    expect(await notesOn("alpha", ids.north!, "Rang back")).toBe(1);
    await Promise.all([0, 1, 2].map(() => send("alpha", owner, ids.north!, "page-2:note", "Left a message")));
    expect(await notesOn("alpha", ids.north!, "Left a message")).toBe(1);
    expect(await send("alpha", owner, ids.north!, "page-3:note", "Rang back")).toEqual({ done: "note" });
    expect(await notesOn("alpha", ids.north!, "Rang back")).toBe(2);
  });

  it("keeps each site's keys apart: another site's send with the same key is written", async () => {
    await send("alpha", owner, ids.north!, "shared-key:note", "Alpha's note");
    await send("bravo", bravoOwner, ids.bravo!, "shared-key:note", "Bravo's note");
    expect((await inboxLead(t.scope("bravo"), bravoOwner, ids.bravo!))!.notes.map((n) => n.body)).toContain(
      "Bravo's note",
    );
  });
});
