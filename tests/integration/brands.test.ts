import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandBannerTiles, loadBrandIndex, loadBrandPage } from "~/features/brands/brand-page.server";
import { importInventory } from "~/features/inventory/import.server";
import { brand_tiles } from "~/platform/db/schema";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  const alpha = t.scope("alpha");
  await alpha.db.insert(brand_tiles).values([
    {
      site_id: alpha.siteId,
      title: "Kia",
      slug: "kia",
      make: "Kia",
      url: "https://kia.alpha.example",
      description: "Kia at Alpha.",
    },
    { site_id: alpha.siteId, title: "Volvo", slug: "volvo", make: "Volvo", url: null },
  ]);
  await importInventory(
    alpha,
    JSON.stringify([
      carRow("K-1", { make: "Kia", model: "Sportage" }),
      carRow("K-2", { make: "Kia", model: "Sportage" }),
      carRow("K-3", { make: "Kia", model: "EV6" }),
      carRow("K-4", { make: "Kia", model: "Rio", status: "sold" }),
    ]),
    "json",
  );
  await importInventory(t.scope("bravo"), JSON.stringify([carRow("B-1", { make: "Kia", model: "Cerato" })]), "json");
});
afterAll(() => t.close());

describe("a brand's page (/brands/{slug})", () => {
  it("shows the brand's stock on this site by model, most first, and its dealership website", async () => {
    const page = await loadBrandPage(t.scope("alpha"), "kia");
    expect(page).toMatchObject({ title: "Kia", website: "https://kia.alpha.example", description: "Kia at Alpha." });
    expect(page?.stock).toEqual({
      count: 3,
      href: "/search/kia",
      models: [
        { name: "Sportage", count: 2, href: "/search/kia/sportage" },
        { name: "EV6", count: 1, href: "/search/kia/ev6" },
      ],
    });
  });
  it("says so when nothing of the brand is in stock", async () => {
    expect((await loadBrandPage(t.scope("alpha"), "volvo"))?.stock).toBeNull();
  });
  it("is another site's brand nowhere else", async () => {
    expect(await loadBrandPage(t.scope("bravo"), "kia")).toBeNull();
  });
});

describe("the brands page (/brands)", () => {
  it("lists the group's brand tiles, each to its page", async () => {
    expect(await loadBrandIndex(t.scope("alpha"))).toEqual([
      { name: "Kia", logo: null, href: "/brands/kia" },
      { name: "Volvo", logo: null, href: "/brands/volvo" },
    ]);
  });
  it("gives the home page's banner only tiles with a make and a url, each with a logo", async () => {
    expect(await brandBannerTiles(t.scope("alpha"))).toEqual([
      { name: "Kia", logo: "/media/brand/kia.svg", href: "/brands/kia" },
    ]);
    expect(await brandBannerTiles(t.scope("bravo"))).toEqual([]);
  });
  it("lists a site's makes in stock, each to its listing, where it has no tiles", async () => {
    expect(await loadBrandIndex(t.scope("bravo"))).toEqual([{ name: "Kia", logo: null, href: "/search/kia" }]);
  });
});
