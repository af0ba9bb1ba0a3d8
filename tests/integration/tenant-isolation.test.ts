import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHomePage } from "~/routes/home.server";
import { importInventory } from "~/features/inventory/import.server";
import { handleInventoryPost } from "~/routes/api.inventory.cars.server";
import { leadReport, storeLead } from "~/features/leads/lead-store.server";
import { cars, locations, reviews } from "~/platform/db/schema";
import { resolveSiteSlug } from "~/platform/tenancy/host";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([carRow("SAME-1", { price: 10000 }), carRow("A-ONLY")]),
    "json",
  );
  await importInventory(t.scope("bravo"), JSON.stringify([carRow("SAME-1", { price: 20000 })]), "json");
  for (const [slug, name] of [
    ["alpha", "Alice A."],
    ["bravo", "Bob B."],
  ] as const) {
    const scope = t.scope(slug);
    await scope.db
      .insert(reviews)
      .values({ site_id: scope.siteId, customer_name: name, text: "Great", rating: 5, review_date: new Date() });
  }
});
afterAll(() => t.close());

async function carBy(site: string, stocknum: string) {
  const s = t.scope(site);
  const [car] = await s.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, s.siteId), eq(cars.stocknum, stocknum)));
  return car;
}

describe("one site can never read or write another site's data", () => {
  it("keeps the same stock number apart per site, and an import to one leaves the other alone", async () => {
    await importInventory(t.scope("alpha"), JSON.stringify([carRow("SAME-1", { price: 11111 })]), "json");
    expect((await carBy("alpha", "SAME-1"))?.price).toBe(11111);
    expect((await carBy("bravo", "SAME-1"))?.price).toBe(20000);
    expect(await carBy("bravo", "A-ONLY")).toBeUndefined();
  });

  it("refuses a car placed at another site's location", async () => {
    const bravo = t.scope("bravo");
    const [location] = await bravo.db
      .insert(locations)
      .values({
        site_id: bravo.siteId,
        name: "Bravo Yard",
        slug: "bravo-yard",
        address: { street: "1 Main St", city: "Dubbo", state: "NSW", postcode: "2830", lat: -32.2, long: 148.6 },
        contact_detail: { phone: null, landline_phone: null, opening_hours: {} },
      })
      .returning();
    const report = await importInventory(
      t.scope("alpha"),
      JSON.stringify([carRow("A-2", { location_id: location?.id })]),
      "json",
    );
    expect(report.bad).toEqual([
      { row: 1, stocknum: "A-2", reason: `location_id ${location?.id} is not a location of this site` },
    ]);
    expect(await carBy("alpha", "A-2")).toBeUndefined();
  });

  it("stores a lead only against the site's own cars, and lists only the site's leads", async () => {
    const bravoCar = await carBy("bravo", "SAME-1");
    await expect(storeLead(t.scope("alpha"), { category: "General Enquiry", car_id: bravoCar?.id })).rejects.toThrow(
      "is not a car of this site",
    );
    const alphaCar = await carBy("alpha", "SAME-1");
    const { lead_id } = await storeLead(t.scope("alpha"), {
      category: "General Enquiry",
      car_id: alphaCar?.id,
      name: "Ann",
      idempotency_key: "k1",
    });
    const again = await storeLead(t.scope("alpha"), {
      category: "General Enquiry",
      car_id: alphaCar?.id,
      name: "Ann",
      idempotency_key: "k1",
    });
    expect(again.lead_id).toBe(lead_id);
    expect((await leadReport(t.scope("alpha"))).map((l) => l.lead_id)).toEqual([lead_id]);
    expect(await leadReport(t.scope("bravo"))).toEqual([]);
  });

  it("counts only the site's own stock on its home page", async () => {
    expect((await loadHomePage(t.scope("alpha"))).stock).toEqual({ used: 2 });
    expect((await loadHomePage(t.scope("bravo"))).stock).toEqual({ used: 1 });
  });

  it("prices the budget finder from the site's own stock and shows only its own reviews", async () => {
    const alpha = await loadHomePage(t.scope("alpha"));
    const bravo = await loadHomePage(t.scope("bravo"));
    // Alpha's cheaper car is repriced by an earlier test; its dearest is 28,990 and bravo's one car 20,000.
    expect(alpha.budgetFinder?.bounds.all?.max).toBe(28_990);
    expect(alpha.budgetFinder?.bounds.all?.min).toBeLessThan(20_000);
    expect(bravo.budgetFinder?.bounds.all).toEqual({ min: 20_000, max: 20_000 });
    expect(alpha.reviewCards.map((r) => r.customerName)).toEqual(["Alice A."]);
    expect(bravo.reviewCards.map((r) => r.customerName)).toEqual(["Bob B."]);
  });

  it("resolves each site's own domains to its own config, and nothing else", () => {
    const index = {
      domains: new Map([
        ["alpha.example", "alpha"],
        ["bravo.example", "bravo"],
      ]),
      slugs: new Set(["alpha", "bravo"]),
      defaultSite: undefined,
    };
    expect(resolveSiteSlug("alpha.example", index)).toBe("alpha");
    expect(resolveSiteSlug("bravo.localhost:3000", index)).toBe("bravo");
    expect(resolveSiteSlug("charlie.localhost:3000", index)).toBeNull();
    expect(t.scope("alpha").config.name).toBe("Alpha Motors");
    expect(t.scope("bravo").config.name).toBe("Bravo Motors");
  });

  it("refuses one site's inventory token on another site", async () => {
    const request = () =>
      new Request("http://bravo.example/api/inventory/cars", {
        method: "POST",
        headers: { authorization: "Bearer alpha-secret", "content-type": "application/json" },
        body: JSON.stringify([carRow("SNEAK")]),
      });
    const refused = await handleInventoryPost(t.scope("bravo"), "bravo-secret", request());
    expect(refused.status).toBe(401);
    expect(await carBy("bravo", "SNEAK")).toBeUndefined();
    const accepted = await handleInventoryPost(t.scope("alpha"), "alpha-secret", request());
    expect(accepted.status).toBe(200);
    expect(await carBy("alpha", "SNEAK")).toBeDefined();
    expect(await carBy("bravo", "SNEAK")).toBeUndefined();
  });
});
