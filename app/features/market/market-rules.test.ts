import { describe, expect, it } from "vitest";
import { carMarket, priceToMarketWords, type SegmentFigures } from "./market-rules";

const NOW = new Date("2026-11-28T00:00:00Z");
const figures = (over: Partial<SegmentFigures> = {}): SegmentFigures => ({
  comparables: 12,
  dealers: 7,
  for_sale: 8,
  asking_median: 32_000,
  asking_p10: 29_000,
  asking_p90: 35_500,
  asking_spread: 0.06,
  sold: 4,
  sold_median: 30_500,
  days_to_sell: 38,
  ...over,
});
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

describe("a car against the platform's market (issue 55)", () => {
  it("gives price-to-market, days in stock against days to sell, and a suggested price", () => {
    expect(carMarket({ price: 34_650, created_at: daysAgo(45), status: "in_stock" }, figures(), NOW)).toEqual({
      comparables: 12,
      dealers: 7,
      for_sale: 8,
      market_price: 32_000,
      sold_median: 30_500,
      days_to_sell: 38,
      price_to_market: 8.3,
      suggested_price: 31_990,
      days_in_stock: 45,
      aged: true,
      over_market: true,
    });
  });

  it.each([
    [{ comparables: 4 }, null],
    [{ comparables: 5 }, 32_000],
    [{ asking_median: null, sold_median: null }, null],
    [{ asking_median: null }, 30_500],
  ])("with %j the market price is %s", (over, market) =>
    expect(
      carMarket({ price: 30_000, created_at: daysAgo(1), status: "in_stock" }, figures(over), NOW)?.market_price ??
        null,
    ).toBe(market),
  );

  it.each([
    [33_600, 5, false],
    [33_700, 30, true],
    [30_000, 38, false],
    [30_000, 39, true],
  ])("at $%i after %i days: over market or aged as the figures say", (price, days, flagged) => {
    const market = carMarket({ price, created_at: daysAgo(days), status: "in_stock" }, figures(), NOW)!;
    expect(market.over_market || market.aged).toBe(flagged);
  });

  it("never calls a sold car aged", () => {
    expect(carMarket({ price: 30_000, created_at: daysAgo(200), status: "sold" }, figures(), NOW)?.aged).toBe(false);
  });

  it("calls a car aged after 60 days when the market has no days to sell", () => {
    expect(
      carMarket({ price: 30_000, created_at: daysAgo(61), status: "in_stock" }, figures({ days_to_sell: null }), NOW)
        ?.aged,
    ).toBe(true);
    expect(
      carMarket({ price: 30_000, created_at: daysAgo(60), status: "in_stock" }, figures({ days_to_sell: null }), NOW)
        ?.aged,
    ).toBe(false);
  });

  it.each([
    [8.3, "8.3% over market"],
    [-3, "3.0% under market"],
    [0.2, "at market"],
    [null, "no price"],
  ])("%s reads %s", (percent, words) => expect(priceToMarketWords(percent)).toBe(words));
});
