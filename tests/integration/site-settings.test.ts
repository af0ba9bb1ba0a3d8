import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  areaFields,
  discardSettings,
  previewConfig,
  publishSettings,
  saveMenus,
  saveSettings,
} from "~/features/console-settings/index.server";
import type { StaffMember } from "~/features/console-staff";
import { inviteStaff, readAudit, staffOnSite } from "~/features/console-staff/index.server";
import { importSite } from "~/platform/tenancy/site-transfer.server";
import { publishedSiteConfig, servePublishedConfigs } from "~/platform/tenancy/site-versions.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 41: settings are saved into a draft (locked by its revision), previewed from it, and
// published only over the version the draft began from; every step is audited.
let t: TestDatabase;
let owner: StaffMember;

beforeAll(async () => {
  t = await openTestDatabase();
  await servePublishedConfigs(t.handle.db, t.scopes.values());
  const alpha = t.scope("alpha");
  owner = (await staffOnSite(
    alpha,
    await inviteStaff(alpha, { email: "o@alpha.example", role: "owner", locationIds: [] }, null),
  ))!;
});
afterAll(() => t.close());

/** What the editor's form sends for an area: every field as shown, with these changes. */
async function sent(area: string, changes: Record<string, string>) {
  const { fields, draft } = await areaFields(t.scope("alpha"), area);
  const values = new Map(fields.map((f) => [f.path, f.value]));
  for (const [path, value] of Object.entries(changes)) values.set(path, value);
  return { revision: draft.revision, get: (path: string) => values.get(path) ?? "" };
}

describe("the settings draft", () => {
  it("keeps a saved change in the draft, for the preview only, until it is published", async () => {
    const alpha = t.scope("alpha");
    const form = await sent("search", { "search.stock_filter": "on", "cards.sold_tag_label": "SOLD TODAY" });
    expect(await saveSettings(alpha, owner, "search", form.revision, form.get)).toEqual({ ok: true });
    expect((await previewConfig(alpha))?.cards.sold_tag_label).toBe("SOLD TODAY");
    expect((await publishedSiteConfig(t.handle.db, alpha.siteId))?.cards.sold_tag_label).toBe("JUST SOLD");

    const stale = await saveSettings(alpha, owner, "search", form.revision, form.get);
    expect(stale).toMatchObject({
      ok: false,
      reason: "conflict",
      error: expect.stringMatching(/^Someone else saved these settings/),
    });

    const { draft } = await areaFields(alpha, "search");
    expect(await publishSettings(alpha, owner, draft.revision)).toEqual({ ok: true, number: 2 });
    expect((await publishedSiteConfig(t.handle.db, alpha.siteId))?.cards.sold_tag_label).toBe("SOLD TODAY");
    expect(await previewConfig(alpha)).toBeNull();
    expect((await readAudit(alpha)).map((a) => a.action).slice(0, 2)).toEqual(["settings.publish", "settings.draft"]);
  });

  it("names a bad value's field and saves nothing", async () => {
    const alpha = t.scope("alpha");
    const form = await sent("search", { "search.hits_per_page": "0", "search.layout": "cards" });
    const refused = await saveSettings(alpha, owner, "search", form.revision, form.get);
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid",
      fields: { "search.hits_per_page": expect.any(String), "search.layout": expect.any(String) },
    });
    expect(await previewConfig(alpha)).toBeNull();
  });

  // Issue 53, findings 3 and 4: a manager could publish a 1 MB name and take over plain localhost.
  it.each([
    [{ name: "A".repeat(1_000_000) }, "name", "Keep it to 300 characters or fewer"],
    [
      { domains: JSON.stringify(["alpha.example", "localhost"]) },
      "domains",
      "Entry 2: Use a domain such as www.dubbomotors.com.au",
    ],
    [{ domains: JSON.stringify(["127.0.0.1"]) }, "domains", "Entry 1: Use a domain such as www.dubbomotors.com.au"],
    [{ domains: JSON.stringify(["bravo.example"]) }, "domains", "bravo.example is already bravo's"],
  ])("refuses the business details %#, naming the field, and saves nothing", async (changes, field, words) => {
    const alpha = t.scope("alpha");
    const form = await sent("business", changes);
    const refused = await saveSettings(alpha, owner, "business", form.revision, form.get);
    expect(refused).toMatchObject({ ok: false, reason: "invalid", fields: { [field]: words } });
    expect(await previewConfig(alpha)).toBeNull();
  });

  it("will not publish a draft over a version published since it began", async () => {
    const alpha = t.scope("alpha");
    const form = await sent("business", { name: "Alpha Motor Group" });
    await saveSettings(alpha, owner, "business", form.revision, form.get);
    const published = (await publishedSiteConfig(t.handle.db, alpha.siteId))!;
    expect(await importSite(alpha, { ...published, name: "Alpha Cars" })).toMatchObject({ ok: true });
    const { draft } = await areaFields(alpha, "business");
    expect(await publishSettings(alpha, owner, draft.revision)).toMatchObject({
      ok: false,
      reason: "conflict",
      error: expect.stringMatching(/^Version 3 was published after this draft began from version 2/),
    });
    expect((await publishedSiteConfig(t.handle.db, alpha.siteId))?.name).toBe("Alpha Cars");
    await discardSettings(alpha, owner);
    expect(await previewConfig(alpha)).toBeNull();
  });
});

