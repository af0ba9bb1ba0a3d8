import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceInventoryChange } from "~/platform/db/change-feed.server";
import { cars } from "~/platform/db/schema";
import { importInventory } from "~/features/inventory/import.server";
import { handleSearchPost } from "~/routes/api.search.server";
import { loadListing } from "~/features/listing/listing.server";
import { searchCars } from "~/features/search/search.server";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
const NOW = new Date();
beforeAll(async () => {
  t = await openTestDatabase();
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([
      carRow("A-1", {
        make: "Toyota",
        model: "HiLux",
        price: 45000,
        simple_body: "ute",
        images: [1, 2].map((i) => ({ image: { url: `/i/${i}.jpg` }, thumb: { url: `/t/${i}.jpg` } })),
      }),
      carRow("A-2", { make: "Toyota", model: "Corolla", price: 28000, simple_body: "hatch" }),
      carRow("A-3", { make: "Mazda", model: "CX-5", price: 36000, simple_body: "suv", car_type: "new" }),
      carRow("A-4", { make: "Mazda", model: "CX-5", price: 39000, simple_body: "suv", show_on_dealer_website: false }),
    ]),
    "json",
  );
  await importInventory(
    t.scope("bravo"),
    JSON.stringify([carRow("B-1", { make: "Kia", model: "Sportage", price: 30000 })]),
    "json",
  );
});
afterAll(() => t.close());

const post = (site: string, body: unknown) =>
  handleSearchPost(
    t.scope(site),
    new Request("http://x/api/search", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    }),
  );

describe("the search index follows every inventory write without a restart", () => {
  it("finds an imported car, then its new price, then loses it when it sells", async () => {
    const alpha = t.scope("alpha");
    expect((await searchCars(alpha, { query: "hilux" })).hits.map((c) => c.price)).toEqual([45000]);
    await importInventory(
      alpha,
      JSON.stringify([carRow("A-1", { make: "Toyota", model: "HiLux", price: 43990 })]),
      "json",
    );
    expect((await searchCars(alpha, { query: "hilux" })).hits.map((c) => c.price)).toEqual([43990]);
    await importInventory(
      alpha,
      JSON.stringify([
        carRow("A-1", {
          make: "Toyota",
          model: "HiLux",
          price: 43990,
          status: "sold",
          sold_date_timestamp: Math.floor(Date.now() / 1000) - 30 * 86400,
        }),
      ]),
      "json",
    );
    expect((await searchCars(alpha, { query: "hilux" })).count).toBe(0);
  });

  it("writes a named change into the index and rereads the site when a named car is gone", async () => {
    const alpha = t.scope("alpha");
    await importInventory(
      alpha,
      JSON.stringify([carRow("A-9", { make: "Subaru", model: "Forester", price: 41000 })]),
      "json",
    );
    const [forester] = (await searchCars(alpha, { query: "forester" })).hits;
    expect(forester?.price).toBe(41000);
    await alpha.db.update(cars).set({ price: 39500 }).where(eq(cars.id, forester!.id));
    await announceInventoryChange(alpha.db, alpha.siteId, [forester!.id]);
    expect((await searchCars(alpha, { query: "forester" })).hits.map((c) => c.price)).toEqual([39500]);
    await alpha.db.delete(cars).where(eq(cars.id, forester!.id));
    await announceInventoryChange(alpha.db, alpha.siteId, [forester!.id]);
    expect((await searchCars(alpha, { query: "forester" })).count).toBe(0);
    expect((await searchCars(alpha, { query: "hilux" })).count).toBe(0);
    expect((await searchCars(alpha, { query: "corolla" })).count).toBe(1);
  });

  it("never lists a car hidden from the dealer website", async () => {
    const result = await searchCars(t.scope("alpha"), { refinements: { model: ["CX-5"] } });
    expect(result.hits.map((c) => c.stocknum)).toEqual(["A-3"]);
  });
});

describe("search is scoped to its site", () => {
  it("answers each site from its own cars only", async () => {
    const alpha = await searchCars(t.scope("alpha"), { facets: ["make"] });
    const bravo = await searchCars(t.scope("bravo"), { facets: ["make"] });
    expect(Object.keys(alpha.facets.make ?? {}).sort()).toEqual(["Mazda", "Toyota"]);
    expect(bravo.facets.make).toEqual({ Kia: 1 });
    const api = await (await post("bravo", { queries: [{ query: "toyota" }] })).json();
    expect(api.results[0].count).toBe(0);
  });
});

