import { describe, expect, it } from "vitest";
import { bodySelector } from "./body-selector";

describe("the body selector (spec 001 section 9)", () => {
  const stock = {
    suv: 287,
    ute: 56,
    sedan: 54,
    hatch: 42,
    coupe: 16,
    van: 12,
    wagon: 6,
    "people mover": 5,
    convertible: 2,
    motorcycle: 300,
  };

  it("shows 4 known types by count descending, with words people read", () => {
    expect(bodySelector(stock)).toEqual([
      { value: "suv", label: "SUV", count: 287 },
      { value: "ute", label: "Ute", count: 56 },
      { value: "sedan", label: "Sedan", count: 54 },
      { value: "hatch", label: "Hatch", count: 42 },
    ]);
  });

  it("breaks a tie by name descending", () => {
    expect(bodySelector({ coupe: 10, wagon: 10, sedan: 10, van: 10, ute: 3 }).map((b) => b.label)).toEqual([
      "Wagon",
      "Van",
      "Sedan",
      "Coupe",
    ]);
  });

  it("leaves out bodies the spec does not know, and those with no stock", () => {
    expect(
      bodySelector({ motorcycle: 128, "cab chassis": 89, caravan: 86, motorhome: 14, sedan: 0 }).map((b) => b.label),
    ).toEqual(["Cab Chassis", "Motorhome"]);
  });

  it("with custom bodies, shows those, up to 20", () => {
    const custom = ["motorcycle", "caravan", "cabChassis", "motorhome"];
    expect(
      bodySelector({ motorcycle: 128, "cab chassis": 89, caravan: 86, motorhome: 14, sedan: 3 }, custom).map(
        (b) => b.value,
      ),
    ).toEqual(["motorcycle", "cab chassis", "caravan", "motorhome"]);
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`body ${i}`, 100 - i]));
    expect(bodySelector(many, Object.keys(many))).toHaveLength(20);
  });
});