describe("a publish that would break the site", () => {
  it("is refused when a key page cannot be drawn with the draft, and nothing is published", async () => {
    const alpha = t.scope("alpha");
    const form = await sent("search", { "cards.sold_tag_label": "GONE" });
    expect(await saveSettings(alpha, owner, "search", form.revision, form.get)).toEqual({ ok: true });
    const { draft } = await areaFields(alpha, "search");
    const drawn: string[] = [];
    const refused = await publishSettings(alpha, owner, draft.revision, async (path) => {
      drawn.push(path);
      return path === "/" ? 500 : 200;
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid",
      error: expect.stringContaining("could not draw the home page (/)"),
    });
    expect(drawn).toEqual(expect.arrayContaining(["/", "/search/new-used-and-demo-cars", "/dealer-locator"]));
    expect((await publishedSiteConfig(t.handle.db, alpha.siteId))?.cards.sold_tag_label).not.toBe("GONE");
    expect((await previewConfig(alpha))?.cards.sold_tag_label).toBe("GONE");
    await discardSettings(alpha, owner);
  });
});

describe("the menus in the settings", () => {
  it("saves the header menu's rows into the draft, and names a bad row without saving", async () => {
    const alpha = t.scope("alpha");
    const { draft } = await areaFields(alpha, "navigation");
    const header = (draft.config as { navigation: { header: { label: string; href: string }[] } }).navigation.header;
    const values = new Map<string, string>([
      ["header_count", String(header.length + 1)],
      ["footer_groups", "0"],
    ]);
    header.forEach((item, i) => {
      values.set(`header.${i}.label`, item.label === "Finance" ? "Car Loans" : item.label);
      values.set(`header.${i}.href`, item.href);
    });
    values.set(`header.${header.length}.label`, "Deals");
    values.set(`header.${header.length}.href`, "deals");
    const refused = await saveMenus(alpha, owner, draft.revision, (n) => values.get(n) ?? "");
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid",
      fields: { [`header.${header.length}.href`]: "A link is a path such as /finance, or a full https:// address" },
    });
    expect(await previewConfig(alpha)).toBeNull();

    values.set(`header.${header.length}.href`, "/special-offers");
    expect(await saveMenus(alpha, owner, draft.revision, (n) => values.get(n) ?? "")).toEqual({ ok: true });
    const labels = (await previewConfig(alpha))!.navigation.header.map((item) => item.label);
    expect(labels).toContain("Car Loans");
    expect(labels.at(-1)).toBe("Deals");
    expect((await previewConfig(alpha))!.navigation.footer).toEqual([]);
    await discardSettings(alpha, owner);
  });
});
