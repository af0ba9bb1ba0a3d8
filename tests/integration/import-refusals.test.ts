import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { importInventory } from "~/features/inventory/import.server";
import { cars } from "~/platform/db/schema";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

// Issue 57: every import refuses what cannot be true, row by row in the dealer's words, and stores
// the rows beside them; a CSV's JSON columns are read the same as a JSON feed's.
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha")]);
});
afterAll(() => t.close());

const caravan = { make: "Jayco", model: "Journey", item_type: "caravan", simple_body: "caravan" };

describe("an import refuses figures that cannot be true (issue 57)", () => {
  it("names each refused row and stores the good ones", async () => {
    const report = await importInventory(
      t.scope("alpha"),
      JSON.stringify([
        carRow("V-1", { ...caravan, specifications: { tare_weight: 2400, aggregate_trailer_mass: 3000 } }),
        carRow("V-2", { ...caravan, specifications: { tare_weight: 2900, aggregate_trailer_mass: 2600 } }),
        carRow("U-1", {
          make: "Chevrolet",
          model: "Silverado",
          simple_body: "ute",
          fuel: "Petrol",
          engine_size_litres: 6.2,
          variant: { torque: 185 },
        }),
        carRow("B-1", { build_date: "2023-06-01", compliance_date: "2023-02-15" }),
      ]),
      "json",
    );
    expect(report.bad.map((b) => [b.stocknum, b.reason])).toEqual([
      [
        "V-2",
        "specifications.aggregate_trailer_mass: the ATM (2,600 kg) must be more than the tare (2,900 kg): the payload is what the ATM leaves over the tare",
      ],
      ["U-1", "variant.torque: 185 Nm is far outside what a 6.2 L petrol ute has (558 to 744 Nm)"],
      ["B-1", "compliance_date: 2023-02 is before the build date 2023-06: a vehicle is complied after it is built"],
    ]);
    const stored = await t.handle.db
      .select({ stocknum: cars.stocknum })
      .from(cars)
      .where(and(eq(cars.site_id, t.scope("alpha").siteId)));
    expect(stored.map((c) => c.stocknum)).toEqual(["V-1"]);
  });

  it("reads a CSV's specifications column as the JSON feed's", async () => {
    const csv = [
      "stocknum,year,make,model,car_type,status,price,km,item_type,simple_body,specifications",
      `V-3,2022,Jayco,Journey,used,in_stock,64990,0,caravan,caravan,"{""tare_weight"": 2800, ""aggregate_trailer_mass"": 2750}"`,
    ].join("\n");
    const report = await importInventory(t.scope("alpha"), csv, "csv");
    expect(report.bad).toEqual([
      expect.objectContaining({
        stocknum: "V-3",
        reason: expect.stringMatching(/^specifications\.aggregate_trailer_mass: the ATM \(2,750 kg\)/),
      }),
    ]);
  });
});
