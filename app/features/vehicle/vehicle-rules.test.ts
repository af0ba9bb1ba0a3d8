import { describe, expect, it } from "vitest";
import { SiteConfigSchema } from "~/platform/tenancy/site-config";
import { detailInStock, vehicleActions, type AvailabilityCar } from "~/features/cars";
import { dealerComments } from "./dealer-comments";
import { telHref } from "~/ui/format";
import { dealerPhone, maskPhone } from "./dealer-phone";
import { DELIVERY_NO_QUOTE, DELIVERY_POSTCODE_REQUIRED, deliveryQuote } from "./delivery-quote";
import { fuelCalculator, isElectric, parseLooseNumber, weeklyFuelCost } from "./fuel-cost";
import { regoText } from "./rego-text";

const config = SiteConfigSchema.parse({
  slug: "t",
  name: "T",
  template: "franchise",
  url: "https://t.example",
  domains: ["t.example"],
  theme: { colors: { primary: "#000000", accent: "#111111" }, logo: { src: "/l.svg", alt: "T" } },
  contact: { phones: {} },
});

describe("phone mask (spec 000 section 9: first 5 characters visible)", () => {
  it.each([
    ["1300 722 001", "1300 *******"],
    ["(03) 9555 0123", "(03) *********"],
    ["0412", "0412"],
  ])("masks %s as %s", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it("dials digits only", () => {
    expect(telHref("(03) 9555 0123")).toBe("tel:0395550123");
  });
});

describe("phone choice (spec 000 section 4: by car type, then new, then used, then the location phone)", () => {
  const all = { new: "N", used: "U", demo: "D" };
  it.each([
    ["new", all, "L", "N"],
    ["used", all, "L", "U"],
    ["demo", all, "L", "D"],
    ["demo", { new: "N", used: "U" }, "L", "N"],
    ["demo", { used: "U" }, "L", "U"],
    ["used", { new: "N" }, "L", "N"],
    ["new", {}, "L", "L"],
    ["new", {}, null, null],
  ])("a %s car with phones %j and location %s shows %s", (carType, phones, location, expected) => {
    expect(dealerPhone(carType, phones, location)).toBe(expected);
  });
});

describe("rego expiry text (spec 000 section 4)", () => {
  it.each([
    ["2027-01-07", false, "Expires on 7 January 2027"],
    ["2026-11-21", false, "Expires on 21 November 2026"],
    ["2026-11-20", true, "Unregistered"],
    ["2026-11-20", false, null],
    [null, true, null],
  ])("%s (Unregistered shown: %s) reads %s", (expiry, showUnregistered, text) => {
    expect(regoText(expiry, "2026-11-21", showUnregistered)).toBe(text);
  });
});

describe("dealer comments (spec 000 section 9: truncated at 400 characters)", () => {
  it("keeps 400 characters whole", () => {
    expect(dealerComments("a".repeat(400))).toEqual({ kind: "full", text: "a".repeat(400) });
  });
  it("cuts 401 characters at 400 with a more/less toggle", () => {
    const comments = dealerComments("b".repeat(401));
    expect(comments).toMatchObject({ kind: "truncated", short: `${"b".repeat(400)}…`, text: "b".repeat(401) });
  });
  it.each([null, "", "   "])("shows the pending text when comments are %j", (text) => {
    expect(dealerComments(text)).toEqual({
      kind: "pending",
      text: "Dealer comments are pending. Please check back here later.",
    });
  });
});

describe("fuel calculator (spec 000 section 5)", () => {
  it("computes the spec's defaults: 250 kms, 10 L/100km, $1.70 a litre is $42.50 a week", () => {
    expect(weeklyFuelCost(250, 10, 1.7)).toBe(42.5);
  });
  it("rounds to 2 decimals", () => {
    expect(weeklyFuelCost(333, 7.3, 1.899)).toBe(46.16);
  });
  it.each([
    ["$1.70", 1.7],
    ["1,250 kms", 1250],
    ["250kms", 250],
    ["$2,000", 2000],
    ["", null],
    ["abc", null],
  ])("reads %j as %s after stripping '$', ',' and 'kms'", (input, value) => {
    expect(parseLooseNumber(input)).toBe(value);
  });
  it("works from free text", () => {
    expect(fuelCalculator({ fuelPrice: "$1.70", kmsPerWeek: "1,000 kms", consumption: "8" })).toEqual({ weekly: 136 });
  });
  it("asks for numbers when a field can't be read", () => {
    expect(fuelCalculator({ fuelPrice: "lots", kmsPerWeek: "250", consumption: "10" })).toHaveProperty("error");
  });
  it.each([
    ["Electric", true],
    ["electric", true],
    ["Hybrid", false],
    [null, false],
  ])("hides the calculator for %s fuel: %s", (fuel, hidden) => {
    expect(isElectric(fuel)).toBe(hidden);
  });
});

describe("delivery calculator (spec 000 sections 5 and 8)", () => {
  const regions = [
    { name: "Sydney Metro", price: 250, postcode_from: 2000, postcode_to: 2234 },
    { name: "Regional NSW", price: 650, postcode_from: 2235, postcode_to: 2999 },
  ];
  it.each([
    ["", { error: DELIVERY_POSTCODE_REQUIRED }],
    ["  ", { error: DELIVERY_POSTCODE_REQUIRED }],
    ["2000", { price: 250, name: "Sydney Metro" }],
    ["2234", { price: 250, name: "Sydney Metro" }],
    ["2235", { price: 650, name: "Regional NSW" }],
    ["3000", { error: DELIVERY_NO_QUOTE }],
    ["20", { error: DELIVERY_NO_QUOTE }],
  ])("postcode %j answers %j", (postcode, answer) => {
    expect(deliveryQuote(postcode, regions)).toEqual(answer);
  });
  it("uses the spec's words", () => {
    expect(DELIVERY_POSTCODE_REQUIRED).toBe("Please enter a postcode.");
    expect(DELIVERY_NO_QUOTE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
});

describe("action buttons by status and tag (spec 000 section 4)", () => {
  const car: AvailabilityCar = {
    id: 7,
    slug: "a-car",
    status: "in_stock",
    tag: null,
    reserved: false,
    car_type: "used",
    item_type: "car",
    simple_body: "suv",
    price: 25_000,
    show_on_dealer_website: true,
    payment_processors: [],
  };
  const kinds = (c: AvailabilityCar, cfg = config) => vehicleActions(c, cfg).map((a) => a.kind);
  const withCheckout = { ...config, checkout: { ...config.checkout, enabled: true } };

  it.each(["in_stock", "coming_soon"])("counts %s as in stock on the detail page", (status) => {
    expect(detailInStock(status)).toBe(true);
  });
  it.each(["sold", "deposit_taken", "archived"])("shows only Find Me Something Similar for %s", (status) => {
    expect(kinds({ ...car, status })).toEqual(["find-similar"]);
  });
  it("shows only the test drive for Test Drive Only", () => {
    expect(kinds({ ...car, tag: "Test Drive Only" }, withCheckout)).toEqual(["test-drive"]);
  });
  it("reserves only when checkout is enabled, for $200 by default", () => {
    expect(kinds(car)).not.toContain("reserve");
    expect(vehicleActions(car, withCheckout)[0]).toEqual({
      kind: "reserve",
      label: "Reserve for $200",
      href: "/cars/a-car/checkout",
      leadForm: false,
    });
  });
  it("does not reserve a reserved or coming-soon car", () => {
    expect(kinds({ ...car, reserved: true }, withCheckout)).not.toContain("reserve");
    expect(kinds({ ...car, status: "coming_soon" }, withCheckout)).not.toContain("reserve");
  });
  it.each([
    ["car", "suv", "Book a Test Drive"],
    ["motorcycle", "motorcycle", "Book a Test Drive"],
    ["caravan", "motorhome", "Book a Test Drive"],
    ["caravan", "caravan", "Book an Inspection"],
    ["trailer", "trailer", "Book an Inspection"],
  ])("a %s (%s) offers %s (issue 57)", (item_type, simple_body, label) => {
    const viewing = vehicleActions({ ...car, item_type, simple_body }, config).find((a) => a.kind === "test-drive");
    expect(viewing?.label).toBe(label);
  });
  it("offers a coming-soon car's shopper something similar and its test drive, nothing to buy, enquire or trade (issue 56)", () => {
    expect(kinds({ ...car, status: "coming_soon" }, withCheckout)).toEqual(["find-similar", "test-drive"]);
  });
  it("hides the test drive for coming_soon only where the site says so", () => {
    expect(kinds({ ...car, status: "coming_soon" })).toContain("test-drive");
    const hidden = { ...config, vehicle: { ...config.vehicle, test_drive_hidden_for_coming_soon: true } };
    expect(kinds({ ...car, status: "coming_soon" }, hidden)).not.toContain("test-drive");
    expect(kinds(car, hidden)).toContain("test-drive");
  });
});
