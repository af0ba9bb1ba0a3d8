import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStockFilters, readQuickAdd } from "~/features/console-stock";
import {
  addCar,
  addPhotosAsChosen,
  localVehicleData,
  photoPlacementOf,
  stockPage,
} from "~/features/console-stock/index.server";
import type { StaffMember } from "~/features/console-staff";
import { inviteStaff, staffOnSite } from "~/features/console-staff/index.server";
import { importInventory } from "~/features/inventory/index.server";
import { cars } from "~/platform/db/schema";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";
import { testMedia as media } from "../support/test-media";

// Issue 55: a car in ten fields. A VIN is read offline, its model and the rest from the platform's
// cars with the same maker's code (never another dealer's car or name); a rego from the site's own
// stock; new photos go first or last as the person last chose; stock search reads a year.
let t: TestDatabase;
let owner: StaffMember;

const RAV4 = "JTMW43FV9MD123457";
/** Another RAV4 GX of 2021 from the same maker's line: the same first eight characters and year, its own serial. */
const ANOTHER_RAV4 = "JTMW43FV3MD765432";

beforeAll(async () => {
  t = await openTestDatabase();
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([
      carRow("R-1", {
        vin: RAV4,
        regplate: "1ABC234",
        year: 2021,
        make: "Toyota",
        model: "RAV4",
        badge: "GX",
        body: "Wagon",
        engine_size_litres: 2,
        fuel: "Petrol",
        trans: "CVT",
        drive: "FWD",
        price: 36990,
      }),
      carRow("O-1", { make: "Mitsubishi", model: "Outlander", year: 2021, name: "Mitsubishi Outlander LS" }),
      carRow("O-2", { make: "Mitsubishi", model: "Outlander", year: 2019, name: "Mitsubishi Outlander ES" }),
    ]),
    "json",
  );
  const bravo = t.scope("bravo");
  owner = (await staffOnSite(
    bravo,
    await inviteStaff(bravo, { email: "o@bravo.example", role: "owner", locationIds: [] }, null),
  ))!;
});
afterAll(() => t.close());

describe("a VIN or rego looked up", () => {
  it("reads a VIN's model and specs from the platform's cars of the same maker's code, and nothing else of them", async () => {
    const found = await localVehicleData(t.handle.db).lookup(t.scope("bravo"), { vin: ANOTHER_RAV4.toLowerCase() });
    expect(found).toEqual({
      ok: true,
      details: {
        vin: ANOTHER_RAV4,
        year: 2021,
        make: "Toyota",
        model: "RAV4",
        badge: "GX",
        body: "Wagon",
        engine_size_litres: 2,
        fuel: "Petrol",
        trans: "CVT",
        drive: "FWD",
      },
    });
    expect(JSON.stringify(found)).not.toMatch(/R-1|36990|Alpha|1ABC234/);
  });

  it("reads the maker and year alone when no car on the platform shares the code", async () => {
    expect(await localVehicleData(t.handle.db).lookup(t.scope("bravo"), { vin: "KMHK381G9MU123459" })).toMatchObject({
      ok: true,
      details: { make: "Hyundai", year: 2021, model: null },
    });
  });

  it("refuses a VIN that does not add up, in plain words", async () => {
    expect(await localVehicleData(t.handle.db).lookup(t.scope("bravo"), { vin: "5YJSA1H12FFP71791" })).toEqual({
      ok: false,
      error: "This VIN does not add up (its check digit, the 9th character): look for a mistyped character.",
    });
  });

  it("finds a rego in the site's own stock only", async () => {
    const data = localVehicleData(t.handle.db);
    expect(await data.lookup(t.scope("alpha"), { rego: "1abc 234" })).toMatchObject({
      ok: true,
      details: { vin: RAV4, model: "RAV4" },
    });
    expect(await data.lookup(t.scope("bravo"), { rego: "1ABC234" })).toMatchObject({ ok: false });
  });
});

