import { describe, expect, it } from "vitest";
import { feedRefusal, googleItem, META_COLUMNS, metaFeedHead, metaRow, type FeedCar } from "./feeds";

const site = { origin: "https://www.dealer.com.au/", name: "Dealer & Co", phone: "(02) 9000 0000" };
const car: FeedCar = {
  id: 42,
  slug: "2021-toyota-rav4-gx-42",
  name: "2021 Toyota RAV4 GX",
  year: 2021,
  make: "Toyota",
  model: "RAV4",
  body: "SUV",
  km: 31250,
  vin: "JTMW1RFV40D000001",
  colour: "White",
  car_type: "used",
  transmission: "Automatic",
  fuel: "Hybrid",
  drive: "AWD",
  price: 36990,
  primary_image_url: "/media/vehicle/suv/white/side.svg",
  description: 'One owner, "as new", full history',
  location: {
    id: 1,
    name: "Dealer Parramatta",
    slug: "parramatta",
    phone: "(02) 9111 1111",
    location_type: "sales",
    location_subtype: null,
    manufacturers: [],
    manufacturer: null,
    distribution_locations: [],
    address: { street: "1 Church St", city: "Parramatta", state: "NSW", postcode: "2150" },
  },
};

describe("feedRefusal: Google and Meta refuse a car without a price or a picture", () => {
  it.each([
    [{ price: 36990, primary_image_url: "/a.jpg" }, null],
    [{ price: 0, primary_image_url: "/a.jpg" }, "no price"],
    [{ price: 10, primary_image_url: "/a.jpg" }, "no price"],
    [{ price: 36990, primary_image_url: null }, "no image"],
  ])("%o -> %s", (input, refusal) => expect(feedRefusal(input)).toBe(refusal));
});

describe("Google vehicle listings item", () => {
  const item = googleItem(site, car);
  const field = (name: string) => new RegExp(`<g:${name}>([^<]*)</g:${name}>`).exec(item)?.[1];
  it.each([
    ["id", "42"],
    ["title", "2021 Toyota RAV4 GX"],
    ["link", "https://www.dealer.com.au/cars/2021-toyota-rav4-gx-42"],
    ["price", "36990.00 AUD"],
    ["condition", "used"],
    ["brand", "Toyota"],
    ["model", "RAV4"],
    ["year", "2021"],
    ["mileage", "31250 km"],
    ["vin", "JTMW1RFV40D000001"],
    ["store_code", "parramatta"],
    ["availability", "in_stock"],
    ["description", "One owner, &quot;as new&quot;, full history"],
  ])("g:%s is %s", (name, value) => expect(field(name)).toBe(value));

  it("links a JPEG of the car's picture through the image endpoint", () => {
    expect(field("image_link")).toMatch(
      /^https:\/\/www\.dealer\.com\.au\/img\?src=\/media\/vehicle\/suv\/white\/side\.svg&amp;w=\d+&amp;fm=jpeg$/,
    );
  });
});

describe("Meta automotive catalogue row", () => {
  const cells = (line: string) =>
    [...line.trimEnd().matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .slice(0, META_COLUMNS.length)
      .map((m) => m[1]!.replace(/^"|"$/g, "").replace(/""/g, '"'));
  const row = Object.fromEntries(META_COLUMNS.map((column, i) => [column, cells(metaRow(site, car))[i]]));
  it("has a header of Meta's field names", () => expect(metaFeedHead()).toBe(`${META_COLUMNS.join(",")}\n`));
  it.each([
    ["vehicle_id", "42"],
    ["state_of_vehicle", "USED"],
    ["mileage.value", "31250"],
    ["mileage.unit", "KM"],
    ["price", "36990 AUD"],
    ["body_style", "SUV"],
    ["fuel_type", "HYBRID"],
    ["drivetrain", "AWD"],
    ["transmission", "AUTOMATIC"],
    ["description", 'One owner, "as new", full history'],
    ["dealer_name", "Dealer Parramatta"],
    ["address.city", "Parramatta"],
    ["address.country", "AU"],
  ])("%s is %s", (column, value) => expect(row[column]).toBe(value));
});