describe("POST /api/search", () => {
  it("answers the featured cars filter and a limited list", async () => {
    await importInventory(
      t.scope("alpha"),
      JSON.stringify([
        carRow("A-5", {
          make: "Ford",
          model: "Ranger",
          price: 52000,
          images: [1, 2, 3].map((i) => ({ image: { url: `/i/${i}.jpg` }, thumb: { url: `/t/${i}.jpg` } })),
        }),
      ]),
      "json",
    );
    const response = await post("alpha", {
      queries: [
        { filters: "status:in_stock AND photos_count > 1 AND car_type:used", limit: 6 },
        { filters: "make:Toyota OR make:Mazda", limit: 1 },
      ],
    });
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results[0].hits.map((h: { stocknum: string }) => h.stocknum)).toEqual(["A-5"]);
    expect(results[1].hits).toHaveLength(1);
    expect(results[1].count).toBe(2);
    expect(typeof results[0].ms).toBe("number");
  });

  it("refuses a filter it cannot read with the reason", async () => {
    const response = await post("alpha", { queries: [{ filters: "price > cheap" }] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "cheap is not a number" });
  });

  it("finds similar cars in the price window, never the car itself", async () => {
    await importInventory(
      t.scope("alpha"),
      JSON.stringify([
        carRow("A-6", { make: "Toyota", model: "Corolla", price: 37000, simple_body: "hatch" }),
        carRow("A-7", { make: "Toyota", model: "Corolla", price: 39000 }),
      ]),
      "json",
    );
    const [a2] = (await searchCars(t.scope("alpha"), { query: "A-2" })).hits;
    const { results } = await (await post("alpha", { queries: [{ similarTo: a2!.slug }] })).json();
    const found = results[0].hits.map((h: { stocknum: string }) => h.stocknum);
    // The spec's window finds A-6 first; the relaxed steps may add more of the site's stock, never the car itself.
    expect(found[0]).toBe("A-6");
    expect(found).not.toContain("A-2");
  });
});

describe("listing addresses", () => {
  const url = (path: string) => new URL(path, "http://alpha.example");
  const load = (path: string) => {
    const u = url(path);
    const [, prefix, ...segments] = u.pathname.split("/");
    return loadListing(t.scope("alpha"), u, prefix as "search", segments, NOW);
  };

  it("serves a make and model path with its counts", async () => {
    const page = await load("/search/mazda/cx-5");
    if (page.kind !== "page") throw new Error(page.kind);
    expect(page.page.count).toBe(1);
    expect(page.page.heading).toBe("Mazda CX-5 for sale");
    expect(page.page.groups.find((g) => g.facet === "make")?.options.map((o) => [o.value, o.checked])).toContainEqual([
      "Mazda",
      true,
    ]);
  });

  it("redirects a form's fields to the canonical address and 404s an unknown make", async () => {
    expect(await load("/search?make=Toyota&price_max=30000")).toEqual({
      kind: "redirect",
      location: "/search/toyota?range[price]=:30000",
    });
    expect(await load("/search/holden")).toEqual({ kind: "not-found" });
  });
});

describe("the listing's headline count", () => {
  it("counts in-stock cars only where the site says so", async () => {
    const t2 = await openTestDatabase([
      testSite("gamma", { search: { stock_filter: true, totals_from_in_stock_count: true } }),
      testSite("delta", { search: { stock_filter: true } }),
    ]);
    try {
      const rows = JSON.stringify([carRow("G-1"), carRow("G-2", { status: "coming_soon" })]);
      for (const slug of ["gamma", "delta"]) await importInventory(t2.scope(slug), rows, "json");
      const headline = async (slug: string) => {
        const page = await loadListing(t2.scope(slug), new URL("http://x/search/new-used-and-demo-cars"), "search", [
          "new-used-and-demo-cars",
        ]);
        return page.kind === "page" ? page.page.count : null;
      };
      expect(await headline("gamma")).toBe(1);
      expect(await headline("delta")).toBe(2);
    } finally {
      await t2.close();
    }
  });
});
