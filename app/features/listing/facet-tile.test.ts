import { describe, expect, it } from "vitest";
import { facetLabel } from "~/features/cars";
import { facetTiles } from "./facet-tile";

describe("facet tiles (spec 001 section 2, Discovery widget 3)", () => {
  it("link body and make to /search/{slug}, and other facets to a filtered listing", () => {
    expect(facetTiles({ "people mover": 4 }, "body")).toEqual([
      { label: "People Mover", count: 4, logo: null, href: "/search/people-mover" },
    ]);
    expect(
      facetTiles({ "Mercedes-Benz": 9 }, "make", new Map([["Mercedes-Benz", "/media/brand/mercedes-benz.svg"]])),
    ).toEqual([
      { label: "Mercedes-Benz", count: 9, logo: "/media/brand/mercedes-benz.svg", href: "/search/mercedes-benz" },
    ]);
    expect(facetTiles({ Electric: 3 }, "fuel")[0]?.href).toBe("/search/new-used-and-demo-cars?fuel=Electric");
  });

  it.each([
    ["suv", "SUV"],
    ["cab chassis", "Cab Chassis"],
    ["BMW", "BMW"],
  ])("labels %s as %s", (value, label) => {
    expect(facetLabel(value)).toBe(label);
  });
});
