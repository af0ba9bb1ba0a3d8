import { describe, expect, it } from "vitest";
import {
  COMPARISON_EXAMPLE_TEXT,
  COMPARISON_NOTE,
  estimateTermsText,
  clampQuotePrice,
  clampQuoteTerm,
  creditScoreOf,
  displayNote,
  priceDigits,
  quickQuoteDefaults,
  quoteAvailable,
  quotePriceError,
  sentQuoteValues,
  sideCardSteps,
} from "./finance-form-rules";
import { monthlyFromWeekly } from "./finance-quote";

describe("the quick quote's purchase price (spec 001 sections 5 and 9)", () => {
  it.each([
    ["$45,990", "45990"],
    ["abc", ""],
    ["12 000", "12000"],
  ])("%s typed is stripped to %s", (typed, digits) => expect(priceDigits(typed)).toBe(digits));

  it.each([
    [5_000, 10_000],
    [10_000, 10_000],
    [45_990, 45_990],
    [200_000, 200_000],
    [250_000, 200_000],
    [0, 30_000],
    [Number.NaN, 30_000],
  ])("%d on blur becomes %d", (typed, held) => expect(clampQuotePrice(typed)).toBe(held));

  it.each([
    [0, 1],
    [5, 5],
    [9, 7],
    [Number.NaN, 5],
  ])("a loan term of %d is held to %d (1 to 7 years)", (typed, held) => expect(clampQuoteTerm(typed)).toBe(held));
});

describe("query-string defaults (spec 001 section 5)", () => {
  const defaults = (query: string, price: number | null = null) =>
    quickQuoteDefaults(new URLSearchParams(query), price);

  it("takes the amount from vehiclePriceBudget, then price, then the car's price, then 30,000", () => {
    expect(defaults("vehiclePriceBudget=45000", 30_500).amount).toBe(45_000);
    expect(defaults("price=52000", 30_500).amount).toBe(52_000);
    expect(defaults("price=52000").amount).toBe(52_000);
    expect(defaults("vehiclePriceBudget=45000&price=52000").amount).toBe(45_000);
    expect(defaults("", 30_500).amount).toBe(30_500);
    expect(defaults("").amount).toBe(30_000);
  });

  it("keeps a price outside the quote's range as it is, for the quote to refuse in the spec's words", () => {
    expect(defaults("", 7_310).amount).toBe(7_310);
    expect(defaults("vehiclePriceBudget=900000").amount).toBe(900_000);
    expect(quotePriceError(7_310)).toBe("Cannot be less than $10,000 or more than $200,000");
    expect(quotePriceError(900_000)).toBe("Cannot be less than $10,000 or more than $200,000");
    expect(quotePriceError(10_000)).toBeNull();
    expect(quotePriceError(200_000)).toBeNull();
  });

  it.each([
    [
      { amount: "$45,000", term: "3", selfAssessedCreditScore: "POOR" },
      { amount: 45_000, term: 3, selfAssessedCreditScore: "POOR" },
    ],
    [
      { amount: "7310", term: "9" },
      { amount: 7_310, term: 7, selfAssessedCreditScore: "GREAT" },
    ],
    [{ amount: "" }, { amount: 30_000, term: 5, selfAssessedCreditScore: "GREAT" }],
    [{}, { amount: 12_345, term: 5, selfAssessedCreditScore: "GREAT" }],
  ])("a form that sent %o is quoted for %o", (sent, quoted) =>
    expect(sentQuoteValues(sent, { ...defaults("", 12_345) })).toMatchObject(quoted),
  );

  it("takes the term from loanTerm (5), the credit score from selfAssessedCreditScore or credit_score (GREAT), and whoIsHelping", () => {
    expect(defaults("")).toMatchObject({ term: 5, selfAssessedCreditScore: "GREAT", whoIsHelping: "" });
    expect(defaults("loanTerm=3&selfAssessedCreditScore=POOR&whoIsHelping=Jo")).toMatchObject({
      term: 3,
      selfAssessedCreditScore: "POOR",
      whoIsHelping: "Jo",
    });
    expect(defaults("credit_score=decent").selfAssessedCreditScore).toBe("DECENT");
    expect(creditScoreOf("excellent")).toBeNull();
  });
});

describe("the quote feature's eligibility (spec 001 section 5)", () => {
  const car = { status: "in_stock", sold: false, reserved: false, price: 25_000 };
  it.each([
    ["an in-stock car priced over 200", true, car, true],
    ["no car (the general finance page)", true, null, true],
    ["the site's autograb option off", false, car, false],
    ["a car coming soon", true, { ...car, status: "coming_soon" }, false],
    ["a sold car", true, { ...car, status: "sold", sold: true }, false],
    ["a reserved car", true, { ...car, reserved: true }, false],
    ["a car priced 200", true, { ...car, price: 200 }, false],
    ["a car priced 201", true, { ...car, price: 201 }, true],
  ])("%s: %s", (_, option, quoteCar, shown) => expect(quoteAvailable(option as boolean, quoteCar)).toBe(shown));
});

describe("the page's words (spec 001 sections 2 and 9)", () => {
  it("notes the term and the 10% deposit, and the comparison rate's example", () => {
    expect(displayNote(5)).toBe("5 year term, 10.0% deposit");
    expect(COMPARISON_NOTE).toBe("5 year term, 10% deposit and 30% final payment");
  });

  it("says what the estimate itself assumes, and keeps the comparison rate's final payment and fee to its example (issue 56)", () => {
    const quote = {
      weeklyRepaymentAmount: 163.2,
      advertisedRate: 8.99,
      comparisonRate: 9.66,
      terms: { termYears: 5, deposit: 3_500, establishmentFee: 395 },
    };
    expect(estimateTermsText(quote, 5)).toBe(
      "8.99% p.a. interest rate, 5 year term, 10.0% deposit: $3,500 deposit, no final payment, $395 establishment fee financed",
    );
    expect(estimateTermsText({ ...quote, terms: undefined }, 5)).toBe(
      "8.99% p.a. interest rate, 5 year term, 10.0% deposit",
    );
    expect(COMPARISON_EXAMPLE_TEXT).toBe(
      "Comparison rate example only: 5 year term, 10% deposit and 30% final payment on $30,000, with a $395 establishment fee and $8 a month",
    );
  });

  it("shows monthly as 4.33 times weekly", () => expect(monthlyFromWeekly(100)).toBe(433));

  it("shows the default three steps, the site's own, or none", () => {
    expect(sideCardSteps(null, false)).toEqual([
      "Apply online in minutes",
      "Get pre-approved with a personalised rate",
      "Purchase the car",
    ]);
    expect(sideCardSteps(["One", "Two"], false)).toEqual(["One", "Two"]);
    expect(sideCardSteps(null, true)).toEqual([]);
  });
});
