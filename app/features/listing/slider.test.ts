import { describe, expect, it } from "vitest";
import { moveThumb, PRICE_DEFAULT_MAX, rangeForUrl, sliderBounds, snapValue } from "./slider";

describe("slider rules (spec 000 section 5, spec 001 section 5)", () => {
  it.each([
    ["price", 12_499, 12_000],
    ["price", 12_500, 13_000],
    ["km", 80_620, 81_000],
    ["year", 2017, 2017],
  ] as const)("%s %i snaps to %i", (name, value, snapped) => {
    expect(snapValue(name, value)).toBe(snapped);
  });

  it("defaults the price maximum to 100,000 with a step of one hundredth of the range", () => {
    expect(sliderBounds("price", undefined)).toEqual({ min: 0, max: PRICE_DEFAULT_MAX, step: 1000 });
    // 280,000 is not a whole number of 3,000 steps: the top rises to the next step, 287,000, which a range input can reach.
    expect(sliderBounds("price", { min: 5_000, max: 285_000 })).toEqual({ min: 5_000, max: 287_000, step: 3_000 });
    expect(sliderBounds("price", { min: 5_000, max: 305_000 })).toEqual({ min: 5_000, max: 305_000, step: 3_000 });
    expect(sliderBounds("price", { min: 20_500, max: 60_200 })).toEqual({ min: 20_000, max: 61_000, step: 1_000 });
  });

  const bounds = { min: 0, max: 100_000, step: 1000 };
  const current = { min: 10_000, max: 50_000 };

  it("refuses values below the minimum or above the maximum", () => {
    expect(moveThumb("price", current, "min", -1, bounds).accepted).toBe(false);
    expect(moveThumb("price", current, "max", 100_001, bounds).accepted).toBe(false);
  });

  it("keeps the minimum thumb at least 1 below the maximum, and the other way round", () => {
    expect(moveThumb("price", current, "min", 70_000, bounds)).toEqual({
      accepted: true,
      range: { min: 49_999, max: 50_000 },
    });
    expect(moveThumb("price", current, "max", 2_000, bounds)).toEqual({
      accepted: true,
      range: { min: 10_000, max: 10_001 },
    });
    expect(moveThumb("year", { min: 2015, max: 2020 }, "min", 2020, { min: 2000, max: 2026, step: 1 })).toEqual({
      accepted: true,
      range: { min: 2019, max: 2020 },
    });
  });

  it("moves one thumb and snaps it", () => {
    expect(moveThumb("km", current, "max", 61_400, bounds)).toEqual({
      accepted: true,
      range: { min: 10_000, max: 61_000 },
    });
  });

  it("leaves an end at its bound out of the URL", () => {
    expect(rangeForUrl({ min: 0, max: 100_000 }, bounds)).toBeUndefined();
    expect(rangeForUrl({ min: 0, max: 30_000 }, bounds)).toEqual({ max: 30_000 });
  });
});
