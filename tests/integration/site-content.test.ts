import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentRow, saveContent, unpublishContent } from "~/features/console-content/index.server";
import type { StaffMember } from "~/features/console-staff";
import { inviteStaff, readAudit, staffOnSite } from "~/features/console-staff/index.server";
import { publishedContent, seedSiteContent } from "~/platform/tenancy/site-content.server";
import { onSiteConfigPublished } from "~/platform/tenancy/site-versions.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 41: pages and news posts are rows seeded once from the files, drafted and published in the
// console, announced to every process, and never seen by another site.
let t: TestDatabase;
let owner: StaffMember;
const announced: number[] = [];

beforeAll(async () => {
  t = await openTestDatabase();
  const alpha = t.scope("alpha");
  await seedSiteContent(t.handle.db, alpha.siteId, "sites", "alpha");
  owner = (await staffOnSite(
    alpha,
    await inviteStaff(alpha, { email: "o@alpha.example", role: "owner", locationIds: [] }, null),
  ))!;
  onSiteConfigPublished(t.handle.db, (siteId) => void announced.push(siteId));
});
afterAll(() => t.close());

const form = (values: Record<string, string>) => (name: string) => values[name] ?? "";
const pagesOf = async (slug: string) => {
  const scope = t.scope(slug);
  return (await publishedContent(t.handle.db, scope.siteId, scope.config)).pages;
};

describe("a site's pages", () => {
  it("are seeded once from the shared files, in the site's own words", async () => {
    const pages = await pagesOf("alpha");
    expect(pages.get("careers")?.description).toContain("Alpha Motors");
    expect(await pagesOf("bravo")).toEqual(new Map());
  });

  it("keeps a new page as a draft until it is published, then tells every process", async () => {
    const alpha = t.scope("alpha");
    const drafted = await saveContent(
      alpha,
      owner,
      { kind: "page", name: "summer-sale" },
      form({ title: "Summer sale", body: "Ring {{phone}}. <script>x()</script>" }),
      false,
    );
    expect(drafted).toMatchObject({ ok: true });
    expect((await pagesOf("alpha")).has("summer-sale")).toBe(false);
    expect(announced).toEqual([]);

    const id = (drafted as { id: number }).id;
    const row = (await contentRow(alpha, id))!;
    const form2 = form({ title: "Summer sale", body: "Ring {{phone}}. <script>x()</script>" });
    expect(await saveContent(alpha, owner, { id, version: row.version }, form2, true)).toEqual({ ok: true, id });
    expect(announced).toEqual([alpha.siteId]);
    expect((await pagesOf("alpha")).get("summer-sale")?.html).toBe(
      "<h1>Summer sale</h1>\n<p>Ring 1300 000 000. &lt;script&gt;x()&lt;/script&gt;</p>\n",
    );
    expect((await readAudit(alpha)).map((a) => a.action).slice(0, 2)).toEqual(["content.publish", "content.draft"]);

    const stale = await saveContent(alpha, owner, { id, version: row.version }, form({ title: "Old tab" }), true);
    expect(stale).toMatchObject({ ok: false, reason: "conflict" });
    expect((await pagesOf("alpha")).get("summer-sale")?.title).toBe("Summer sale");
  });

  it("refuses an address the site has, or one its own routes answer", async () => {
    const alpha = t.scope("alpha");
    for (const name of ["careers", "finance"])
      expect(await saveContent(alpha, owner, { kind: "page", name }, form({ title: "Mine" }), true)).toMatchObject({
        ok: false,
        reason: "invalid",
        fields: { name: expect.stringMatching(/already has a page at this address/) },
      });
  });

  it("takes a page off the site, and the files do not bring it back", async () => {
    const alpha = t.scope("alpha");
    const careers = (await t.handle.db.query.site_content.findFirst({
      where: (c, { and, eq }) => and(eq(c.site_id, alpha.siteId), eq(c.name, "careers")),
    }))!;
    expect(await unpublishContent(alpha, owner, careers.id)).toEqual({ ok: true, id: careers.id });
    await seedSiteContent(t.handle.db, alpha.siteId, "sites", "alpha");
    expect((await pagesOf("alpha")).has("careers")).toBe(false);
  });

  it("is neither read nor written through another site", async () => {
    const alpha = t.scope("alpha");
    const bravo = t.scope("bravo");
    const [row] = await t.handle.db.query.site_content.findMany({ where: (c, { eq }) => eq(c.site_id, alpha.siteId) });
    expect(await contentRow(bravo, row!.id)).toBeNull();
    expect(
      await saveContent(bravo, owner, { id: row!.id, version: row!.version }, form({ title: "Hijack" }), true),
    ).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    expect(await unpublishContent(bravo, owner, row!.id)).toMatchObject({ ok: false, reason: "not-found" });
  });
});
