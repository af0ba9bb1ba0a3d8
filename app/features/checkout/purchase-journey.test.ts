import { describe, expect, it } from "vitest";
import { journeyDetails, journeySchema, journeySummary, type JourneySpec } from "./purchase-journey";

const spec: JourneySpec = {
  locations: [{ value: "north", label: "North Sales" }],
  deliveryRegions: [{ name: "Metro", postcode_from: 2000, postcode_to: 2234, price: 250 }],
};
const now = new Date("2026-11-23T10:00:00+11:00");
const answered = {
  name: "Pat",
  last_name: "Lee",
  email: "pat@example.com",
  phone: "0412 345 678",
  trade_in: "no",
  trade_in_vehicle: "",
  trade_in_km: "",
  payment_method: "cash",
  handover: "pickup",
  pickup_location: "north",
  delivery_postcode: "",
  card_name: "P Lee",
  card_number: "4242 4242 4242 4242",
  card_expiry: "12/30",
  card_cvc: "123",
  terms_conditions: "on",
};
const errors = (values: Record<string, string>) => {
  const result = journeySchema(spec, now).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe("the purchase journey's answers (spec 000 section 2, /checkout-journey)", () => {
  it("accepts a complete journey", () => {
    expect(errors(answered)).toEqual({});
  });
  it.each([
    [
      "the trade-in question unanswered",
      { trade_in: "" },
      { trade_in: "Please tell us whether you have a car to trade in." },
    ],
    [
      "a trade-in without its details",
      { trade_in: "yes" },
      {
        trade_in_vehicle: "Please tell us the year, make and model of your trade-in.",
        trade_in_km: "Please enter the kilometres as a number.",
      },
    ],
    ["neither finance nor cash", { payment_method: "" }, { payment_method: "Please choose finance or cash." }],
    [
      "pick-up without a dealership",
      { pickup_location: "elsewhere" },
      { pickup_location: "Please choose where you'll pick the car up." },
    ],
    ["delivery without a postcode", { handover: "delivery" }, { delivery_postcode: "Please enter a postcode." }],
    [
      "delivery outside the regions",
      { handover: "delivery", delivery_postcode: "6000" },
      {
        delivery_postcode:
          "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
      },
    ],
  ])("refuses %s", (_name, overrides, expected) => {
    expect(errors({ ...answered, ...overrides })).toEqual(expected);
  });
  it("offers delivery only where the site quotes it", () => {
    const noDelivery = journeySchema({ ...spec, deliveryRegions: [] }, now).safeParse({
      ...answered,
      handover: "delivery",
      delivery_postcode: "2000",
    });
    expect(noDelivery.success).toBe(false);
  });
});

describe("the summary", () => {
  it.each([
    [30_000, 20_000, null, { price: 30_000, deposit: 200, delivery: 0, balance: 29_800 }],
    [30_000, 50_000, 250, { price: 30_000, deposit: 500, delivery: 250, balance: 29_750 }],
    [150, 20_000, null, { price: 150, deposit: 200, delivery: 0, balance: 0 }],
  ])("price %i, deposit %i cents, delivery %s", (price, deposit, delivery, expected) => {
    expect(journeySummary(price, deposit, delivery)).toEqual(expected);
  });
  it("tells the dealer the answers in words", () => {
    expect(
      journeyDetails(
        {
          ...answered,
          trade_in: "yes",
          trade_in_vehicle: "2018 Toyota Corolla",
          trade_in_km: "80000",
          payment_method: "finance",
          handover: "delivery",
          delivery_postcode: "2000",
        },
        spec,
      ),
    ).toEqual({
      journey: "purchase",
      trade_in: "2018 Toyota Corolla, 80,000 km",
      payment_method: "Finance",
      handover: "Deliver to 2000 (Metro, $250)",
    });
    expect(journeyDetails(answered, spec)).toMatchObject({
      trade_in: "No trade-in",
      payment_method: "Cash",
      handover: "Pick up at North Sales",
    });
  });
});
