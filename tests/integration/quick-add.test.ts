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

// Two real 2025 Subaru Foresters (published VINs): the same maker's code in the first eight characters, the same year.
const FORESTER = "JF2SLDRC1SH457958";
const ANOTHER_FORESTER = "JF2SLDRC5SH534153";

beforeAll(async () => {
  t = await openTestDatabase();
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([
      carRow("R-1", {
        vin: FORESTER,
        regplate: "1ABC234",
        year: 2025,
        make: "Subaru",
        model: "Forester",
        badge: "2.5i-S",
        body: "Wagon",
        engine_size_litres: 2.5,
        fuel: "Petrol",
        trans: "CVT",
        drive: "AWD",
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
    const found = await localVehicleData(t.handle.db).lookup(t.scope("bravo"), { vin: ANOTHER_FORESTER.toLowerCase() });
    expect(found).toEqual({
      ok: true,
      details: {
        vin: ANOTHER_FORESTER,
        year: 2025,
        make: "Subaru",
        model: "Forester",
        badge: "2.5i-S",
        body: "Wagon",
        engine_size_litres: 2.5,
        fuel: "Petrol",
        trans: "CVT",
        drive: "AWD",
      },
    });
    expect(JSON.stringify(found)).not.toMatch(/R-1|36990|Alpha|1ABC234/);
  });

  it("reads the maker and year alone when no car on the platform shares the code", async () => {
    expect(await localVehicleData(t.handle.db).lookup(t.scope("bravo"), { vin: "KMHRC8A33RU325703" })).toMatchObject({
      ok: true,
      details: { make: "Hyundai", year: 2024, model: null },
    });
  });

  it.each([
    ["JTDBBRBE6LJ007243", "Toyota", 2020],
    ["JM3KFBCM8P0225916", "Mazda", 2023],
    ["KM8JDDD23SU377666", "Hyundai", 2025],
    ["1FTEW3LP9SFA08077", "Ford", 2025],
    ["JA4AZ3A32GZ004183", "Mitsubishi", 2016],
    ["KNDPUCDF9S7368156", "Kia", 2025],
    ["WVWJF7CD8TW190545", "Volkswagen", 2026],
    ["4S4GUHU63S3737318", "Subaru", 2025],
    ["54DC4W1B7GS801412", "Isuzu", 2016],
    ["LGXCE4CB9TG026047", "BYD", 2026],
  ])("reads the real VIN %s as a %s of %i", async (vin, make, year) => {
    expect(await localVehicleData(t.handle.db).lookup(t.scope("bravo"), { vin })).toMatchObject({
      ok: true,
      details: { vin, make, year },
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
      details: { vin: FORESTER, model: "Forester" },
    });
    expect(await data.lookup(t.scope("bravo"), { rego: "1ABC234" })).toMatchObject({ ok: false });
  });
});

describe("the quick add form", () => {
  const typed = {
    vin_or_rego: ANOTHER_FORESTER,
    stocknum: "Q-1",
    price: "$34,990",
    km: "41,200",
    colour: "Glacier White",
    location_id: "",
    car_type: "used",
    year: "2025",
    make: "Subaru",
    model: "Forester",
    badge: "2.5i-S",
    body: "",
    engine_size_litres: "2.5",
    fuel: "Petrol",
    trans: "CVT",
    drive: "AWD",
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
    expect(readQuickAdd({ ...typed, vin_or_rego: "JF2SLDRC1SH45795" }).error).toEqual({
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
      vin: ANOTHER_FORESTER,
      stocknum: "Q-1",
      price: 34990,
      km: 41200,
      name: "2025 Subaru Forester 2.5i-S",
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
