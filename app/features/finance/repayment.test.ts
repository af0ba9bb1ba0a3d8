import { describe, expect, it } from "vitest";
import { repayment } from "./repayment";

const base = { deposit: 0, establishmentFees: 0, residual: 0, termYears: 5, periodsPerYear: 12 as const };

describe("repayment", () => {
  it.each([
    // The spec's comparison-rate example: a 5-year loan of $30,000; at the default rate of 10%.
    [{ ...base, price: 30000, annualRatePercent: 10 }, 637.41],
    [{ ...base, price: 30000, annualRatePercent: 10, periodsPerYear: 52 as const }, 146.73],
    [{ ...base, price: 30000, annualRatePercent: 0 }, 500],
    [{ ...base, price: 33000, deposit: 3000, annualRatePercent: 10 }, 637.41],
    [{ ...base, price: 30000, establishmentFees: 395, annualRatePercent: 10 }, 645.8],
    [{ ...base, price: 30000, residual: 9000, annualRatePercent: 10 }, 521.19],
    [{ ...base, price: 30000, termYears: 0, annualRatePercent: 10 }, 0],
  ])("%o -> %d", (input, expected) => {
    expect(repayment(input)).toBeCloseTo(expected, 1);
  });
});
