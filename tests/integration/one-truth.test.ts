import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSite } from "~/features/demo/seed.server";
import { loadVehicleView } from "~/features/vehicle/vehicle.server";
import { cars } from "~/platform/db/schema";
import { loadSiteRegistry } from "~/platform/tenancy/site-registry.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 36: every fact a vehicle page shows comes from one source, checked for every car of every
// demo site: the views are what the pages render.
const registry = loadSiteRegistry("sites");
const now = new Date("2026-11-21T00:00:00Z");
const closed = { features: false, specifications: false, comments: false };
let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase([...registry.sites.values()]);
  for (const scope of t.scopes.values()) await seedSite(scope, now);
});
afterAll(() => t.close());

async function everyView(site: string) {
  const scope = t.scope(site);
  const slugs = await scope.db.select({ slug: cars.slug }).from(cars).where(eq(cars.site_id, scope.siteId));
  const views = [];
  // A car without a page (hidden, or sold long ago) shows nothing to disagree with.
  for (const { slug } of slugs) {
    const loaded = await loadVehicleView(scope, slug, closed, now);
    if (loaded) views.push(loaded.view);
  }
  expect(views.length).toBeGreaterThan(100);
  return views;
}

const YARD_IN_COMMENTS = /Inspect it at our (.+?) yard|book a test drive at (.+?)\./;

describe.each([...registry.sites.keys()])("every car on %s", (site) => {
  it("names one yard in its bar, its card, its comments and its revealed phone", async () => {
    const problems: string[] = [];
    for (const view of await everyView(site)) {
      const own = view.location.own;
      if (!own) {
        problems.push(`${view.car.slug}: no yard`);
        continue;
      }
      const city = own.address
        .split(", ")
        .at(-1)!
        .replace(/ [A-Z]{2,3} \d{4}$/, "");
      if (view.announcement && view.announcement.text !== `Located at ${city}`)
        problems.push(`${view.car.slug}: bar "${view.announcement.text}", card ${own.name}`);
      const named = YARD_IN_COMMENTS.exec(view.comments.text);
      if (named && (named[1] ?? named[2]) !== city)
        problems.push(`${view.car.slug}: comments name ${named[1] ?? named[2]}, card ${own.name}`);
      if (view.phone && own.phone && view.phone.phone !== own.phone)
        problems.push(`${view.car.slug}: phone ${view.phone.phone}, card ${own.name} ${own.phone}`);
    }
    expect(problems).toEqual([]);
  });
});
