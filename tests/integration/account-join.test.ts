import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinFavourites } from "~/features/accounts/index.server";
import { accountSavedSearches, joinSavedSearches } from "~/features/alerts/index.server";
import { saveSearch } from "~/features/alerts/subscriptions.server";
import { importInventory } from "~/features/inventory/import.server";
import { users } from "~/platform/db/schema";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 56: favourites and saved searches stay on one device until sign-in joins them to the account.
let t: TestDatabase;
const ids: Record<string, number> = {};
let jo = 0;
let kim = 0;

async function userOn(site: string, phone: string) {
  const [user] = await t.handle.db
    .insert(users)
    .values({ site_id: t.scope(site).siteId, phone })
    .returning();
  return user!.id;
}

beforeAll(async () => {
  t = await openTestDatabase();
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([
      carRow("A-1", { make: "Toyota", model: "HiLux", price: 40_000 }),
      carRow("A-2", { make: "Mazda", model: "CX-5", price: 35_000 }),
      carRow("A-3", { make: "Kia", model: "Sportage", price: 33_000 }),
    ]),
    "json",
  );
  await importInventory(t.scope("bravo"), JSON.stringify([carRow("B-1", { make: "Ford", model: "Ranger" })]), "json");
  for (const site of ["alpha", "bravo"])
    for (const car of await t.scope(site).db.query.cars.findMany()) ids[car.stocknum!] = car.id;
  jo = await userOn("alpha", "0412345678");
  kim = await userOn("alpha", "0498765432");
});
afterAll(() => t.close());

describe("favourites joined to an account", () => {
  it("keep the phone's cars, and the laptop, joining nothing of its own, gets them all back in the order saved", async () => {
    const fromPhone = await joinFavourites(t.scope("alpha"), jo, { add: [ids["A-2"]!, ids["A-1"]!], remove: [] });
    expect(fromPhone.map((f) => f.id)).toEqual([ids["A-2"], ids["A-1"]]);
    expect(fromPhone[0]).toMatchObject({ make: "Mazda", model: "CX-5", slug: expect.any(String) });
    const onLaptop = await joinFavourites(t.scope("alpha"), jo, { add: [], remove: [] });
    expect(onLaptop).toEqual(fromPhone);
  });

  it("take off a car removed on one device, and never take another site's car or touch another shopper's list", async () => {
    const after = await joinFavourites(t.scope("alpha"), jo, {
      add: [ids["A-3"]!, ids["B-1"]!],
      remove: [ids["A-2"]!],
    });
    expect(after.map((f) => f.id)).toEqual([ids["A-1"], ids["A-3"]]);
    expect(await joinFavourites(t.scope("alpha"), kim, { add: [], remove: [] })).toEqual([]);
    expect(await joinFavourites(t.scope("bravo"), jo, { add: [], remove: [] })).toEqual([]);
  });
});

describe("saved searches joined to an account", () => {
  it("link the searches this browser saved before signing in, and leave an address another account holds", async () => {
    const mine = await saveSearch(t.scope("alpha"), {
      email: "jo@example.com",
      search: "/search/toyota",
      userId: null,
    });
    const held = await saveSearch(t.scope("alpha"), { email: "kim@example.com", search: "/search/kia", userId: kim });
    const elsewhere = await saveSearch(t.scope("bravo"), {
      email: "jo@example.com",
      search: "/search/ford",
      userId: null,
    });
    const recipient = (o: typeof mine) => (o.kind === "refused" ? 0 : o.recipient_id!);
    expect(await accountSavedSearches(t.scope("alpha"), jo)).toEqual([]);

    await joinSavedSearches(t.scope("alpha"), jo, [recipient(mine), recipient(held), recipient(elsewhere)]);
    expect((await accountSavedSearches(t.scope("alpha"), jo)).map((s) => s.href)).toEqual(["/search/toyota"]);
    expect((await accountSavedSearches(t.scope("alpha"), kim)).map((s) => s.href)).toEqual(["/search/kia"]);
    expect(await accountSavedSearches(t.scope("bravo"), jo)).toEqual([]);
  });
});
