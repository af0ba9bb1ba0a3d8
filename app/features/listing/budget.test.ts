import { describe, expect, it } from "vitest";
import {
  boundsFor,
  budgetAmount,
  budgetOutcome,
  budgetSearchHref,
  budgetWords,
  estimatedBudget,
  withPriceFloor,
} from "./budget";

describe("the budget finder (spec 001 section 9)", () => {
  it.each([
    ["the monthly default", 600, "monthly", 2_000, 38_000],
    ["the weekly default", 200, "weekly", 2_000, 54_000],
    ["no deposit", 450, "monthly", 0, 27_000],
    ["cents round", 333.33, "monthly", 0, 20_000],
    ["nothing", 0, "weekly", 0, 0],
  ] as const)("%s: round(repayment x periods x 5 + deposit)", (_name, repayment, frequency, deposit, budget) => {
    expect(estimatedBudget(repayment, frequency, deposit)).toBe(budget);
  });

  it.each([
    ["2,000", 2_000],
    ["$12,500", 12_500],
    ["lots", 0],
    ["", 0],
    ["-50", 0],
    ["2000000", 1_000_000],
    [1_000_001, 1_000_000],
    [null, 0],
  ] as const)("reads %j as %i (non-numeric is 0; clamped to 0 to 1,000,000)", (input, amount) => {
    expect(budgetAmount(input)).toBe(amount);
  });

  it.each([
    ["within the stock's range", 38_000, { min: 9_990, max: 80_000 }, { kind: "search", maxPrice: 38_000 }],
    ["capped at the dearest car", 500_000, { min: 9_990, max: 80_000 }, { kind: "search", maxPrice: 80_000 }],
    ["below the cheapest car", 9_000, { min: 9_990, max: 80_000 }, { kind: "out-of-reach" }],
    ["at the cheapest car", 9_990, { min: 9_990, max: 80_000 }, { kind: "search", maxPrice: 9_990 }],
    ["an unknown range: up to 100,000", 250_000, null, { kind: "search", maxPrice: 100_000 }],
    ["an unknown range and nothing over $1,000", 1_000, null, { kind: "out-of-reach" }],
  ] as const)("%s", (_name, budget, bounds, outcome) => {
    expect(budgetOutcome(budget, bounds)).toEqual(outcome);
  });

  it("takes the chosen bodies' lowest low and highest high, or all the stock's range", () => {
    const bounds = {
      all: { min: 5_000, max: 200_000 },
      byBody: { suv: { min: 12_000, max: 90_000 }, ute: { min: 8_000, max: 70_000 } },
    };
    expect(boundsFor([], bounds)).toEqual({ min: 5_000, max: 200_000 });
    expect(boundsFor(["suv"], bounds)).toEqual({ min: 12_000, max: 90_000 });
    expect(boundsFor(["suv", "ute"], bounds)).toEqual({ min: 8_000, max: 90_000 });
  });

  it("writes the budget as range[price]=:max on the current search path, with the bodies (spec 001 section 6)", () => {
    expect(budgetSearchHref("/search/used-cars", [], 38_000)).toBe("/search/used-cars?range[price]=:38000");
    expect(budgetSearchHref("/search/new-used-and-demo-cars", ["people mover", "suv"], 54_000)).toBe(
      "/search/new-used-and-demo-cars?body=people+mover&body=suv&range[price]=:54000",
    );
  });

  it("searches a price cap with no minimum as price>1000 (spec 001 section 6)", () => {
    expect(withPriceFloor({ price: { max: 38_000 } })).toEqual({ price: { min: 1_001, max: 38_000 } });
    expect(withPriceFloor({ price: { min: 5_000, max: 38_000 } })).toEqual({ price: { min: 5_000, max: 38_000 } });
    expect(withPriceFloor({ price: { min: 5_000 } })).toEqual({ price: { min: 5_000 } });
    expect(withPriceFloor({ km: { max: 50_000 } })).toEqual({ km: { max: 50_000 } });
  });

  it("words the button for the site's vehicles", () => {
    expect(budgetWords("Car")).toEqual({
      button: "View Cars In This Range",
      none: "0 Cars Found",
      note: "No Cars found for this budget",
    });
  });
});
