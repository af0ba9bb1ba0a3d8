import { describe, expect, it } from "vitest";
import { claimCode, prizeForRoll, promotionOpen, stopAngle, totalWeight } from "./wheel-rules";

const prizes = [
  { label: "Free window tint", weight: 1 },
  { label: "$100 fuel card", weight: 3 },
  { label: "Free first service", weight: 6 },
];

describe("the spin-to-win wheel", () => {
  it.each([
    [0, 0],
    [0.999, 0],
    [1, 1],
    [3.5, 1],
    [4, 2],
    [9.99, 2],
  ])("roll %d lands on prize %i (weights 1, 3, 6)", (roll, index) => {
    expect(prizeForRoll(prizes, roll)).toBe(index);
  });
  it("refuses a roll past the total weight", () => {
    expect(totalWeight(prizes)).toBe(10);
    expect(() => prizeForRoll(prizes, 10)).toThrow(RangeError);
  });
  it.each([
    [0, 3, 5 * 360 + 300],
    [1, 3, 5 * 360 + 180],
    [2, 4, 5 * 360 + 135],
  ])("prize %i of %i stops the wheel at %i degrees, its slice's middle under the pointer", (index, count, angle) => {
    expect(stopAngle(index, count)).toBe(angle);
    const landed = (360 - (angle % 360)) % 360;
    const slice = 360 / count;
    expect(landed).toBeGreaterThanOrEqual(index * slice);
    expect(landed).toBeLessThan((index + 1) * slice);
  });
  it("runs through its last day", () => {
    expect(promotionOpen("2026-11-30", "2026-11-30")).toBe(true);
    expect(promotionOpen("2026-11-30", "2026-12-01")).toBe(false);
    expect(promotionOpen(null, "2030-01-01")).toBe(true);
  });
  it("makes claim codes without look-alike characters", () => {
    let n = 0;
    expect(claimCode(() => n++ % 32)).toBe("ABCDEFGH");
    expect(claimCode((max) => max - 1)).toBe("99999999");
  });
});
