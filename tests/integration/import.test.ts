import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { cars } from "~/platform/db/schema";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const threeGoodTwoBad = [
  carRow("IMP-1"),
  carRow("IMP-2", { make: "Mazda", model: "CX-5", price: 35990 }),
  carRow("IMP-3", { car_type: "new", km: 10 }),
  carRow("IMP-4", { car_type: "nearly-new" }),
  carRow("IMP-5", { price: -5 }),
];

async function storedCars(site: string) {
  const scope = t.scope(site);
  return scope.db.select().from(cars).where(eq(cars.site_id, scope.siteId));
}

describe("inventory import", () => {
  it("stores the 3 good rows, names rows 4 and 5 with reasons, and changes nothing the second time", async () => {
    const scope = t.scope("alpha");
    const first = await importInventory(scope, JSON.stringify(threeGoodTwoBad), "json");
    expect(first).toMatchObject({ rows: 5, inserted: 3, updated: 0, unchanged: 0 });
    expect(first.bad.map((b) => b.row)).toEqual([4, 5]);
    expect(first.bad[0]?.reason).toContain("car_type: must be new, used or demo");
    expect(first.bad[1]?.reason).toContain("price: cannot be negative");
    const before = await storedCars("alpha");
    expect(before.map((c) => c.stocknum).sort()).toEqual(["IMP-1", "IMP-2", "IMP-3"]);

    const second = await importInventory(scope, JSON.stringify(threeGoodTwoBad), "json");
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    expect(second.bad.map((b) => b.row)).toEqual([4, 5]);
    const after = await storedCars("alpha");
    expect(after.map((c) => [c.stocknum, c.updated_at.getTime()]).sort()).toEqual(
      before.map((c) => [c.stocknum, c.updated_at.getTime()]).sort(),
    );
  });

  it("updates a changed row in place, keeping its id", async () => {
    const scope = t.scope("alpha");
    const [before] = await scope.db
      .select()
      .from(cars)
      .where(and(eq(cars.site_id, scope.siteId), eq(cars.stocknum, "IMP-1")));
    const report = await importInventory(scope, JSON.stringify([carRow("IMP-1", { price: 25990 })]), "json");
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    const [after] = await scope.db
      .select()
      .from(cars)
      .where(and(eq(cars.site_id, scope.siteId), eq(cars.stocknum, "IMP-1")));
    expect(after?.id).toBe(before?.id);
    expect(after?.price).toBe(25990);
  });

  it("reads CSV with the spec's field names, JSON cells and blanks", async () => {
    const csv = [
      "stocknum,year,make,model,car_type,status,price,km,certified,images,dealercomments",
      'CSV-1,2021,Ford,Ranger,used,in_stock,"$45,990",52000,yes,"[{""image"":{""url"":""/media/vehicle/ute/white/side.svg""},""thumb"":{""url"":""/media/vehicle/ute/white/side.svg""}}]",',
      "CSV-2,twenty,Ford,Ranger,used,in_stock,1,1,no,,",
    ].join("\n");
    const report = await importInventory(t.scope("bravo"), csv, "csv");
    expect(report.inserted).toBe(1);
    expect(report.bad).toEqual([expect.objectContaining({ row: 2, stocknum: "CSV-2" })]);
    const [car] = await storedCars("bravo");
    expect(car).toMatchObject({
      price: 45990,
      certified: true,
      photos_count: 1,
      dealercomments: null,
      primary_image_url: "/media/vehicle/ute/white/side.svg",
      slug: "2021-ford-ranger-csv-1",
    });
  });

  it("keeps the good rows of a CSV with a short row and a quote that never closes, naming each bad row", async () => {
    const csv = [
      "stocknum,year,make,model,car_type,status,price",
      "CSVB-1,2021,Ford,Ranger,used,in_stock,45990",
      "CSVB-2,2021,Ford",
      'CSVB-3,2021,"Ford,Ranger,used,in_stock,1',
      "CSVB-4,2020,Kia,Rio,used,in_stock,15990",
      "CSVB-5,abc,Kia,Rio,used,in_stock,15990",
    ].join("\n");
    const report = await importInventory(t.scope("bravo"), csv, "csv");
    expect(report).toMatchObject({ rows: 5, inserted: 2 });
    expect(report.bad).toEqual([
      { row: 2, reason: "this row has 3 cells where the header has 7" },
      { row: 3, reason: 'a quoted cell opens in this row and never closes (a " is missing)' },
      { row: 5, stocknum: "CSVB-5", reason: 'year: must be a number, not "abc"' },
    ]);
  });

  it("reads NDJSON, reporting a broken line and a repeated stocknum without losing the rest", async () => {
    const ndjson = [
      JSON.stringify(carRow("ND-1")),
      "{not json",
      JSON.stringify(carRow("ND-2")),
      JSON.stringify(carRow("ND-1", { price: 1 })),
    ].join("\n");
    const report = await importInventory(t.scope("bravo"), ndjson, "ndjson");
    expect(report.inserted).toBe(2);
    expect(report.bad).toEqual([
      { row: 2, reason: "not valid JSON" },
      { row: 4, stocknum: "ND-1", reason: "stocknum ND-1 repeats row 1" },
    ]);
  });

  it("rejects a row whose slug another car already uses, keeping the rest of the batch", async () => {
    const report = await importInventory(
      t.scope("bravo"),
      JSON.stringify([carRow("SLUG-1", { slug: "taken" }), carRow("SLUG-2", { slug: "taken" }), carRow("SLUG-3")]),
      "json",
    );
    expect(report.inserted).toBe(2);
    expect(report.bad).toEqual([
      { row: 2, stocknum: "SLUG-2", reason: "slug is already used by another car of this site" },
    ]);
  });

  it("refuses a file that is not an array", async () => {
    await expect(importInventory(t.scope("bravo"), '{"stocknum":"x"}', "json")).rejects.toThrow(
      "must be an array of cars",
    );
  });
});
