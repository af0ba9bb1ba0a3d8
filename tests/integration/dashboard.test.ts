import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { dashboardPeriod } from "~/features/console-inbox";
import { dashboard } from "~/features/console-inbox/index.server";
import { importInventory } from "~/features/inventory/import.server";
import { loadListing } from "~/features/listing/index.server";
import { recordView } from "~/features/vehicle/vehicle.server";
import { cars, lead_deliveries, leads } from "~/platform/db/schema";
import type { StaffMember } from "~/features/console-staff";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 39's dashboard: leads by kind and source, views, the cars most seen and asked about,
// searches that found nothing and deliveries failing now, for its own site and period only.
let t: TestDatabase;
const now = new Date();
const DAY = 86_400_000;
const owner: StaffMember = {
  staffId: 0,
  email: "owner@alpha.example",
  name: "Owner",
  role: "owner",
  operator: false,
  locationIds: [],
};

beforeAll(async () => {
  t = await openTestDatabase();
  const alpha = t.scope("alpha");
  await importInventory(
    alpha,
    JSON.stringify([carRow("D-1", { make: "Mazda", model: "CX-5" }), carRow("D-2")]),
    "json",
  );
  const [car] = await t.handle.db
    .select({ id: cars.id, slug: cars.slug })
    .from(cars)
    .where(and(eq(cars.site_id, alpha.siteId), eq(cars.stocknum, "D-1")));
  const lead = (category: string, utm: string | null, ageDays: number) => ({
    site_id: alpha.siteId,
    category,
    car_id: car!.id,
    lead_attributes: {
      visited_pages: ["/search/mazda", `/cars/${car!.slug}`],
      linked_query_params: (utm ? { utm_source: utm } : {}) as Record<string, string>,
    },
    created_at: new Date(now.getTime() - ageDays * DAY),
    // Answered in 3 minutes, 20 minutes, and not yet; the first became a sale.
    first_contacted_at: ageDays === 20 ? null : new Date(now.getTime() - ageDays * DAY + (ageDays ? 20 : 3) * 60_000),
    status: ageDays === 0 ? ("won" as const) : ageDays === 3 ? ("appointment" as const) : ("new" as const),
  });
  const [failing] = await t.handle.db
    .insert(leads)
    .values([lead("Test Drive", "google", 0), lead("Test Drive", null, 3), lead("Finance Enquiry", "facebook", 20)])
    .returning({ id: leads.id });
  await t.handle.db.insert(lead_deliveries).values({
    site_id: alpha.siteId,
    lead_id: failing!.id,
    sink: "webhook",
    attempts: 3,
    last_error: "CRM answered 500",
  });
  await t.handle.db.insert(leads).values({ site_id: t.scope("bravo").siteId, category: "Test Drive" });
  for (let i = 0; i < 3; i++) await recordView(alpha, car!.slug);
  const search = (query: string) =>
    loadListing(alpha, new URL(`http://x/search/new-used-and-demo-cars?query=${query}`), "search", [
      "new-used-and-demo-cars",
    ]);
  await search("xyzzy");
  await search("xyzzy");
  await new Promise((resolve) => setTimeout(resolve, 200));
});
afterAll(() => t.close());

describe("the console's dashboard", () => {
  it("counts the period's leads by kind, source and first page, and only this site's", async () => {
    const week = await dashboard(t.scope("alpha"), owner, dashboardPeriod("7d"), now);
    expect(week.leads).toBe(2);
    expect(week.byKind).toEqual([{ label: "Test Drive", n: 2 }]);
    expect(week.leadSources).toEqual(
      expect.arrayContaining([
        { label: "google", n: 1 },
        { label: "Website", n: 1 },
      ]),
    );
    expect(week.byFirstPage).toEqual([{ label: "/search/mazda", n: 2 }]);
    const month = await dashboard(t.scope("alpha"), owner, dashboardPeriod("30d"), now);
    expect(month.leads).toBe(3);
    expect((await dashboard(t.scope("bravo"), owner, dashboardPeriod("30d"), now)).leads).toBe(1);
  });

  it("counts vehicle page views, the cars most seen and asked about, and searches that found nothing", async () => {
    const today = await dashboard(t.scope("alpha"), owner, dashboardPeriod("today"), now);
    expect(today.views).toBe(3);
    expect(today.mostViewed).toMatchObject([{ label: "2022 Mazda CX-5 Ascent Sport", n: 3 }]);
    expect(today.mostLeads).toMatchObject([{ n: 1 }]);
    expect(today.misses).toEqual([{ label: "xyzzy", n: 2 }]);
    expect((await dashboard(t.scope("bravo"), owner, dashboardPeriod("today"), now)).misses).toEqual([]);
  });

  it("times the first contact, follows leads to appointments and sales, and ages the stock (issue 54)", async () => {
    const month = await dashboard(t.scope("alpha"), owner, dashboardPeriod("30d"), now);
    expect(month.response).toMatchObject({ leads: 3, answered: 2, median: 20, within5: 1 / 3, within15: 1 / 3 });
    expect(month.response.p90).toBeGreaterThan(20 * 24 * 60 - 1);
    expect(month.conversion).toEqual({ leads: 3, appointments: 2, won: 1 });
    expect(month.bySource.map((s) => s.label).sort()).toEqual(["Website", "facebook", "google"]);
    expect(month.stockAge.map((b) => b.n)).toEqual([2, 0, 0, 0]);
  });

  it("shows a salesperson the figures of the leads they may see, not the site's", async () => {
    const sales: StaffMember = { ...owner, staffId: 999, role: "sales", locationIds: [999_999] };
    const month = await dashboard(t.scope("alpha"), sales, dashboardPeriod("30d"), now);
    expect(month.leads).toBe(0);
    expect(month.response.leads).toBe(0);
    expect(month.stockAge.map((b) => b.n)).toEqual([0, 0, 0, 0]);
  });

  it("lists deliveries failing now", async () => {
    const today = await dashboard(t.scope("alpha"), owner, dashboardPeriod("today"), now);
    expect(today.failing).toMatchObject([{ sink: "webhook", attempts: 3, error: "CRM answered 500" }]);
  });
});
