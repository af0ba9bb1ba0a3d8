import { describe, expect, it } from "vitest";
import { carSummaryView, type CarSummaryRecord } from "~/features/cars";
import { COMPARE_ROWS, compareHref, comparedSlugs, compareRows, compareSpecs, differingRows } from "./compare";

describe("compare addresses", () => {
  it("keeps at most three distinct slugs in order", () => {
    expect(comparedSlugs("a,b,a,c,d")).toEqual(["a", "b", "c"]);
    expect(comparedSlugs("a,<script>,b")).toEqual(["a", "b"]);
    expect(comparedSlugs(null)).toEqual([]);
    expect(compareHref(["x", "y", "z", "w"])).toBe("/compare?cars=x,y,z");
    expect(compareHref([])).toBe("/compare");
  });
});

describe("compare rows", () => {
  const car: CarSummaryRecord = {
    id: 1,
    slug: "s",
    name: "n",
    year: 2021,
    make: "Mazda",
    model: "CX-5",
    badge: null,
    car_type: "used",
    status: "in_stock",
    km: 31250,
    body: "SUV",
    transmission: null,
    fuel: "Petrol",
    engine_size_litres: 2.5,
    seats: 5,
    drive: "AWD",
    colour: "",
    location_name: "Parramatta",
    primary_image_url: null,
    price: 34990,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    preorder: false,
    price_type: null,
  };
  it("shows each field as a shopper reads it, and a dash for what is missing", () => {
    const specs = compareSpecs(
      car,
      carSummaryView(car, { subscriptions: false, no_price_text: "Enquire for price." }),
      {
        text: "$163 per week",
        assumptions: "8.99% p.a. over 5 years",
      },
    );
    expect(specs).toMatchObject({
      Price: "$34,990",
      "Weekly repayment": "$163 per week",
      Kilometres: "31,250 km",
      Engine: "2.5 L",
      Transmission: "–",
      Colour: "–",
      Location: "Parramatta",
    });
  });
  it.each([
    ["suv", "SUV"],
    ["people mover", "People Mover"],
    ["cab chassis", "Cab Chassis"],
    ["Hatchback", "Hatchback"],
  ])("a body stored as %s reads %s", (body, shown) => {
    expect(
      compareSpecs(
        { ...car, body },
        carSummaryView(car, { subscriptions: false, no_price_text: "Enquire for price." }),
        null,
      ).Body,
    ).toBe(shown);
  });
});

describe("each kind compared on its own fields (issue 57)", () => {
  const summary: CarSummaryRecord = {
    id: 2,
    slug: "v",
    name: "n",
    year: 2022,
    make: "Jayco",
    model: "Journey",
    badge: null,
    car_type: "used",
    status: "in_stock",
    km: 12000,
    body: "caravan",
    transmission: null,
    fuel: null,
    engine_size_litres: null,
    seats: 4,
    drive: null,
    colour: "White",
    location_name: "Dubbo",
    primary_image_url: null,
    price: 64990,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    preorder: false,
    price_type: null,
  };
  const full = {
    series: null,
    interior_colour: null,
    doors: 1,
    gearnum: null,
    build_date: null,
    compliance_date: null,
    variant: null,
  };
  const view = carSummaryView(summary, { subscriptions: false, no_price_text: "Enquire for price." });
  const caravan = compareSpecs(
    {
      ...summary,
      ...full,
      item_type: "caravan",
      simple_body: "caravan",
      specifications: { tare_weight: 2400, aggregate_trailer_mass: 3000, sleeps: 4, ball_weight: 230 },
    },
    view,
    null,
  );
  const bike = compareSpecs(
    {
      ...summary,
      ...full,
      doors: 0,
      item_type: "motorcycle",
      simple_body: "motorcycle",
      specifications: null,
      variant: { licenceclass: "LAMS", seatheight: 805 },
    },
    view,
    null,
  );

  it("a caravan shows its tare, ATM, payload and berths, and no kilometres or seats", () => {
    expect(caravan).toMatchObject({
      "Tare mass": "2,400 kg",
      "ATM (aggregate trailer mass)": "3,000 kg",
      Payload: "600 kg",
      "Ball weight": "230 kg",
      Berths: "4",
      Kilometres: "–",
      Seats: "–",
    });
  });

  it("shows a kind's row when any car compared has it, before Colour", () => {
    const rows = compareRows([caravan, bike]);
    expect(rows).toEqual(expect.arrayContaining(["Payload", "Licence class", "Seat height"]));
    expect(rows.indexOf("Licence class")).toBeLessThan(rows.indexOf("Colour"));
    expect(rows).not.toContain("GVM (gross vehicle mass)");
    expect(bike["Licence class"]).toBe("LAMS approved");
    expect(differingRows([caravan, bike])).toContain("Licence class");
  });
});

describe("differences stand out", () => {
  const specs = (changes: Partial<Record<(typeof COMPARE_ROWS)[number], string>>) =>
    Object.fromEntries(COMPARE_ROWS.map((row) => [row, changes[row] ?? "same"])) as Record<
      (typeof COMPARE_ROWS)[number],
      string
    >;
  it.each([
    [[specs({}), specs({})], []],
    [[specs({ Price: "$1" }), specs({ Price: "$2" })], ["Price"]],
    [
      [specs({ Fuel: "Diesel" }), specs({}), specs({ Year: "2020" })],
      ["Year", "Fuel"],
    ],
    [[specs({ Price: "$1" })], []],
  ])("%# marks %o", (compared, rows) => expect([...differingRows(compared)]).toEqual(rows));
});
