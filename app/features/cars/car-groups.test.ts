import { describe, expect, it } from "vitest";
import { carCategories, filteredFeatures, PREMIUM_FROM, type CategorisedCar } from "./car-groups";

describe("filtered_features (spec 000 section 3): a feed's equipment under the names shoppers filter by", () => {
  it.each([
    [
      ["Apple CarPlay", "Android Auto"],
      ["Apple CarPlay", "Android Auto"],
    ],
    [
      ["Wireless Apple Car Play", "Rear view camera"],
      ["Apple CarPlay", "Reversing camera"],
    ],
    [["Radar cruise control", "Cruise control"], ["Adaptive cruise control"]],
    [["Push button start"], ["Keyless entry"]],
    [
      ["Panoramic glass roof", "Heated front seats", "Leather-accented trim"],
      ["Heated seats", "Leather seats", "Sunroof"],
    ],
    [["Towbar", "Tow bar"], ["Tow bar"]],
    [
      ["Ensuite", "Solar panels", "Roll-out awning"],
      ["Ensuite", "Solar panels", "Roll-out awning"],
    ],
    [["ABS", "Cabin air filter"], ["ABS"]],
    [["Floor mats", "Tinted windows"], []],
  ])("%j reads as %j", (equipment, features) => {
    expect(filteredFeatures(equipment)).toEqual(features);
  });
});

describe("categories (spec 000 section 3): the kinds of vehicle a car counts as", () => {
  const car = (over: Partial<CategorisedCar>): CategorisedCar => ({
    body: "sedan",
    seats: 5,
    drive: "FWD",
    fuel: "Petrol",
    item_type: "car",
    price: 30_000,
    licence_class: null,
    ...over,
  });
  it.each([
    ["a five-seat sedan", car({}), []],
    ["a seven-seat SUV", car({ body: "suv", seats: 7, drive: "AWD" }), ["Family"]],
    ["a people mover", car({ body: "people mover", seats: 8 }), ["Family"]],
    ["a 4x4 dual-cab ute", car({ body: "ute", drive: "4x4", fuel: "Diesel" }), ["4x4 and off-road", "Work"]],
    ["a hybrid hatch", car({ body: "hatch", fuel: "Hybrid" }), ["Electric and hybrid", "Small and city"]],
    [
      "an electric SUV at the premium line",
      car({ body: "suv", fuel: "Electric", price: PREMIUM_FROM }),
      ["Electric and hybrid", "Premium"],
    ],
    ["a tipper truck", car({ body: "tipper", item_type: "truck", price: 150_000 }), ["Work"]],
    ["a caravan", car({ body: "caravan", item_type: "caravan", seats: null, price: 95_000 }), []],
    [
      "a LAMS motorcycle (issue 57)",
      car({ body: "motorcycle", item_type: "motorcycle", licence_class: "LAMS", price: 11_000 }),
      ["LAMS approved"],
    ],
    ["an unrestricted motorcycle", car({ body: "motorcycle", item_type: "motorcycle", licence_class: "R" }), []],
  ])("%s", (_name, given, categories) => {
    expect(carCategories(given)).toEqual(categories);
  });
});
