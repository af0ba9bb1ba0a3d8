import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSite } from "~/features/demo/seed.server";
import { testMedia } from "../support/test-media";
import { demoStaffDomain } from "~/features/demo/demo-staff.server";
import {
  brand_tiles,
  cars,
  locations,
  manufacturers,
  offers,
  review_summaries,
  reviews,
  special_hours,
  staff_memberships,
  staff_users,
} from "~/platform/db/schema";
import { loadListing } from "~/features/listing/index.server";
import { loadSiteRegistry } from "~/platform/tenancy/site-registry.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

const registry = loadSiteRegistry("sites");
const now = new Date("2026-11-21T00:00:00Z");
let t: TestDatabase;
const bySite = (slug: string) => t.scope(slug).siteId;

beforeAll(async () => {
  t = await openTestDatabase([...registry.sites.values()]);
  for (const scope of t.scopes.values()) await seedSite(scope, now, testMedia);
});
afterAll(() => t.close());

async function countCars(where = sql`true`) {
  const [row] = await t.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cars)
    .where(where);
  return row?.n ?? 0;
}

describe("demo sites", () => {
  it("has the three templates: a group, a used-car dealer and a commercial dealer", () => {
    expect(new Set([...registry.sites.values()].map((s) => s.template))).toEqual(
      new Set(["group", "used", "commercial"]),
    );
  });

  it("holds at least 2,000 cars with every status, type and the spec's tags", async () => {
    expect(await countCars()).toBeGreaterThanOrEqual(2000);
    for (const status of ["in_stock", "coming_soon", "sold"])
      expect(await countCars(eq(cars.status, status))).toBeGreaterThan(0);
    for (const type of ["new", "used", "demo"]) expect(await countCars(eq(cars.car_type, type))).toBeGreaterThan(0);
    const nowSeconds = now.getTime() / 1000;
    expect(
      await countCars(sql`${cars.status} = 'sold' and ${cars.sold_date_timestamp} > ${nowSeconds - 3 * 86400}`),
    ).toBeGreaterThan(0);
    expect(
      await countCars(sql`${cars.status} = 'sold' and ${cars.sold_date_timestamp} < ${nowSeconds - 30 * 86400}`),
    ).toBeGreaterThan(0);
    for (const tag of ["Test Drive Only", "runout sale"]) expect(await countCars(eq(cars.tag, tag))).toBeGreaterThan(0);
    for (const fuel of ["Electric", "Hybrid"]) expect(await countCars(eq(cars.simple_fuel, fuel))).toBeGreaterThan(0);
    expect(await countCars(eq(cars.reserved, true))).toBeGreaterThan(0);
    expect(await countCars(eq(cars.certified, true))).toBeGreaterThan(0);
    expect(await countCars(sql`${cars.video_url} like '/media/video/%'`)).toBeGreaterThan(0);
    expect(await countCars(sql`${cars.video_url} like '%youtube%'`)).toBe(0);
    expect(await countCars(sql`jsonb_array_length(${cars.spin_images}) = 36`)).toBeGreaterThan(0);
    expect(await countCars(sql`${cars.dealercomments} is null`)).toBe(0);
    for (const item of ["truck", "motorcycle", "caravan"])
      expect(await countCars(eq(cars.item_type, item))).toBeGreaterThan(0);
    expect(await countCars(sql`${cars.specifications}->>'body_length' is not null`)).toBeGreaterThan(0);
  });

  it("gives the group site 50+ locations and 40+ brands, with opening and special hours", async () => {
    const group = bySite("southern-cross");
    const [locs] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(locations)
      .where(eq(locations.site_id, group));
    const [makes] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(manufacturers)
      .where(eq(manufacturers.site_id, group));
    const [tiles] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(brand_tiles)
      .where(eq(brand_tiles.site_id, group));
    expect(locs?.n).toBeGreaterThanOrEqual(50);
    expect(makes?.n).toBeGreaterThanOrEqual(40);
    expect(tiles?.n).toBeGreaterThanOrEqual(40);
    const [location] = await t.handle.db.select().from(locations).where(eq(locations.site_id, group)).limit(1);
    expect(location?.contact_detail.opening_hours.sales).toHaveLength(7);
    const [holiday] = await t.handle.db
      .select()
      .from(special_hours)
      .where(and(eq(special_hours.site_id, group), eq(special_hours.name, "Christmas Day")))
      .limit(1);
    expect(holiday).toMatchObject({ date: "2026-12-25", status: "closed" });
    const [offer] = await t.handle.db.select().from(offers).where(eq(offers.site_id, group)).limit(1);
    expect(offer?.name).toBeTruthy();
  });

  it("gives the used-car dealer 254 reviews averaging 4.6", async () => {
    const used = bySite("metro-used");
    const [summary] = await t.handle.db.select().from(review_summaries).where(eq(review_summaries.site_id, used));
    expect(summary).toMatchObject({ count: 254, average_rating: "4.6" });
    const [stored] = await t.handle.db
      .select({ n: sql<number>`count(*)::int`, avg: sql<number>`avg(${reviews.rating})::float` })
      .from(reviews)
      .where(eq(reviews.site_id, used));
    expect(stored?.n).toBe(254);
    expect(stored?.avg.toFixed(1)).toBe("4.6");
  });

  it("is deterministic: seeding again gives the same cars", async () => {
    const scope = t.scope("outback");
    const snapshot = () =>
      scope.db
        .select({ stocknum: cars.stocknum, slug: cars.slug, price: cars.price, km: cars.km, status: cars.status })
        .from(cars)
        .where(eq(cars.site_id, scope.siteId))
        .orderBy(cars.stocknum);
    const before = await snapshot();
    await seedSite(scope, now, testMedia);
    expect(await snapshot()).toEqual(before);
  });

  it("gives each site an owner and a salesperson of its first yard, once however often it is seeded (issue 39)", async () => {
    for (const scope of t.scopes.values()) {
      const domain = demoStaffDomain(scope);
      const staff = await t.handle.db
        .select({ email: staff_users.email, role: staff_memberships.role, yards: staff_memberships.location_ids })
        .from(staff_memberships)
        .innerJoin(staff_users, eq(staff_users.id, staff_memberships.staff_id))
        .where(eq(staff_memberships.site_id, scope.siteId))
        .orderBy(staff_memberships.role);
      expect(staff.map((s) => [s.email, s.role, s.yards.length])).toEqual([
        [`owner@${domain}`, "owner", 0],
        [`sales@${domain}`, "sales", 1],
      ]);
    }
  });
});

