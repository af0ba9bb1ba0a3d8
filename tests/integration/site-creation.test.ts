import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { siteLocations } from "~/features/locations/locations.server";
import { createSite, siteHealth } from "~/features/console-sites/index.server";
import { inviteStaff } from "~/features/console-staff/index.server";
import { locations, sites, staff_audit, staff_users } from "~/platform/db/schema";
import { mediaKeyOfPath } from "~/platform/media/media-store";
import { resolveSiteSlug } from "~/platform/tenancy/host";
import { adoptSite, adoptStoredSites } from "~/platform/tenancy/site-adoption.server";
import { addSiteToRegistry, type SiteRegistry } from "~/platform/tenancy/site-registry.server";
import { onSiteConfigPublished, servePublishedConfigs } from "~/platform/tenancy/site-versions.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";
import { testMedia } from "../support/test-media";

// Issue 41: a platform operator's new site is checked whole, written with its first yard and
// logo, and served by the process from the moment its first version is announced.
let t: TestDatabase;
let operatorId: number;
const registry: SiteRegistry = {
  sites: new Map(),
  pages: new Map(),
  news: new Map(),
  domains: new Map(),
  slugs: new Set(),
  defaultSite: "alpha",
};

beforeAll(async () => {
  t = await openTestDatabase();
  await servePublishedConfigs(t.handle.db, t.scopes.values());
  for (const scope of t.scopes.values()) addSiteToRegistry(registry, scope.config);
  operatorId = await inviteStaff(
    t.scope("alpha"),
    { email: "pat@platform.example", role: "owner", operator: true, locationIds: [] },
    null,
  );
  onSiteConfigPublished(t.handle.db, async (siteId) => {
    if (![...t.scopes.values()].some((s) => s.siteId === siteId))
      await adoptSite(t.handle.db, registry, t.scopes, siteId);
  });
});
afterAll(() => t.close());

const form = (changes: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    name: "Dubbo Motors",
    slug: "dubbo-motors",
    domains: "www.dubbomotors.com.au dubbomotors.com.au",
    template: "franchise",
    primary: "#1d4ed8",
    accent: "#b45309",
    "location.name": "Dubbo Motors Cobra Street",
    "location.street": "120 Cobra Street",
    "location.city": "Dubbo",
    "location.state": "NSW",
    "location.postcode": "2830",
    "location.lat": "-32.2427",
    "location.long": "148.6016",
    "location.phone": "(02) 6882 1234",
    ...changes,
  };
  return (name: string) => values[name] ?? "";
};

const siteCount = async () => (await t.handle.db.select({ n: count() }).from(sites))[0]!.n;

describe("a new dealer site", () => {
  it.each([
    [{ slug: "alpha" }, "alpha is another site's slug."],
    [{ domains: "www.dubbomotors.com.au alpha.example" }, "domains: alpha.example is already alpha's"],
    [{ domains: "bravo.localhost" }, "domains.0: A .localhost name belongs to this machine, not to a site"],
    [{ primary: "#ffd700" }, "theme.colors: primary_foreground on primary is 1.4:1; text needs at least 4.5:1"],
    [{ "location.lat": "51.5" }, "The first yard needs a look: each field says what is wrong."],
  ])("refuses %j with a clear error, and nothing is written", async (changes, error) => {
    const before = await siteCount();
    const refused = await createSite(t.handle.db, testMedia, form(changes), operatorId);
    expect(refused).toMatchObject({ ok: false, reason: "invalid", error });
    expect(await siteCount()).toBe(before);
  });

  it("answers at its domains and slug at once, with its first yard, logo and health", async () => {
    const created = await createSite(t.handle.db, testMedia, form(), operatorId);
    expect(created).toMatchObject({ ok: true, slug: "dubbo-motors", domain: "www.dubbomotors.com.au" });
    expect(resolveSiteSlug("dubbomotors.com.au", registry)).toBe("dubbo-motors");
    expect(resolveSiteSlug("dubbo-motors.localhost:3000", registry)).toBe("dubbo-motors");

    const scope = t.scope("dubbo-motors");
    expect(scope.config.contact.phones).toEqual({ new: "(02) 6882 1234", used: "(02) 6882 1234" });
    const yards = await siteLocations(scope);
    expect(yards.map((y) => [y.name, y.primary, y.address.postcode])).toEqual([
      ["Dubbo Motors Cobra Street", true, "2830"],
    ]);
    const logo = await testMedia.get(mediaKeyOfPath(scope.config.theme.logo.src)!);
    expect(logo?.body.subarray(1, 4).toString()).toBe("PNG");

    const audit = await t.handle.db.select().from(staff_audit).where(eq(staff_audit.site_id, scope.siteId));
    expect(audit.map((a) => [a.action, a.staff_id])).toEqual([["site.create", operatorId]]);
    const health = await siteHealth(t.handle.db);
    expect(health.find((h) => h.slug === "dubbo-motors")).toMatchObject({
      carsInStock: 0,
      failingDeliveries: 0,
      lastFeedRun: null,
      lastStockChange: null,
    });
    const alphaYards = await t.handle.db
      .select()
      .from(locations)
      .where(eq(locations.site_id, t.scope("alpha").siteId));
    expect(alphaYards).toEqual([]);
  });

  it("was made by a platform operator, who is one by the command line's say alone", async () => {
    const [operator] = await t.handle.db.select().from(staff_users).where(eq(staff_users.id, operatorId));
    expect(operator?.operator).toBe(true);
  });

  it("is served by a process that starts later, from the database alone", async () => {
    const later: SiteRegistry = {
      ...registry,
      sites: new Map(),
      domains: new Map(),
      slugs: new Set(),
      pages: new Map(),
    };
    const scopes = new Map([...t.scopes].filter(([slug]) => slug !== "dubbo-motors"));
    await adoptStoredSites(t.handle.db, later, scopes);
    expect(scopes.get("dubbo-motors")?.config.name).toBe("Dubbo Motors");
    expect(resolveSiteSlug("www.dubbomotors.com.au", later)).toBe("dubbo-motors");
  });

  it("refuses a second site with the same slug", async () => {
    expect(await createSite(t.handle.db, testMedia, form({ domains: "dubbo2.com.au" }), operatorId)).toMatchObject({
      ok: false,
      error: "dubbo-motors is another site's slug.",
    });
  });
});
