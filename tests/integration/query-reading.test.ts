import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { loadListing, listingSuggestions } from "~/features/listing/index.server";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

// Issue 38: the figures shoppers name (towing, fuel use, doors, berths) come from the import and
// are read from their words; the suggestions count the listing each one opens.
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha"), testSite("bravo")]);
  const ute = { make: "Toyota", model: "HiLux", simple_body: "ute", body: "Double Cab Pick-up", doors: 4 };
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([
      carRow("T-1", { ...ute, price: 52000, variant: { towingcapacitybraked: 3500, fuelconsumptioncombined: 8.4 } }),
      carRow("T-2", { ...ute, price: 38000, variant: { towingcapacitybraked: 2500, fuelconsumptioncombined: 7.9 } }),
      carRow("H-1", { simple_body: "hatch", doors: 5, variant: { fuelconsumptioncombined: 5.2 } }),
      carRow("E-1", { make: "Tesla", model: "Model 3", simple_body: "sedan", fuel: "Electric", doors: 4 }),
      carRow("C-1", { make: "Mazda", model: "MX-5", simple_body: "convertible", doors: 2, price: 41000 }),
      carRow("V-1", {
        make: "Avan",
        model: "Cruiseliner",
        item_type: "caravan",
        simple_body: "caravan",
        body: "Pop Top",
        specifications: { sleeps: 4 },
      }),
    ]),
    "json",
  );
  await importInventory(
    t.scope("bravo"),
    JSON.stringify([carRow("B-1", { simple_body: "ute", variant: { towingcapacitybraked: 3500 } })]),
    "json",
  );
});
afterAll(() => t.close());

const load = (site: string, address: string) => {
  const url = new URL(address, "http://x");
  const [, prefix, ...segments] = url.pathname.split("/");
  return loadListing(t.scope(site), url, prefix as "search", segments);
};

/** A card's stock number: its address ends with it (car-row.ts carSlug). */
const stockOf = (slug: string) => slug.split("-").slice(-2).join("-").toUpperCase();

/** The listing a shopper's words open: the address they redirect to, its chips and its cars' stock numbers. */
async function listing(site: string, query: string) {
  const first = await load(site, `/search/new-used-and-demo-cars?query=${encodeURIComponent(query)}`);
  if (first.kind !== "redirect") throw new Error(`expected the reading's address, got ${first.kind}`);
  const page = await load(site, first.location);
  if (page.kind !== "page") throw new Error(page.kind);
  const stock = page.page.items.flatMap((i) => (i.kind === "car" ? [stockOf(i.car.slug)] : []));
  return { location: first.location, stock: stock.sort(), chips: page.page.chips.map((c) => c.label) };
}

describe("figures a shopper names are read from the imported data (issue 38)", () => {
  it("reads a towing need into the address, and finds only the cars rated for it", async () => {
    const found = await listing("alpha", "ute tow 3.5 tonnes");
    expect(found.location).toContain("range[towing_capacity]=3500:");
    expect(found.chips).toEqual(["Ute", "Tows 3,500 kg or more"]);
    expect(found.stock).toEqual(["T-1"]);
    expect((await listing("alpha", "tows a caravan")).stock).toEqual(["T-1", "T-2"]);
  });

  it("counts an electric car as fuel efficient, and reads litres per 100 km", async () => {
    expect((await listing("alpha", "fuel efficient")).stock).toEqual(["E-1", "H-1"]);
    expect((await listing("alpha", "under 8l/100km")).stock).toEqual(["E-1", "H-1", "T-2"]);
  });

  it("reads doors, berths and a caravan's body in its own words", async () => {
    expect((await listing("alpha", "2 door sports car")).stock).toEqual(["C-1"]);
    expect((await listing("alpha", "caravan sleeps 4")).chips).toEqual(["Caravan", "Sleeps 4"]);
    const popTop = await load("alpha", "/search/new-used-and-demo-cars?query=pop+top");
    expect(popTop.kind === "page" && popTop.page.items.map((i) => i.kind === "car" && stockOf(i.car.slug))).toEqual([
      "V-1",
    ]);
  });
});

describe("suggestions count the listing they open (issue 38)", () => {
  it("offers the reading of the typed words first, with its count", async () => {
    const [first] = await listingSuggestions(t.scope("alpha"), "ute tow 2500");
    expect(first).toEqual({ query: "ute tow 2500", label: "Ute · Tows 2,500 kg or more", count: 2 });
  });

  it("counts a completion with the words before it, and drops one that finds nothing", async () => {
    const shown = await listingSuggestions(t.scope("alpha"), "hatch toy");
    expect(shown.map((s) => s.query)).not.toContain("hatch Toyota HiLux");
    expect(shown.map((s) => [s.query, s.count])).toEqual([
      ["hatch Toyota", 1],
      ["hatch Toyota Corolla", 1],
    ]);
  });

  it("counts each site's own stock", async () => {
    const [bravo] = await listingSuggestions(t.scope("bravo"), "ute tow 2500");
    expect(bravo).toMatchObject({ label: "Ute · Tows 2,500 kg or more", count: 1 });
  });
});
