import { describe, expect, it } from "vitest";
import { suggest, type SuggestionCounts } from "./query-suggestions";

const counts: SuggestionCounts = {
  make: { Toyota: 120, Tesla: 4, Hyundai: 60 },
  make_model: { "Toyota > HiLux": 30, "Toyota > Corolla": 25, "Hyundai > Tucson": 12, "Tesla > Model 3": 4 },
  body: { suv: 200, sedan: 40 },
  fuel: { Hybrid: 18, Diesel: 90 },
  categories: { Family: 50 },
};

describe("suggestions as a shopper types (issue 38)", () => {
  it.each([
    ["t", []],
    ["to", ["Toyota (120)", "Toyota HiLux (30)", "Toyota Corolla (25)"]],
    ["te", ["Tesla (4)", "Tesla Model 3 (4)"]],
    ["hi", ["Toyota HiLux (30)"]],
    ["toyota co", ["Toyota Corolla (25)"]],
    ["family su", ["family SUV (200)"]],
    ["di", ["Diesel (90)"]],
    ["cx", []],
  ])("%s", (typed, shown) => {
    expect(suggest(typed, counts).map((s) => `${s.query} (${s.count})`)).toEqual(shown);
  });

  it("offers at most eight, most stock first", () => {
    const many: SuggestionCounts = {
      make: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`Make${i}`, i])),
    };
    const shown = suggest("ma", many);
    expect(shown).toHaveLength(8);
    expect(shown[0]).toMatchObject({ query: "Make19", count: 19 });
  });
});
