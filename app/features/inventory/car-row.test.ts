import { describe, expect, it } from "vitest";
import { validateCarRows } from "./car-row";

const row = (overrides: Record<string, unknown>) => ({
  stocknum: "S-1",
  year: 2022,
  make: "Toyota",
  model: "Corolla",
  car_type: "used",
  status: "in_stock",
  ...overrides,
});
const reasonFor = (overrides: Record<string, unknown>) => validateCarRows([row(overrides)]).bad[0]?.reason;

describe("an import row's problems say what is wrong", () => {
  it.each([
    [{ year: "abc" }, 'year: must be a number, not "abc"'],
    [{ year: undefined }, "year: is required"],
    [{ year: "" }, "year: is required"],
    [{ year: 1800 }, "year: must be 1900 or later"],
    [{ price: "-5" }, "price: cannot be negative"],
    [{ price: "$45,990.50" }, "price: must be whole dollars"],
    [{ km: "lots" }, 'km: must be a number, not "lots"'],
    [{ car_type: "nearly-new" }, "car_type: must be new, used or demo"],
    [{ stocknum: "" }, "stocknum: is required"],
    [{ make: undefined }, "make: is required"],
    [{ model: 7 }, "model: must be text"],
    [{ build_date: "next week" }, "build_date: must be a date as YYYY-MM-DD"],
    [{ video_url: "youtube" }, "video_url: must be an address or a path on the site"],
  ])("%j: %s", (overrides, reason) => expect(reasonFor(overrides)).toBe(reason));

  it("reads numbers written as text, and drops NUL characters the database could not store", () => {
    const { good } = validateCarRows([row({ year: "2021", price: "$45,990", km: "52,000", model: "Coro\u0000lla" })]);
    expect(good[0]?.car).toMatchObject({ year: 2021, price: 45990, km: 52000, model: "Corolla" });
  });
});
