import { describe, expect, it } from "vitest";
import type { FinanceLenderSummary } from "~/platform/db/json-types";
import { testSite } from "~/../tests/support/test-database";
import { cardWeekly, type WeeklyCar } from "./card-weekly";
import { localQuote } from "./finance-quote";
import { repayment } from "./repayment";
import {
  assumptionsText,
  calculatorSetup,
  firstWeekly,
  lenderTerms,
  partnerEstimate,
  priceQuotedFor,
  quoteTerms,
} from "./vehicle-finance";

const now = new Date("2026-11-21T00:00:00Z");
const site = testSite("alpha");
const brokerSite = testSite("bravo", { finance: { calculator: { fixed_fee_list: true } } });
const estimateSite = testSite("charlie", { vehicle: { finance_estimate: true }, cards: { weekly_price: true } });

const lender = (terms: Partial<FinanceLenderSummary>): FinanceLenderSummary => ({
  disclaimer: "",
  deposit: 0,
  // No monthly figure: the terms are read as they are, whatever price the test gives.
  paymentMonth: 0,
  paymentWeek: 140,
  totalPayable: 36_000,
  interestRate: 8.5,
  comparisonRate: 9.1,
  termMonths: 60,
  termYears: 5,
  balloon: 0,
  establishmentFees: 0,
  ...terms,
});

// Weekly figures worked by hand with the annuity formula: r = rate / 52, n = 260,
// payment = (price - deposit + fees - balloon / (1 + r)^n) x r / (1 - (1 + r)^-n), plus $8 x 12 / 52.
describe("one set of assumptions per figure (issue 36)", () => {
  it.each([
    [
      "a lender at 8.5% with no deposit",
      site,
      lender({}),
      30_000,
      141.73,
      "8.5% p.a. over 5 years, no deposit, no final payment, before fees",
    ],
    [
      "a lender at 8.99%, kept off the slider's 0.5 step",
      site,
      lender({ interestRate: 8.99, deposit: 3000 }),
      30_000,
      129.02,
      "8.99% p.a. over 5 years, $3,000 deposit, no final payment, before fees",
    ],
    [
      "a broker's fixed fee list with a final payment",
      brokerSite,
      lender({ interestRate: 10.5, balloon: 30_894 }),
      154_470,
      682.12,
      "10.5% p.a. over 5 years, no deposit, $30,894 final payment, $1,313.25 fees financed and $8 a month",
    ],
  ])("%s", (_name, config, summary, price, weekly, words) => {
    const setup = calculatorSetup(price, config, { source: "lender", terms: lenderTerms(summary, price) });
    expect(firstWeekly(setup)).toBe(weekly);
    expect(assumptionsText(setup)).toBe(words);
  });

  it("after a price cut, the lender's deposit and final payment keep their share of the price (issue 56)", () => {
    const quoted = { price: 34_990, deposit: 3_499, balloon: 6_998 };
    const paymentMonth = repayment({
      price: quoted.price,
      deposit: quoted.deposit,
      establishmentFees: 0,
      residual: quoted.balloon,
      annualRatePercent: 8.5,
      termYears: 5,
      periodsPerYear: 12,
    });
    const summary = lender({ deposit: quoted.deposit, balloon: quoted.balloon, paymentMonth });
    expect(priceQuotedFor(summary)).toBeCloseTo(34_990, 0);
    expect(lenderTerms(summary, 34_990)).toMatchObject({ deposit: 3_499, residual: 6_998 });
    expect(lenderTerms(summary, 34_800)).toMatchObject({ deposit: 3_499, residual: 6_998 });
    expect(lenderTerms(summary, 29_990)).toMatchObject({ deposit: 2_999, residual: 5_998 });
  });

  it("starts from the site's 10% over 5 years without a lender", () => {
    const setup = calculatorSetup(30_000, site, null);
    expect(setup.source).toBe("site");
    expect(firstWeekly(setup)).toBe(146.73);
    expect(assumptionsText(setup)).toBe("10% p.a. over 5 years, no deposit, no final payment, before fees");
  });

  it("starts the calculator from the partner's own terms, so its estimate is the calculator's first answer", () => {
    const quote = localQuote(
      {
        selfAssessedCreditScore: "GREAT",
        purchasePrice: 28_570,
        loanTerm: 5,
        year: 2021,
        vin: null,
        nvic: null,
        whoIsHelping: "",
      },
      now,
    );
    expect(quote.terms).toEqual({ termYears: 5, deposit: 2857, establishmentFee: 395 });
    const setup = calculatorSetup(28_570, site, { source: "partner", terms: quoteTerms(quote)! });
    expect(firstWeekly(setup)).toBe(quote.weeklyRepaymentAmount);
    expect(quote.weeklyRepaymentAmount).toBe(124.75);
    expect(partnerEstimate(quote, setup)).toMatchObject({
      weekly: "$125",
      monthly: "$540",
      assumptions: "over 5 years, $2,857 deposit, no final payment, $395 establishment fee financed",
    });
  });

  it("words a partner that gives no terms by the spec's display note", () => {
    const quote = { weeklyRepaymentAmount: 120.5, advertisedRate: 8.99, comparisonRate: 9.9 };
    expect(quoteTerms(quote)).toBeNull();
    expect(partnerEstimate(quote, calculatorSetup(30_000, site, null)).assumptions).toBe(
      "over 5 years with a 10% deposit",
    );
  });
});

describe("a card's weekly figure is its page's headline", () => {
  const car = (extra: Partial<WeeklyCar>): WeeklyCar => ({
    price: 30_000,
    status: "in_stock",
    year: 2022,
    dealership_slug: null,
    finance_lenders: null,
    weekly_quote: null,
    tag: null,
    ...extra,
  });

  it.each([
    ["the lender's terms", site, car({ finance_lenders: { youx: lender({}) } }), "$142 per week", "8.5% p.a."],
    ["the site's calculator", site, car({}), "$147 per week", "10% p.a."],
    [
      "a stored partner quote",
      estimateSite,
      car({ weekly_quote: { weeklyRepaymentAmount: 123, advertisedRate: 8.99 } }),
      "$123 per week",
      "8.99% p.a.",
    ],
    [
      "the quote keeper's stored quote, on the partner's own terms as its page prints them",
      estimateSite,
      car({
        weekly_quote: {
          weeklyRepaymentAmount: 146,
          advertisedRate: 8.99,
          terms: { termYears: 5, deposit: 3_000, establishmentFee: 395 },
          quotedPrice: 30_000,
        },
      }),
      "$146 per week",
      "8.99% p.a. over 5 years, $3,000 deposit",
    ],
  ])("from %s", (_name, config, weeklyCar, text, rate) => {
    const weekly = cardWeekly(weeklyCar, config, now);
    expect(weekly?.text).toBe(text);
    expect(weekly?.assumptions.startsWith(rate)).toBe(true);
  });

  it("is left off where the page's figure is the partner's live quote", () => {
    expect(cardWeekly(car({}), estimateSite, now)).toBeNull();
  });

  it("is left off for a Test Drive Only car, whose page offers no finance (issue 56)", () => {
    expect(cardWeekly(car({ tag: "Test Drive Only", finance_lenders: { youx: lender({}) } }), site, now)).toBeNull();
  });

  it("is left off for a car too old for the lender where the page asks the partner", () => {
    const old = car({ year: 2010, finance_lenders: { youx: lender({}) } });
    expect(
      cardWeekly(old, testSite("delta", { vehicle: { finance_estimate: true }, finance: { provider: "youx" } }), now),
    ).toBeNull();
  });
});
