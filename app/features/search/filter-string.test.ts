import { describe, expect, it } from "vitest";
import { FilterSyntaxError, parseFilterString } from "./filter-string";

describe("filter strings of the hosted index (spec 000 section 7, spec 001 section 7)", () => {
  it("reads the featured cars filter", () => {
    expect(parseFilterString("status:in_stock AND photos_count > 1 AND car_type:used")).toEqual([
      [{ kind: "facet", facet: "status", value: "in_stock", negate: false }],
      [{ kind: "numeric", attribute: "photos_count", op: ">", value: 1 }],
      [{ kind: "facet", facet: "car_type", value: "used", negate: false }],
    ]);
  });

  it("reads the stock filter with ORs in parentheses and a range", () => {
    expect(
      parseFilterString(
        '(status:in_stock OR status:coming_soon OR sold_date_timestamp >= 1795000000) AND price:1000 TO 30000 AND NOT make:"Land Rover"',
      ),
    ).toEqual([
      [
        { kind: "facet", facet: "status", value: "in_stock", negate: false },
        { kind: "facet", facet: "status", value: "coming_soon", negate: false },
        { kind: "numeric", attribute: "sold_date_timestamp", op: ">=", value: 1795000000 },
      ],
      [{ kind: "range", attribute: "price", min: 1000, max: 30000 }],
      [{ kind: "facet", facet: "make", value: "Land Rover", negate: true }],
    ]);
  });

  it("reads the budget finder's price>1000", () => {
    expect(parseFilterString("price>1000")).toEqual([[{ kind: "numeric", attribute: "price", op: ">", value: 1000 }]]);
  });

  it.each([
    ["an unknown attribute", "colourway:red", "colourway is not a filterable attribute"],
    ["a text value for a number", "price > cheap", "cheap is not a number"],
    ["an unclosed group", "(make:Kia OR make:Mazda", "The filter ends too early"],
    [
      "AND and OR without parentheses",
      "make:Kia OR make:Mazda AND car_type:used",
      "Mixing AND and OR needs parentheses around the ORs",
    ],
  ])("refuses %s with a clear message", (_name, text, message) => {
    expect(() => parseFilterString(text)).toThrow(new FilterSyntaxError(message));
  });
});
