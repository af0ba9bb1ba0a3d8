import { describe, expect, it } from "vitest";
import { bandOrder, priceRange, weeklyPriceRange } from "./price-bands";

describe("price_range and weekly_price_range (spec 000 section 3, Search facet attributes)", () => {
  it.each([
    [0, null],
    [1_000, null],
    [7_310, "Under $10,000"],
    [10_000, "$10,000 to $20,000"],
    [28_000, "$20,000 to $30,000"],
    [74_999, "$50,000 to $75,000"],
    [100_000, "$100,000 and over"],
    [385_000, "$100,000 and over"],
  ])("a price of %d is in %s", (price, band) => expect(priceRange(price)).toBe(band));

  it.each([
    [null, null],
    [0, null],
    [88, "Under $100"],
    [150, "$150 to $200"],
    [244, "$200 to $250"],
    [512, "$400 and over"],
  ])("a weekly repayment of %s is in %s", (weekly, band) => expect(weeklyPriceRange(weekly)).toBe(band));

  it("lists the bands low to high", () => {
    expect(bandOrder("weekly_price_range")).toEqual([
      "Under $100",
      "$100 to $150",
      "$150 to $200",
      "$200 to $250",
      "$250 to $300",
      "$300 to $400",
      "$400 and over",
    ]);
    expect(bandOrder("price_range")).toHaveLength(8);
  });
});
