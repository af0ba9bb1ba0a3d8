import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { offerQuery } from "~/features/offers/offer-text";
import { offerPage, searchOffers } from "~/features/offers/offers.server";
import { manufacturers, models, offer_categories, offers } from "~/platform/db/schema";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
const ids: Record<string, number> = {};
const query = (q: string) => offerQuery(new URLSearchParams(q));

beforeAll(async () => {
  t = await openTestDatabase([
    testSite("alpha"),
    testSite("bravo"),
    testSite("charlie", { offers: { excluded: true } }),
  ]);
  for (const site of ["alpha", "bravo", "charlie"]) {
    const scope = t.scope(site);
    const [kia] = await scope.db
      .insert(manufacturers)
      .values({ site_id: scope.siteId, name: "Kia", slug: "kia" })
      .returning();
    const [sportage] = await scope.db
      .insert(models)
      .values({ site_id: scope.siteId, manufacturer_id: kia!.id, slug: "kia-sportage", name: "Sportage" })
      .returning();
    await scope.db.insert(offer_categories).values([
      { site_id: scope.siteId, name: "Runout", slug: "runout" },
      { site_id: scope.siteId, name: "Finance offer", slug: "finance-offer" },
    ]);
    const rows = await scope.db
      .insert(offers)
      .values([
        {
          site_id: scope.siteId,
          name: `${site} Sportage runout`,
          description: "Runout pricing on the Sportage.",
          categories: ["runout"],
          category: "Runout",
          price: 38_000,
          manufacturer_id: kia!.id,
          model_id: sportage!.id,
        },
        {
          site_id: scope.siteId,
          name: `${site} finance deal`,
          description: "0.99% p.a. finance.",
          categories: ["finance-offer"],
          category: "Finance offer",
          price: 52_000,
        },
        {
          site_id: scope.siteId,
          name: `${site} hidden here`,
          description: "Not for this site.",
          excluded_website_ids: [scope.siteId],
        },
        ...Array.from({ length: 22 }, (_, i) => ({
          site_id: scope.siteId,
          name: `${site} service offer ${i}`,
          description: "Service.",
          categories: ["service"],
          price: 300 + i,
        })),
      ])
      .returning();
    ids[site] = rows[0]!.id;
  }
  await importInventory(t.scope("alpha"), JSON.stringify([carRow("S-1", { make: "Kia", model: "Sportage" })]), "json");
});
afterAll(() => t.close());

describe("offers (spec 000 section 7, spec 001 sections 2, 6 and 9)", () => {
  it("lists this site's offers 21 a page, without those excluded for it", async () => {
    const first = await searchOffers(t.scope("alpha"), query(""));
    expect(first.total).toBe(24);
    expect(first.cards).toHaveLength(21);
    expect(first.pages).toBe(2);
    expect((await searchOffers(t.scope("alpha"), query("page=2"))).cards).toHaveLength(3);
    expect(first.cards.every((c) => c.name.startsWith("alpha"))).toBe(true);
    expect(first.cards.some((c) => c.name.includes("hidden"))).toBe(false);
  });

  it("filters by category, price and words", async () => {
    expect((await searchOffers(t.scope("alpha"), query("category=runout"))).cards.map((c) => c.name)).toEqual([
      "alpha Sportage runout",
    ]);
    expect(
      (await searchOffers(t.scope("alpha"), query("price=40000&query=sportage"))).cards.map((c) => c.href),
    ).toEqual([`/offers/kia/${ids.alpha}`]);
    expect((await searchOffers(t.scope("alpha"), query("query=nothing-like-it"))).total).toBe(0);
  });

  it("gives a site in the excluded list no offers at all", async () => {
    expect((await searchOffers(t.scope("charlie"), query(""))).total).toBe(0);
    expect(await offerPage(t.scope("charlie"), ids.charlie!, "kia")).toBeNull();
  });

  it("shows one offer at its maker's address, with Explore linking /{model slug} stock or none (spec 001 section 2), on its own site only", async () => {
    const page = await offerPage(t.scope("alpha"), ids.alpha!, "kia");
    expect(page).toMatchObject({
      canonical: `/offers/kia/${ids.alpha}`,
      explore: { label: "Explore Sportage", href: "/kia-sportage" },
      testDriveHref: "/book-test-drive?model=Kia%20Sportage",
    });
    // Bravo has no Sportage in stock: the button stays.
    expect((await offerPage(t.scope("bravo"), ids.bravo!, "kia"))!.explore).toEqual({
      label: "Explore Sportage",
      href: "/kia-sportage",
    });
    expect(await offerPage(t.scope("bravo"), ids.alpha!, "kia")).toBeNull();
    expect(await offerPage(t.scope("alpha"), ids.alpha!, "toyota")).toBeNull();
  });
});
