import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { modelDirectory, modelPage } from "~/features/models/models.server";
import { manufacturers, models } from "~/platform/db/schema";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  const alpha = t.scope("alpha");
  const [kia] = await alpha.db
    .insert(manufacturers)
    .values({ site_id: alpha.siteId, name: "Kia", slug: "kia" })
    .returning();
  const [mazda] = await alpha.db
    .insert(manufacturers)
    .values({ site_id: alpha.siteId, name: "Mazda", slug: "mazda" })
    .returning();
  await alpha.db.insert(models).values([
    {
      site_id: alpha.siteId,
      manufacturer_id: kia!.id,
      name: "Sportage",
      slug: "kia-sportage",
      manufacturer_body: "SUV",
    },
    {
      site_id: alpha.siteId,
      manufacturer_id: kia!.id,
      name: "Cerato",
      slug: "kia-cerato",
      manufacturer_body: "Hatch",
    },
    {
      site_id: alpha.siteId,
      manufacturer_id: mazda!.id,
      name: "BT-50",
      slug: "mazda-bt-50",
      manufacturer_body: "Ute",
    },
    {
      site_id: alpha.siteId,
      manufacturer_id: mazda!.id,
      name: "Retired",
      slug: "mazda-retired",
      manufacturer_body: "Ute",
      status: "inactive",
    },
    ...Array.from({ length: 21 }, (_, i) => ({
      site_id: alpha.siteId,
      manufacturer_id: mazda!.id,
      name: `CX-${i}`,
      slug: `mazda-cx-${i}`,
      manufacturer_body: "SUV",
    })),
  ]);
  await importInventory(
    alpha,
    JSON.stringify([
      carRow("S-1", { make: "Kia", model: "Sportage" }),
      carRow("S-2", { make: "Kia", model: "Sportage" }),
    ]),
    "json",
  );
});
afterAll(() => t.close());

const all = { body: "", make: "", words: "", page: 1 };

describe("the model directory (/models)", () => {
  it("lists the active models 21 a page, with the body tabs and Our Stock while in stock", async () => {
    const page = await modelDirectory(t.scope("alpha"), all);
    expect(page.total).toBe(24);
    expect(page.cards).toHaveLength(21);
    expect(page.bodies.map((b) => b.label)).toEqual(["Hatch", "SUV", "Ute"]);
    const sportage = (await modelDirectory(t.scope("alpha"), { ...all, words: "sportage" })).cards;
    expect(sportage).toEqual([
      expect.objectContaining({
        name: "Sportage",
        href: "/models/kia-sportage",
        stock: { count: 2, href: "/search/kia/sportage" },
      }),
    ]);
  });
  it("filters by body and manufacturer", async () => {
    expect((await modelDirectory(t.scope("alpha"), { ...all, body: "ute" })).cards.map((c) => c.name)).toEqual([
      "BT-50",
    ]);
    expect((await modelDirectory(t.scope("alpha"), { ...all, make: "kia" })).cards.map((c) => c.name)).toEqual([
      "Cerato",
      "Sportage",
    ]);
  });
  it("shows a model on its own site only", async () => {
    expect((await modelPage(t.scope("alpha"), "kia-cerato"))?.stock).toBeNull();
    expect(await modelPage(t.scope("bravo"), "kia-cerato")).toBeNull();
    expect(await modelPage(t.scope("alpha"), "mazda-retired")).toBeNull();
  });
});
