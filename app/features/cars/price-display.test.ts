import { describe, expect, it } from "vitest";
import { priceDisplay, type PricedCar } from "./price-display";

const car: PricedCar = {
  price: 28_990,
  before_price: null,
  offer_price: null,
  subscription_price: null,
  preorder: false,
  price_type: "Drive Away",
};
const site = { subscriptions: false, no_price_text: "Enquire for price." };

describe("price display priority (spec 000 section 4)", () => {
  it.each([
    [
      "the subscription price with /week where the site offers subscriptions",
      { subscription_price: 189 },
      { ...site, subscriptions: true },
      { kind: "subscription", text: "$189", suffix: "/week" },
    ],
    [
      "no subscription price shown where the site offers none",
      { subscription_price: 189 },
      site,
      { kind: "price", text: "$28,990", priceType: "Drive Away", was: null },
    ],
    [
      "an offer price above 10 beats the price",
      { offer_price: 26_990 },
      site,
      { kind: "price", text: "$26,990", priceType: "Drive Away", was: null },
    ],
    [
      "Was when before_price exceeds the price",
      { before_price: 31_990 },
      site,
      { kind: "price", text: "$28,990", priceType: "Drive Away", was: "$31,990" },
    ],
    [
      "a price of 10 is not shown: PREORDER when set",
      { price: 10, preorder: true },
      site,
      { kind: "preorder", text: "PREORDER" },
    ],
    ["no price: 'Enquire for price.'", { price: 0 }, site, { kind: "none", text: "Enquire for price." }],
  ] as const)("%s", (_name, overrides, config, display) => {
    expect(priceDisplay({ ...car, ...overrides }, config)).toEqual(display);
  });
});
