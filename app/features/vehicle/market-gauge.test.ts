import { describe, expect, it } from "vitest";
import { autoGaugeVisible, belowMarketBy, gaugeAverages, gaugeFromFigures, type AutoGauge } from "./market-gauge";

const gauge: AutoGauge = {
  fill: 0.4,
  listing_price: 20_000,
  market_range_min: 18_000,
  market_range_max: 24_000,
  confidence: 0.6,
  description: "x",
};

describe("auto-gauge visibility (spec 000 section 5)", () => {
  it.each<[string, Partial<AutoGauge> | null, boolean]>([
    ["a complete answer", gauge, true],
    ["confidence of exactly 0.2", { ...gauge, confidence: 0.2 }, false],
    ["confidence of 0.21", { ...gauge, confidence: 0.21 }, true],
    ["range max below the listing price", { ...gauge, market_range_max: 19_999 }, false],
    ["range max equal to the listing price", { ...gauge, market_range_max: 20_000 }, true],
    ["no fill", { ...gauge, fill: undefined }, false],
    ["fill of 0", { ...gauge, fill: 0 }, true],
    ["no market_range_min", { ...gauge, market_range_min: undefined }, false],
    ["no confidence", { ...gauge, confidence: undefined }, false],
    ["no answer", null, false],
  ])("%s: %s", (_name, answer, visible) => {
    expect(autoGaugeVisible(answer)).toBe(visible);
  });
});

describe("below-market indicator (spec 000 section 4: more than $499 under, state average first)", () => {
  it.each([
    [20_000, { state_average_market_price: 20_500 }, 500],
    [20_000, { state_average_market_price: 20_499 }, null],
    [20_000, { state_average_market_price: 20_499, average_market_price: 30_000 }, null],
    [20_000, { state_average_market_price: null, average_market_price: 21_000 }, 1000],
    [20_000, { average_market_price: 20_499 }, null],
    [0, { state_average_market_price: 20_000 }, null],
    [20_000, null, null],
  ])("price %d against %j is %s below", (price, averages, below) => {
    expect(belowMarketBy(price, averages)).toBe(below);
  });
});

describe("the gauge from the platform's market figures (issue 55)", () => {
  const figures = (comparables: number, p10: number, p90: number, spread: number) => ({
    comparables,
    asking_p10: p10,
    asking_p90: p90,
    asking_spread: spread,
  });
  it("needs at least 3 comparable cars", () => {
    expect(gaugeFromFigures(20_000, figures(2, 19_000, 21_000, 0.05))).toBeNull();
  });
  it("spans the other dealers' 10th to 90th percentile and places the price in it", () => {
    const result = gaugeFromFigures(20_000, figures(11, 12_000, 28_000, 0.3))!;
    expect(result).toMatchObject({
      market_range_min: 12_000,
      market_range_max: 28_000,
      fill: 0.5,
      listing_price: 20_000,
      description: "This price sits in the middle of the market range for 11 comparable vehicles at other dealers.",
    });
    expect(autoGaugeVisible(result)).toBe(true);
  });
  it("is less confident in a small, spread sample", () => {
    const tight = gaugeFromFigures(20_000, figures(12, 19_600, 20_600, 0.015))!;
    const loose = gaugeFromFigures(20_000, figures(3, 5_000, 60_000, 0.9))!;
    expect(tight.confidence).toBeGreaterThan(0.9);
    expect(loose.confidence).toBeLessThan(0.2);
    expect(autoGaugeVisible(loose)).toBe(false);
  });
});

describe("one market figure on a page with a gauge", () => {
  it.each([
    // [price, range min, range max, below market by]
    [30_000, 38_000, 46_000, 12_000],
    [41_600, 38_000, 46_000, null],
    [50_000, 38_000, 46_000, null],
  ])("a $%i car against a $%i to $%i range is below market by %s", (price, min, max, below) => {
    expect(belowMarketBy(price, gaugeAverages({ market_range_min: min, market_range_max: max }))).toBe(below);
  });

  it("never calls a price below market when the gauge puts it in the range's upper half", () => {
    for (const price of [20_000, 30_000, 41_000, 42_000, 45_000, 60_000]) {
      const gauge = gaugeFromFigures(price, {
        comparables: 7,
        asking_p10: 37_200,
        asking_p90: 46_800,
        asking_spread: 0.1,
      })!;
      if (belowMarketBy(price, gaugeAverages(gauge)) !== null) expect(gauge.fill).toBeLessThan(0.5);
    }
  });
});
