import { describe, expect, it } from "vitest";
import { ageShare, kmFactor, usedShare } from "./depreciation";

describe("one depreciation curve (issue 36)", () => {
  it.each([
    [1, 0.85],
    [2, 0.7735],
    [5, 0.5829],
    [13, 0.2741],
  ])("a vehicle %i years old keeps %f of its new price before kilometres", (age, share) =>
    expect(ageShare(age)).toBeCloseTo(share, 4),
  );

  it.each([
    [75_000, 5, "car", 1],
    [105_000, 5, "car", 0.94],
    [30_000, 5, "car", 1.08],
    [400_000, 5, "car", 0.8],
    [30_000, 5, "motorcycle", 1],
  ])("%i km at %i years for a %s is worth %f of a typical one", (km, age, kind, factor) =>
    expect(kmFactor(km, age, kind)).toBeCloseTo(factor, 4),
  );

  it("never asks under 22% or over 92% of new", () => {
    expect(usedShare(16, 400_000, "car")).toBe(0.22);
    expect(usedShare(0, 10, "car", 1.3)).toBe(0.92);
  });
});
