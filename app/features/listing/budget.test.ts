import { describe, expect, it } from "vitest";
import type { CalculatorConfig } from "~/features/finance";
import {
  boundsFor,
  budgetAmount,
  budgetOutcome,
  budgetSearchHref,
  budgetTermsText,
  budgetWords,
  estimatedBudget,
  withPriceFloor,
} from "./budget";

describe("the budget finder (spec 001 section 9, issue 56)", () => {
  const calculator: CalculatorConfig = {
    price_min: 1000,
    price_max: 250_000,
    term_max_years: 7,
    rate_min: 0.5,
    rate_max: 20,
    establishment_fee: 0,
    comparison_rate_range: null,
    fixed_fee_list: false,
    disclaimer_show_more: false,
    default_interest_rate: 8.99,
  };
  const atTen = { ...calculator, default_interest_rate: 10 };
  const brandFees = { ...atTen, fixed_fee_list: true };

  // Issue 56: what the site's own calculator lends on the repayment over 5 years, plus the deposit.
  // Worked apart: price = payment x (1 - (1 + r)^-n) / r - one-off fees + deposit, r the rate a period,
  // n = 260 weeks or 60 months, the brand's $8 a month taken off each payment first.
  it.each([
    ["the issue's $200 a week and $5,000 down at 8.99%", 200, "weekly", 5_000, calculator, 46_855],
    ["$200 a week at 10%", 200, "weekly", 5_000, atTen, 45_891],
    ["the monthly default at 10%", 600, "monthly", 2_000, atTen, 30_239],
    ["the weekly default with the brand's fees ($1,313.25 once, $8 a month)", 200, "weekly", 2_000, brandFees, 41_200],
    ["the monthly default with the brand's fees", 600, "monthly", 2_000, brandFees, 28_549],
    ["no repayment: the deposit alone", 0, "weekly", 4_000, calculator, 4_000],
    ["nothing", 0, "weekly", 0, calculator, 0],
  ] as const)("%s buys %i", (_name, repayment, frequency, deposit, config, budget) => {
    expect(estimatedBudget(repayment, frequency, deposit, config)).toBe(budget);
  });

  it("says the terms it works on", () => {
    expect(budgetTermsText(calculator)).toBe("At 8.99% p.a. over 5 years, no final payment, before fees");
    expect(budgetTermsText(brandFees)).toBe(
      "At 10% p.a. over 5 years, no final payment, $1,313.25 fees financed and $8 a month",
    );
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