/** The listing a shopper's words open on a demo site, after the redirect to what was read from them. */
async function searched(site: string, query: string) {
  const load = (address: string) => {
    const url = new URL(address, "http://x");
    const [, prefix, ...segments] = url.pathname.split("/");
    return loadListing(t.scope(site), url, prefix as "search", segments);
  };
  const first = await load(`/search/new-used-and-demo-cars?query=${encodeURIComponent(query)}`);
  const page = first.kind === "redirect" ? await load(first.location) : first;
  if (page.kind !== "page") throw new Error(page.kind);
  return page.page;
}

// Issue 56: searches that ended on "No Results" on the site where they failed. A search that finds
// nothing shows the nearest stock and says what gave way; a vague word gives way before a specific one.
describe("shoppers' searches on the demo sites never end on an empty page", () => {
  it.each([
    ["outback", "dual cab ute with an ensuite", /^No vehicles match Ute · Ensuite\. Showing \d+ with any features\.$/],
    // The price "cheap" read gives way, not the electric the shopper named: the cheapest electric cars.
    [
      "southern-cross",
      "cheap electric car",
      /^No vehicles match Electric · Under \$[\d,]+\. Showing \d+ with a price up to \$[\d,]+\.$/,
    ],
  ])("%s: “%s” shows the nearest stock and says what gave way", async (site, query, notice) => {
    const page = await searched(site, query);
    expect(page.count).toBe(0);
    expect(page.nearest?.message).toMatch(notice);
    expect(page.items.filter((item) => item.kind === "car").length).toBeGreaterThan(0);
  });

  it("keeps what the shopper named when a vague word gives way: every car shown is electric", async () => {
    const page = await searched("southern-cross", "cheap electric car");
    expect(page.nearest?.href).toMatch(/fuel=Electric/);
    const cards = page.items.flatMap((item) => (item.kind === "car" ? [item.car] : []));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(JSON.stringify(card)).toMatch(/Electric/);
  });

  // Issue 57: outback stocks the utes, cab chassis, learner bikes and caravans its shoppers ask for.
  it.each([
    "ute",
    "dual cab ute",
    "dual cab",
    "4x4 for towing",
    "ute that can tow 3.5 tonnes",
    "something to tow a caravan",
    "cab chassis 4x4",
    "lams bike",
    "learner approved motorbike",
    "caravan sleeps 4",
    "caravan with 500kg payload",
    "off-road van",
  ])("outback: “%s” finds its own stock, nothing relaxed", async (query) => {
    const page = await searched("outback", query);
    expect(page.nearest).toBeNull();
    expect(page.count).toBeGreaterThan(0);
  });

  it("still finds exactly what it can: “first car under 15k” on southern-cross", async () => {
    const page = await searched("southern-cross", "first car under 15k");
    expect(page.nearest).toBeNull();
    expect(page.count).toBeGreaterThan(0);
  });
});
