import { describe, expect, it } from "vitest";
import { kmFactor } from "~/features/cars";
import {
  adjustmentFactor,
  answerLines,
  estimateTradeIn,
  normaliseRego,
  offerAmount,
  onlineEstimateAllowed,
  TRADE_MARGIN,
} from "./valuation-rules";

const now = new Date("2026-11-23T10:00:00+11:00");

describe("the online estimate's cut-off (spec 001 section 9: over 7 years old or 100,000 km)", () => {
  it.each([
    [2019, 100_000, true],
    [2019, 100_001, false],
    [2018, 50_000, false],
    [2026, 0, true],
    [2020, 99_999, true],
  ])("a %i car with %i km: %s", (year, km, allowed) => {
    expect(onlineEstimateAllowed({ year, km }, now)).toBe(allowed);
  });

  it("refuses an estimate past the cut-off whatever the comparables", () => {
    const comps = [
      { year: 2018, km: 90_000, price: 20_000 },
      { year: 2018, km: 90_000, price: 20_000 },
      { year: 2018, km: 90_000, price: 20_000 },
    ];
    expect(estimateTradeIn({ year: 2018, make: "Toyota", model: "Corolla", km: 90_000 }, comps, [], now)).toEqual({
      kind: "refused",
      reason: "too_old_or_far",
    });
  });
});

describe("the offer is one amount (issue 36)", () => {
  it.each([
    [34_200, 37_800, 36_000],
    [20_200, 22_400, 21_300],
    [9_500, 10_500, 10_000],
    [15_000, 15_050, 15_000],
  ])("an estimate of %i to %i offers %i", (low, high, offer) => expect(offerAmount(low, high)).toBe(offer));
});

describe("the estimate from comparable cars", () => {
  const car = { year: 2022, make: "Toyota", model: "Corolla", km: 40_000 };
  const same = (price: number) => ({ year: 2022, km: 40_000, price });

  it("is the median asking price times the trade margin, plus or minus 5%, to the nearest $100", () => {
    const outcome = estimateTradeIn(car, [same(20_000), same(30_000), same(25_000)], [], now);
    const offer = 25_000 * TRADE_MARGIN;
    expect(outcome).toEqual({
      kind: "estimate",
      low: Math.round((offer * 0.95) / 100) * 100,
      high: Math.round((offer * 1.05) / 100) * 100,
      comparables: 3,
    });
  });

  it("brings each comparable to this car's year (9% a year) and kilometres by the stock's own depreciation curve", () => {
    const newer = [
      { year: 2023, km: 40_000, price: 25_000 },
      { year: 2023, km: 40_000, price: 25_000 },
      { year: 2023, km: 40_000, price: 25_000 },
    ];
    const fewerKm = [
      { year: 2022, km: 30_000, price: 25_000 },
      { year: 2022, km: 30_000, price: 25_000 },
      { year: 2022, km: 30_000, price: 25_000 },
    ];
    const base = estimateTradeIn(car, [same(25_000), same(25_000), same(25_000)], [], now);
    const older = estimateTradeIn(car, newer, [], now);
    const further = estimateTradeIn(car, fewerKm, [], now);
    if (base.kind !== "estimate" || older.kind !== "estimate" || further.kind !== "estimate")
      throw new Error("expected estimates");
    // A 2023 comparable with the same 40,000 km has travelled more for its age than this 2022 car: both count.
    const olderKm = kmFactor(40_000, 4, "car") / kmFactor(40_000, 3, "car");
    expect(older.low).toBe(Math.round((25_000 * 0.91 * olderKm * TRADE_MARGIN * 0.95) / 100) * 100);
    const moreKm = kmFactor(40_000, 4, "car") / kmFactor(30_000, 4, "car");
    expect(moreKm).toBeCloseTo(1.04 / 1.06, 6);
    expect(further.low).toBe(Math.round((25_000 * moreKm * TRADE_MARGIN * 0.95) / 100) * 100);
    expect(base.low).toBeGreaterThan(older.low);
  });

  it("takes the condition answers off by their ids", () => {
    expect(adjustmentFactor([])).toBe(1);
    expect(
      adjustmentFactor([
        { id: "condition", answer: "fair" },
        { id: "accident_history", answer: "yes" },
      ]),
    ).toBeCloseTo(0.88 * 0.9);
    expect(
      adjustmentFactor([
        { id: "finance_owing", answer: "yes" },
        { id: "unknown", answer: "x" },
      ]),
    ).toBe(1);
  });

  it("needs three comparable cars", () => {
    expect(estimateTradeIn(car, [same(20_000), same(21_000)], [], now)).toEqual({
      kind: "refused",
      reason: "no_comparables",
    });
  });
});

describe("registrations", () => {
  it.each([
    ["abc 123", "ABC123"],
    ["1AB-2CD", "1AB2CD"],
    ["", null],
    ["TOOLONGREGO", null],
    ["AB#12", null],
  ])("%s -> %s", (typed, rego) => {
    expect(normaliseRego(typed)).toBe(rego);
  });
});

describe("the answers as the dealer reads them (issue 56)", () => {
  it("words each answer in the site's word, and says which were not answered", () => {
    expect(
      answerLines(
        [
          { id: "condition", answer: "fair" },
          { id: "keys", answer: "one" },
        ],
        "caravan",
      ),
    ).toEqual([
      "What condition is the caravan in? Fair: visible dents, scratches or worn interior",
      "Has the caravan been in an accident that needed repairs? Not answered",
      "Does it have a full service history? Not answered",
      "How many keys do you have? One",
      "Is there finance owing on the caravan? Not answered",
    ]);
  });
});
