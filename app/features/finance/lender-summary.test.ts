import { describe, expect, it } from "vitest";
import type { FinanceLenderSummary } from "~/platform/db/json-types";
import { eligibleLender, fillDisclaimer, providerAccepts } from "./lender-summary";

const lender: FinanceLenderSummary = {
  disclaimer: "",
  deposit: 0,
  paymentMonth: 600,
  paymentWeek: 138,
  totalPayable: 36_000,
  interestRate: 8.5,
  comparisonRate: 9.4,
  termMonths: 60,
  termYears: 5,
  balloon: 0,
  establishmentFees: 0,
};
const car = { status: "in_stock", price: 30_000, year: 2022, dealership_slug: "north" };
const now = new Date("2026-11-23T00:00:00Z");
const open = { lender_figures: true, excluded_dealerships: [] };

describe("lender eligibility per provider (spec 001 section 5)", () => {
  it.each([
    ["youx: a car newer than this year minus 12", "youx", car, true],
    ["youx: a 2014 car is not newer than 2026 - 12", "youx", { ...car, year: 2014 }, false],
    ["youx: a 2015 car is", "youx", { ...car, year: 2015 }, true],
    ["youx: priced 500", "youx", { ...car, price: 500 }, false],
    ["youx: not in stock", "youx", { ...car, status: "coming_soon" }, false],
    ["dealer-finance: only stock", "dealer-finance", { ...car, price: 0, year: 1990 }, true],
    ["dealer-finance: not in stock", "dealer-finance", { ...car, status: "sold" }, false],
    ["others: price over 500, stock and a payment", "capital-finance", car, true],
    ["others: priced 500", "capital-finance", { ...car, price: 500 }, false],
  ])("%s", (_, provider, testCar, accepted) => expect(providerAccepts(provider, lender, testCar, now)).toBe(accepted));

  it("others need a weekly or monthly payment", () => {
    expect(providerAccepts("capital-finance", { ...lender, paymentWeek: 0, paymentMonth: 0 }, car, now)).toBe(false);
  });

  it("needs the lender entry with both rates, lender figures on the site, and the car's dealer not excluded", () => {
    expect(eligibleLender({ youx: lender }, "youx", car, open, now)?.provider).toBe("youx");
    expect(eligibleLender({}, "youx", car, open, now)).toBeNull();
    expect(
      eligibleLender({ youx: { ...lender, comparisonRate: null as unknown as number } }, "youx", car, open, now),
    ).toBeNull();
    expect(eligibleLender({ youx: lender }, "youx", car, { ...open, lender_figures: false }, now)).toBeNull();
    expect(eligibleLender({ youx: lender }, "youx", car, { ...open, excluded_dealerships: ["north"] }, now)).toBeNull();
  });

  it("reads the site's provider first, else the car's first lender", () => {
    expect(eligibleLender({ youx: lender, "dealer-finance": lender }, "dealer-finance", car, open, now)?.provider).toBe(
      "dealer-finance",
    );
    expect(eligibleLender({ "capital-finance": lender }, null, car, open, now)?.provider).toBe("capital-finance");
  });
});

describe("the disclaimer", () => {
  it("fills the broker's {phone} and {email} into the disclaimer", () => {
    expect(fillDisclaimer("Call {phone} or e-mail {email}.", { phone: "1300 555 019", email: "a@b.example" })).toBe(
      "Call 1300 555 019 or e-mail a@b.example.",
    );
  });
});
