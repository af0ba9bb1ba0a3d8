import { describe, expect, it } from "vitest";
import {
  calculateRepayment,
  calculatorBounds,
  calculatorDefaults,
  normaliseInput,
  priceError,
  priceForRepayment,
  type CalculatorConfig,
  type CalculatorInput,
} from "./finance-calculator";

const config: CalculatorConfig = {
  price_min: 1000,
  price_max: 250_000,
  term_max_years: 7,
  rate_min: 0.5,
  rate_max: 15,
  establishment_fee: 0,
  comparison_rate_range: null,
  fixed_fee_list: false,
  disclaimer_show_more: false,
  default_interest_rate: 10,
};
const base: CalculatorInput = {
  price: 30_000,
  termYears: 5,
  rate: 10,
  deposit: 5000,
  residual: 0,
  frequency: "Monthly",
};

describe("finance calculator maths (spec 001 section 9: amortisation, deposit subtracted, fees added, residual discounted)", () => {
  it("matches a hand-worked monthly example", () => {
    // $30,000 less a $5,000 deposit leaves $25,000 at 10% p.a. over 5 years monthly:
    // r = 0.10 / 12 = 0.0083333, n = 60, (1 + r)^60 = 1.645309,
    // payment = 25,000 x 0.0083333 / (1 - 1 / 1.645309) = 531.18
    expect(calculateRepayment(base, config)).toMatchObject({ kind: "repayment", amount: 531.18, frequency: "Monthly" });
  });

  it("reads a frequency only from its own names, never an object's prototype's (a fuzzed query)", () => {
    for (const frequency of ["__proto__", "constructor", "toString"])
      expect(calculateRepayment({ ...base, frequency } as never, config)).toMatchObject({ frequency: "Weekly" });
  });

  it("discounts the residual: a $10,000 balloon is worth 10,000 / 1.645309 = 6,077.89 today", () => {
    // payment = (25,000 - 6,077.89) x 0.0083333 / (1 - 1 / 1.645309) = 402.04
    expect(calculateRepayment({ ...base, residual: 10_000 }, config)).toMatchObject({ amount: 402.04 });
  });

  it("adds establishment fees to the amount financed", () => {
    // 25,000 + 1,360.50 financed: 26,360.50 x 0.0083333 / 0.392211 = 560.08
    expect(calculateRepayment(base, { ...config, establishment_fee: 1360.5 })).toMatchObject({ amount: 560.08 });
  });

  it("finances the brand's fixed fees ($395 + $6 + $912.25) and adds the $8 monthly account fee", () => {
    // 26,313.25 x 0.0083333 / 0.392211 = 559.08, plus 8 = 567.08
    expect(calculateRepayment(base, { ...config, fixed_fee_list: true })).toMatchObject({ amount: 567.08 });
  });

  it.each([
    ["Weekly", 122.28],
    ["Fortnightly", 244.74],
    ["Monthly", 531.18],
  ] as const)("repays %s over term x frequency periods", (frequency, amount) => {
    expect(calculateRepayment({ ...base, frequency }, config)).toMatchObject({ amount, frequency });
  });

  it("shows Enquire for Finance at 25 or less", () => {
    expect(calculateRepayment({ ...base, price: 1000, deposit: 0, termYears: 7, frequency: "Weekly" }, config)).toEqual(
      { kind: "enquire", message: "Enquire for Finance" },
    );
  });
});

describe("finance calculator bounds (spec 001 section 5)", () => {
  it.each([
    [999, "Cannot be less than $1,000 or more than $250,000"],
    [250_001, "Cannot be less than $1,000 or more than $250,000"],
    [1000, null],
    [250_000, null],
  ])("price %d gives %s", (price, message) => {
    expect(priceError(price, calculatorBounds(config).price)).toBe(message);
  });

  it("uses the lender or brand minimum of 5,000 where the site sets it", () => {
    expect(calculateRepayment({ ...base, price: 4000, deposit: 0 }, { ...config, price_min: 5000 })).toEqual({
      kind: "error",
      field: "price",
      message: "Cannot be less than $5,000 or more than $250,000",
    });
  });

  it("turns a price of 0 or less into 0", () => {
    expect(normaliseInput({ ...base, price: -50 }, calculatorBounds(config)).price).toBe(0);
  });

  it.each([
    ["term below 1 year", { termYears: 0.2 }, { termYears: 1 }],
    ["term above 7 years", { termYears: 9 }, { termYears: 7 }],
    ["term to the 0.5 step", { termYears: 3.3 }, { termYears: 3.5 }],
    ["rate below 0.5", { rate: 0.1 }, { rate: 0.5 }],
    ["rate above 15", { rate: 22 }, { rate: 15 }],
    ["rate off the slider's step, kept as a lender gives it", { rate: 8.99 }, { rate: 8.99 }],
    ["deposit above 250,000", { deposit: 300_000 }, { deposit: 250_000 }],
    ["negative residual", { residual: -10 }, { residual: 0 }],
  ])("clamps the %s", (_name, patch, expected) => {
    expect(normaliseInput({ ...base, ...patch }, calculatorBounds(config))).toMatchObject(expected);
  });

  it("takes the brand's 4 to 20 interest bounds from the site", () => {
    const bounds = calculatorBounds({ ...config, rate_min: 4, rate_max: 20 });
    expect(normaliseInput({ ...base, rate: 2 }, bounds).rate).toBe(4);
    expect(normaliseInput({ ...base, rate: 19.5 }, bounds).rate).toBe(19.5);
  });

  it.each([
    [45_990, 45_990],
    [0, 30_000],
    [-1, 30_000],
  ])("defaults the amount to the car price %d, else 30,000", (price, amount) => {
    expect(calculatorDefaults(price, config)).toEqual({
      price: amount,
      termYears: 5,
      rate: 10,
      deposit: 0,
      residual: 0,
      frequency: "Weekly",
    });
  });
});

describe("a deposit of the whole price (issue 56)", () => {
  it.each([
    ["equal to the price", 30_000],
    ["above the price", 45_000],
  ])("says there is nothing to finance when it is %s", (_name, deposit) => {
    expect(calculateRepayment({ ...base, deposit }, config)).toEqual({
      kind: "error",
      field: "deposit",
      message: "Your deposit covers the whole price: there is nothing to finance.",
    });
  });
});

describe("the calculator run backwards (issue 56: the budget finder's price)", () => {
  it.each([
    ["monthly, no fees", { ...base, frequency: "Monthly" as const }, config],
    ["weekly with a final payment", { ...base, frequency: "Weekly" as const, residual: 6_000 }, config],
    ["the brand's fee list", { ...base, frequency: "Weekly" as const }, { ...config, fixed_fee_list: true }],
    ["an establishment fee", base, { ...config, establishment_fee: 450 }],
  ])("gives back the price whose repayment it was: %s", (_name, input, terms) => {
    const forward = calculateRepayment(input, terms);
    if (forward.kind !== "repayment") throw new Error(forward.kind);
    // The repayment is rounded to the cent; a cent over 260 weeks is worth under $3 today.
    expect(Math.abs(priceForRepayment(forward.amount, input, terms) - input.price)).toBeLessThan(3);
  });
});
