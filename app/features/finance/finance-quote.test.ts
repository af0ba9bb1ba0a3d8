import { describe, expect, it } from "vitest";
import { advertisedRate, comparisonRate, localQuote, monthlyFromWeekly } from "./finance-quote";

const now = new Date("2026-11-21T00:00:00Z");

describe("the local finance partner quote", () => {
  it.each([
    ["GREAT", 2024, 8.99],
    ["DECENT", 2024, 12.49],
    ["POOR", 2024, 16.99],
    ["GREAT", 2015, 10.49],
  ] as const)("rates a %s credit score on a %d car at %d%%", (score, year, rate) => {
    expect(advertisedRate(score, year, now)).toBeCloseTo(rate, 5);
  });

  it("puts the comparison rate above the advertised rate once fees count", () => {
    // $395 financed plus $8 a month on $30,000 over 5 years adds close to 0.9 of a point at 8.99%.
    const rate = comparisonRate(8.99);
    expect(rate).toBeGreaterThan(9.7);
    expect(rate).toBeLessThan(10.1);
  });

  it("amortises 90% of the price over 5 years weekly with the establishment fee financed", () => {
    const quote = localQuote(
      {
        selfAssessedCreditScore: "GREAT",
        purchasePrice: 30_000,
        loanTerm: 5,
        year: 2024,
        vin: null,
        nvic: null,
        whoIsHelping: "",
      },
      now,
    );
    // 27,000 + 395 = 27,395 at 8.99% over 260 weeks: r = 0.0899 / 52, payment = P r / (1 - (1 + r)^-260) = 130.90
    expect(quote.weeklyRepaymentAmount).toBeCloseTo(130.9, 1);
    expect(quote.advertisedRate).toBe(8.99);
  });

  it("shows monthly as 4.33 times weekly (spec 001 section 9)", () => {
    expect(monthlyFromWeekly(100)).toBe(433);
    expect(monthlyFromWeekly(131.5)).toBe(569.4);
  });
});
