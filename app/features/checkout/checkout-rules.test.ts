import { describe, expect, it } from "vitest";
import { checkoutRefusal, type CheckoutCar } from "~/features/cars";
import { testSite } from "../../../tests/support/test-database";
import { SHORT_TERMS_MESSAGE } from "~/features/leads";
import { cardIssues, cardOf, expired, parseExpiry, reserveFormSchema } from "./card-form";
import { formatDollars, reserveAmountCents } from "./checkout-rules";
import { amountCents } from "./online-payment-rules";
import { cardOutcome, luhnValid, nextPaymentStatus, type PaymentEvent, type PaymentStatus } from "./payment-state";

const site = (checkout: Record<string, unknown>) => testSite("s", { checkout });
const car: CheckoutCar = {
  status: "in_stock",
  reserved: false,
  tag: null,
  price: 25_000,
  show_on_dealer_website: true,
  payment_processors: [],
};

describe("who may reserve a car online (spec 000 sections 4 and 9)", () => {
  const on = site({ enabled: true });
  it.each([
    ["an in-stock priced car", car, on, null],
    ["checkout switched off", car, site({}), "checkout_off"],
    ["a sold car", { ...car, status: "sold" }, on, "not_for_sale"],
    ["a coming-soon car", { ...car, status: "coming_soon" }, on, "not_for_sale"],
    ["a car hidden from the website", { ...car, show_on_dealer_website: false }, on, "not_for_sale"],
    ["a reserved car", { ...car, reserved: true }, on, "reserved"],
    ["Test Drive Only", { ...car, tag: " test drive only " }, on, "test_drive_only"],
    ["no price", { ...car, price: 0 }, on, "no_price"],
    [
      "no processor where the site needs one",
      car,
      site({ enabled: true, requires_payment_processor: true }),
      "no_processor",
    ],
    [
      "a processor where the site needs one",
      { ...car, payment_processors: ["stripe"] },
      site({ enabled: true, requires_payment_processor: true }),
      null,
    ],
  ] as [string, CheckoutCar, ReturnType<typeof site>, string | null][])("%s", (_name, c, config, refusal) => {
    expect(checkoutRefusal(c, config)).toBe(refusal);
  });

  it("reserves for $200 unless the site says otherwise", () => {
    expect(reserveAmountCents(on)).toBe(20_000);
    expect(formatDollars(reserveAmountCents(on))).toBe("$200");
    expect(formatDollars(reserveAmountCents(site({ enabled: true, reserve_amount: 499.5 })))).toBe("$499.50");
  });
});

describe("the card payment's states", () => {
  const table: [PaymentStatus, PaymentEvent, PaymentStatus | null, string | null][] = [
    ["created", { type: "confirm", outcome: "approve" }, "succeeded", null],
    ["created", { type: "confirm", outcome: "decline" }, "failed", "card_declined"],
    ["created", { type: "confirm", outcome: "insufficient_funds" }, "failed", "insufficient_funds"],
    ["created", { type: "confirm", outcome: "authenticate" }, "requires_action", null],
    ["requires_action", { type: "authenticate", passed: true }, "succeeded", null],
    ["requires_action", { type: "authenticate", passed: false }, "failed", "authentication_failed"],
    ["succeeded", { type: "refund" }, "refunded", null],
    ["created", { type: "refund" }, null, null],
    ["failed", { type: "refund" }, null, null],
    ["refunded", { type: "refund" }, null, null],
    ["succeeded", { type: "confirm", outcome: "approve" }, null, null],
    ["succeeded", { type: "authenticate", passed: true }, null, null],
    ["failed", { type: "authenticate", passed: true }, null, null],
  ];
  it.each(table)("%s + %j -> %s", (from, event, to, decline) => {
    const next = nextPaymentStatus(from, event);
    expect(next?.status ?? null).toBe(to);
    if (next) expect(next.declineCode).toBe(decline);
  });

  it.each([
    ["4242424242424242", "approve"],
    ["4000000000000002", "decline"],
    ["4000000000009995", "insufficient_funds"],
    ["4000002500003155", "authenticate"],
    ["4111111111111111", "approve"],
  ] as const)("test card %s is %s", (number, outcome) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardOutcome(number)).toBe(outcome);
  });
  it("refuses a number that fails the Luhn check", () => {
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42")).toBe(false);
  });
});

describe("the reserve form", () => {
  const now = new Date("2026-11-23T10:00:00+11:00");
  const filled = {
    name: "Jo",
    last_name: "Bloggs",
    email: "jo@example.com",
    phone: "0412 345 678",
    card_name: "J Bloggs",
    card_number: "4242 4242 4242 4242",
    card_expiry: "12/29",
    card_cvc: "123",
    terms_conditions: "on",
  };
  const errors = (values: Record<string, string>) => {
    const result = reserveFormSchema(now).safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };
  it("accepts a complete form and keeps only the card's digits", () => {
    expect(errors(filled)).toEqual({});
    expect(cardOf(filled)).toEqual({
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2029,
      cvc: "123",
      name: "J Bloggs",
    });
  });
  it("answers each wrong field in words", () => {
    expect(
      errors({
        ...filled,
        card_number: "4242 4242 4242 4241",
        card_expiry: "13/29",
        card_cvc: "1",
        terms_conditions: "",
      }),
    ).toEqual({
      card_number: "Please enter a valid card number.",
      card_expiry: "Please enter the card's expiry date as MM/YY.",
      card_cvc: "Please enter the 3 or 4 digit security code.",
      terms_conditions: "*You must agree to the terms of use before submitting.",
    });
  });
  it("knows a card is good to the end of its expiry month", () => {
    expect(expired(parseExpiry("11/26")!, now)).toBe(false);
    expect(expired(parseExpiry("10/26")!, now)).toBe(true);
    expect(errors({ ...filled, card_expiry: "10/2026" })).toEqual({ card_expiry: "This card has expired." });
  });
});

describe("an online payment's amount", () => {
  it.each([
    ["1250.50", 125_050],
    ["$1,250.5", 125_050],
    ["1", 100],
    ["250000", 25_000_000],
    ["0.99", null],
    ["250000.01", null],
    ["12.345", null],
    ["ten", null],
  ])("%s is %s cents", (typed, cents) => {
    expect(amountCents(typed)).toBe(cents);
  });
});

describe("the terms box speaks each spec's words (issue 37)", () => {
  it("says spec 001's '*You must agree to the terms of use before submitting.' on the checkout form", () => {
    const issues: [string, string][] = [];
    cardIssues(
      {
        card_name: "R O",
        card_number: "4242 4242 4242 4242",
        card_expiry: "12/30",
        card_cvc: "123",
        terms_conditions: "",
      } as never,
      new Date("2026-11-25"),
      (path, message) => issues.push([path, message]),
    );
    expect(issues).toEqual([["terms_conditions", "*You must agree to the terms of use before submitting."]]);
  });

  it("is spec 001's own sentence, not spec 000's", () => {
    expect(SHORT_TERMS_MESSAGE).toBe("*You must agree to the terms of use before submitting.");
  });
});
