import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { searchCars } from "~/features/search/search.server";
import { followInventoryChanges } from "~/platform/boot/boot.server";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { openSiteScopes } from "~/platform/tenancy/site-rows.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

// Two app instances on one PostgreSQL: an import through the first must reach the second's index.
let t: TestDatabase;
let second: DatabaseHandle;
let secondAlpha: SiteScope;
beforeAll(async () => {
  t = await openTestDatabase();
  const result = (await t.handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  second = openDatabase({ url: url.toString() });
  const secondScopes = await openSiteScopes(second.db, [testSite("alpha"), testSite("bravo")]);
  await followInventoryChanges(second, secondScopes);
  secondAlpha = secondScopes.get("alpha")!;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe("LISTEN/NOTIFY keeps every app instance's search index fresh", () => {
  it("shows a car imported through another instance without a restart", async () => {
    expect((await searchCars(secondAlpha, { query: "hilux" })).count).toBe(0);
    await importInventory(
      t.scope("alpha"),
      JSON.stringify([carRow("N-1", { make: "Toyota", model: "HiLux" })]),
      "json",
    );
    expect(await eventually(async () => (await searchCars(secondAlpha, { query: "hilux" })).count === 1)).toBe(true);
    const bravo = (await openSiteScopes(second.db, [testSite("bravo")])).get("bravo")!;
    expect((await searchCars(bravo, { query: "hilux" })).count).toBe(0);
  });
});