describe("the quick add form", () => {
  const typed = {
    vin_or_rego: ANOTHER_RAV4,
    stocknum: "Q-1",
    price: "$34,990",
    km: "41,200",
    colour: "Glacier White",
    location_id: "",
    car_type: "used",
    year: "2021",
    make: "Toyota",
    model: "RAV4",
    badge: "GX",
    body: "",
    engine_size_litres: "2.0",
    fuel: "Petrol",
    trans: "CVT",
    drive: "FWD",
  };

  it("says what each empty field needs, beside it", () => {
    expect(readQuickAdd({})).toEqual({
      error: {
        vin_or_rego: ["Type the VIN (17 characters) or the rego."],
        stocknum: ["Give the stock number."],
        price: ["Give the price in whole dollars, such as 32990."],
        km: ["Give the odometer in kilometres, such as 45000."],
        car_type: ["Choose used, new or demo."],
        year: ["Give the year, such as 2021: look it up from the VIN or type it."],
        make: ["Give the make: look it up from the VIN or type it."],
        model: ["Give the model: look it up from the VIN or type it."],
      },
    });
    expect(readQuickAdd({ ...typed, vin_or_rego: "1HGCM82633A004353" }).error).toEqual({
      vin_or_rego: ["This VIN does not add up (its check digit, the 9th character): look for a mistyped character."],
    });
    expect(readQuickAdd({ ...typed, vin_or_rego: "JTMW43FV9MD12345" }).error).toEqual({
      vin_or_rego: ["A VIN is 17 characters; this one has 16."],
    });
  });

  it("adds the car as typed, with its VIN, and a rego taken as a rego", async () => {
    const read = readQuickAdd(typed);
    if (!read.value) throw new Error(JSON.stringify(read.error));
    const added = await addCar(t.scope("bravo"), owner, read.value);
    if (!added.ok) throw new Error(added.error);
    const [car] = await t.handle.db.select().from(cars).where(eq(cars.id, added.id));
    expect(car).toMatchObject({
      site_id: t.scope("bravo").siteId,
      vin: ANOTHER_RAV4,
      stocknum: "Q-1",
      price: 34990,
      km: 41200,
      name: "2021 Toyota RAV4 GX",
      status: "in_stock",
    });
    expect(readQuickAdd({ ...typed, vin_or_rego: "ab 12 cd" }).value).toMatchObject({ regplate: "AB12CD" });
  });
});

describe("new photos first or last, remembered per person", () => {
  it("puts them where the person chose, and keeps the choice for next time", async () => {
    const bravo = t.scope("bravo");
    const [car] = await t.handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.site_id, bravo.siteId), eq(cars.stocknum, "Q-1")));
    const photo = async (colour: string) => ({
      name: `${colour}.jpg`,
      type: "image/jpeg",
      bytes: await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    });
    const urls = async () =>
      (await t.handle.db.select({ images: cars.images }).from(cars).where(eq(cars.id, car!.id)))[0]!.images.map(
        (i) => i.image.url,
      );
    await addPhotosAsChosen(bravo, media, owner, car!.id, [await photo("#111111")], "last");
    const [first] = await urls();
    await addPhotosAsChosen(bravo, media, owner, car!.id, [await photo("#222222")], "first");
    expect((await urls())[1]).toBe(first);
    expect(await photoPlacementOf(bravo, owner.staffId)).toBe("first");
    await addPhotosAsChosen(bravo, media, owner, car!.id, [await photo("#333333")], "");
    expect((await urls())[2]).toBe(first);
    expect(await urls()).toHaveLength(3);
  });
});

describe("stock search", () => {
  it("reads a year as the year: 'outlander 2021' finds the 2021 car only", async () => {
    const page = await stockPage(t.scope("alpha"), parseStockFilters(new URLSearchParams("q=outlander 2021")));
    expect(page.rows.map((r) => r.stocknum)).toEqual(["O-1"]);
  });
});
