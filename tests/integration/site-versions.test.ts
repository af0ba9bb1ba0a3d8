import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteGeneration } from "~/platform/db/change-feed.server";
import { site_config_versions } from "~/platform/db/schema";
import { exportSite, importSite } from "~/platform/tenancy/site-transfer.server";
import {
  onSiteConfigPublished,
  publishedSiteConfig,
  restoreSiteVersion,
  servePublishedConfigs,
  siteVersions,
} from "~/platform/tenancy/site-versions.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 41: a site's configuration lives in the database as versions; one is published. A bad
// configuration is refused with a clear reason and changes nothing.
let t: TestDatabase;
const told: number[] = [];

beforeAll(async () => {
  t = await openTestDatabase();
  await servePublishedConfigs(t.handle.db, t.scopes.values());
  onSiteConfigPublished(t.handle.db, (siteId) => void told.push(siteId));
});
afterAll(() => t.close());

const versionsOf = async (slug: string) =>
  (await siteVersions(t.handle.db, t.scope(slug).siteId)).map((v) => [v.number, v.source, v.published]);

describe("site configuration versions", () => {
  it("seeds version 1 from the file of a site the database does not have", async () => {
    expect(await versionsOf("alpha")).toEqual([[1, "seed", true]]);
    expect(await exportSite(t.scope("alpha"))).toMatchObject({ slug: "alpha", name: "Alpha Motors" });
  });

  it("publishes an imported change as the next version, tells the process and moves the site's generation", async () => {
    const alpha = t.scope("alpha");
    const generation = siteGeneration(alpha.db, alpha.siteId);
    const file = { ...(await exportSite(alpha)), name: "Alpha Motor Group" };
    expect(await importSite(alpha, file)).toEqual({ ok: true, number: 2 });
    expect((await publishedSiteConfig(t.handle.db, alpha.siteId))?.name).toBe("Alpha Motor Group");
    expect(told).toContain(alpha.siteId);
    expect(siteGeneration(alpha.db, alpha.siteId)).toBeGreaterThan(generation);
    expect(await versionsOf("alpha")).toEqual([
      [2, "import", true],
      [1, "seed", false],
    ]);
  });

  it.each([
    { change: { url: "not an address" }, error: /^url: / },
    { change: { time_zone: "Mars/Olympus" }, error: /time_zone must be an IANA time zone/ },
    { change: { domains: ["bravo.example"] }, error: "domains: bravo.example is already bravo's" },
    // Issue 53: an address of this machine is no site's domain, so no manager can take over plain localhost.
    {
      change: { domains: ["Bravo.localhost"] },
      error: "domains.0: A .localhost name belongs to this machine, not to a site",
    },
    {
      change: { domains: ["alpha.example", "localhost"] },
      error: "domains.1: Use a domain such as www.dubbomotors.com.au",
    },
    { change: { domains: ["127.0.0.1"] }, error: "domains.0: Use a domain such as www.dubbomotors.com.au" },
    { change: { domains: ["[::1]"] }, error: "domains.0: Use a domain such as www.dubbomotors.com.au" },
    { change: { name: "A".repeat(1_000_000) }, error: "name: Keep it to 300 characters or fewer" },
    {
      change: { finance: { disclaimer: "x".repeat(5_001) } },
      error: "finance.disclaimer: Keep it to 5,000 characters or fewer",
    },
    {
      change: { contact: { social: { facebook: "data:text/html,<script>alert(1)</script>" } } },
      error: "contact.social.facebook: A web address starts with https:// or http://",
    },
    {
      change: { navigation: { header: [{ label: "Deals", href: "//evil.example/deals" }] } },
      error: "navigation.header.0.href: A link starts with /, https://, http://, mailto: or tel:",
    },
    { change: { slug: "bravo" }, error: "slug: this is site alpha's configuration, not bravo's" },
    {
      change: {
        theme: {
          colors: { primary: "#123456", accent: "#654321", foreground: "#999999" },
          logo: { src: "/l.svg", alt: "A" },
        },
      },
      error: "theme.colors: foreground on background is 2.8:1; text needs at least 4.5:1",
    },
  ])("refuses $change and changes nothing", async ({ change, error }) => {
    const alpha = t.scope("alpha");
    const before = await versionsOf("alpha");
    const written = await importSite(alpha, { ...(await exportSite(alpha)), ...change });
    expect(written.ok).toBe(false);
    if (!written.ok) expect(written.error).toMatch(error);
    expect(await versionsOf("alpha")).toEqual(before);
  });

  it("restores an earlier version as a new one, and keeps each site's versions its own", async () => {
    const alpha = t.scope("alpha");
    expect(await restoreSiteVersion(t.handle.db, alpha.siteId, "alpha", 1, null)).toEqual({ ok: true, number: 3 });
    expect((await publishedSiteConfig(t.handle.db, alpha.siteId))?.name).toBe("Alpha Motors");
    expect(await restoreSiteVersion(t.handle.db, alpha.siteId, "alpha", 9, null)).toEqual({
      ok: false,
      error: "Site alpha has no version 9.",
    });
    expect(await versionsOf("bravo")).toEqual([[1, "seed", true]]);
    const rows = await t.handle.db
      .select()
      .from(site_config_versions)
      .where(eq(site_config_versions.site_id, t.scope("bravo").siteId));
    expect(rows.map((r) => r.config.slug)).toEqual(["bravo"]);
  });
});
