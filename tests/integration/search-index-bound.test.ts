import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import {
  boundSearchIndexes,
  heldSearchIndexes,
  siteSearchIndex,
  warmSearchIndexes,
} from "~/features/search/index.server";
import { buildSearchIndex } from "~/features/search/search-index";
import { loadSearchCars } from "~/features/search/search-index.server";
import { searchCars } from "~/features/search/search.server";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 42: the search indexes of all sites stay under a memory bound: the least recently searched
// site's index is let go, and its next search builds it again, exactly as a fresh build would.
let t: TestDatabase;
const cars = (prefix: string, n: number) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => carRow(`${prefix}-${i}`, { price: 20000 + i * 500 })));

beforeAll(async () => {
  t = await openTestDatabase();
  await importInventory(t.scope("alpha"), cars("A", 400), "json");
  await importInventory(t.scope("bravo"), cars("B", 300), "json");
  // 0.8 MB holds either site (about 1.4 KB a car: 560 KB and 420 KB) but not both.
  boundSearchIndexes(0.8);
});
afterAll(async () => {
  boundSearchIndexes(0);
  await t.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const request = { page: 0, hitsPerPage: 50, facets: ["make" as const] };

describe("the search indexes under a memory bound", () => {
  it("lets the least recently searched site's index go, and rebuilds it the same on its next search", async () => {
    const alpha = t.scope("alpha");
    const bravo = t.scope("bravo");
    const before = await searchCars(alpha, request);
    await settle();
    expect(heldSearchIndexes(t.handle.db)).toEqual([alpha.siteId]);

    await searchCars(bravo, request);
    await settle();
    expect(heldSearchIndexes(t.handle.db)).toEqual([bravo.siteId]);

    await importInventory(alpha, JSON.stringify([carRow("A-new", { price: 99000 })]), "json");
    const rebuilt = await siteSearchIndex(alpha);
    await settle();
    expect(heldSearchIndexes(t.handle.db)).toEqual([alpha.siteId]);
    const fresh = buildSearchIndex(await loadSearchCars(alpha));
    expect(rebuilt.size).toBe(401);
    expect(rebuilt).toEqual(fresh);

    const after = await searchCars(alpha, request);
    expect(after.count).toBe(before.count + 1);
  });

  it("keeps the index in use even when it alone is past the bound", async () => {
    boundSearchIndexes(0.1);
    const alpha = t.scope("alpha");
    expect((await searchCars(alpha, request)).count).toBe(401);
    await settle();
    expect(heldSearchIndexes(t.handle.db)).toEqual([alpha.siteId]);
    boundSearchIndexes(0.8);
  });

  it("builds indexes ahead within four fifths of the bound, and lets none go to do it", async () => {
    const alpha = t.scope("alpha");
    const bravo = t.scope("bravo");
    await searchCars(alpha, request);
    await settle();
    expect(heldSearchIndexes(t.handle.db)).toEqual([alpha.siteId]);

    // 0.9 MB: four fifths (737 KB) holds alpha's 401 cars (561 KB) but not bravo's 300 as well (420 KB).
    boundSearchIndexes(0.9);
    await warmSearchIndexes([...t.scopes.values()]);
    expect(heldSearchIndexes(t.handle.db)).not.toContain(bravo.siteId);
    expect(heldSearchIndexes(t.handle.db)).toContain(alpha.siteId);

    // 1.3 MB: four fifths (1,065 KB) holds both; bravo's is built ahead, equal to a fresh build.
    boundSearchIndexes(1.3);
    await warmSearchIndexes([...t.scopes.values()]);
    expect(heldSearchIndexes(t.handle.db)).toEqual(expect.arrayContaining([alpha.siteId, bravo.siteId]));
    expect(await siteSearchIndex(bravo)).toEqual(buildSearchIndex(await loadSearchCars(bravo)));
    boundSearchIndexes(0.8);
  });
});
