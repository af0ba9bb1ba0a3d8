import { describe, expect, it } from "vitest";
import type { QueryReading } from "~/features/search";
import { rangeLabel } from "./listing-chips";
import { RELAX_ORDER, withoutPart, withPriceUpTo } from "./listing-relax";
import { withReading } from "./listing-reading";
import { emptyListingState, type ListingState } from "./listing-url";

const suvUnder40k: QueryReading = { refinements: { body: ["suv"] }, ranges: { price: { max: 40_000 } }, words: "" };
const state = (over: Partial<ListingState>): ListingState => ({ ...emptyListingState, ...over });

describe("typed words read into the listing's filters once (issue 38)", () => {
  it("adds the reading's filters, keeps the words and marks them read", () => {
    expect(withReading(state({ query: "suv under 40k", page: 3 }), () => suvUnder40k)).toEqual(
      state({
        query: "suv under 40k",
        typed: "suv under 40k",
        words: "",
        refinements: { body: ["suv"] },
        ranges: { price: { max: 40_000 } },
      }),
    );
  });

  it("does not read words already read: a filter the shopper removed stays removed", () => {
    const removed = state({ query: "suv under 40k", typed: "suv under 40k", refinements: { body: ["suv"] } });
    expect(withReading(removed, () => suvUnder40k)).toEqual({ ...removed, words: "" });
  });

  it("reads new words afresh, and a bound they name replaces the old one", () => {
    const before = state({
      query: "suv under 30k",
      typed: "suv under 40k",
      ranges: { price: { min: 10_000, max: 40_000 } },
    });
    const reading = { ...suvUnder40k, ranges: { price: { max: 30_000 } } };
    expect(withReading(before, () => reading).ranges).toEqual({ price: { min: 10_000, max: 30_000 } });
  });

  it("leaves words it cannot place as free text, and no typed mark", () => {
    const read = withReading(state({ query: "gx 2.8" }), () => ({ refinements: {}, ranges: {}, words: "gx 2.8" }));
    expect(read).toEqual(state({ query: "gx 2.8", words: "gx 2.8" }));
  });
});

describe("chips say each range as a shopper would", () => {
  it.each([
    ["price", { max: 40_000 }, "Under $40,000"],
    ["price", { min: 30_000, max: 40_000 }, "$30,000 to $40,000"],
    ["price", { min: 50_000 }, "From $50,000"],
    ["km", { max: 50_000 }, "Under 50,000 km"],
    ["year", { min: 2018 }, "2018 or newer"],
    ["year", { max: 2016 }, "2016 or older"],
    ["year", { min: 2014, max: 2014 }, "2014"],
    ["year", { min: 2015, max: 2019 }, "2015 to 2019"],
    ["towing_capacity", { min: 3500 }, "Tows 3,500 kg or more"],
    ["towing_capacity", { max: 750 }, "Tows up to 750 kg"],
    ["fuel_economy", { max: 6 }, "Up to 6 L/100 km"],
    ["fuel_economy", { min: 4, max: 6.5 }, "4 L/100 km to 6.5 L/100 km"],
  ] as const)("%s %j: %s", (name, range, label) => {
    expect(rangeLabel(name, range)).toBe(label);
  });
});

describe("what gives way when nothing matches (issue 38)", () => {
  const wanted = state({
    refinements: { body: ["suv"], colour: ["Red"], seats: ["7", "8"] },
    ranges: { price: { max: 20_000 }, year: { min: 2020 } },
  });

  it("drops a whole filter, naming what the shopper now gets", () => {
    const relaxed = withoutPart(wanted, "colour")!;
    expect(relaxed.state.refinements).toEqual({ body: ["suv"], seats: ["7", "8"] });
    expect(relaxed.label).toBe("any colour");
    expect(relaxed.keys("colour:Red")).toBe(true);
    expect(withoutPart(wanted, "fuel")).toBeNull();
    expect(withoutPart(wanted, "year")!.state.ranges).toEqual({ price: { max: 20_000 } });
  });

  it("lets a towing need give way after the price, before seats and body", () => {
    const order = (part: string) => RELAX_ORDER.indexOf(part as (typeof RELAX_ORDER)[number]);
    expect(order("price")).toBeLessThan(order("towing_capacity"));
    expect(order("towing_capacity")).toBeLessThan(order("seats"));
    const towing = withoutPart(state({ ranges: { towing_capacity: { min: 3500 } } }), "towing_capacity")!;
    expect(towing.state.ranges).toEqual({});
    expect(towing.label).toBe("any towing capacity");
    expect(towing.keys("range:towing_capacity")).toBe(true);
  });

  it("raises the price cap to the dearest of the 12 cheapest, to the next $1,000", () => {
    const prices = [
      21_500, 22_000, 23_990, 24_000, 25_100, 26_000, 27_000, 28_000, 29_000, 30_000, 31_000, 45_250, 60_000,
    ];
    const relaxed = withPriceUpTo(wanted, prices)!;
    expect(relaxed.state.ranges.price).toEqual({ max: 46_000 });
    expect(relaxed.label).toBe("a price up to $46,000");
    expect(withPriceUpTo(wanted, [])!.label).toBe("any price");
    expect(withPriceUpTo(state({}), prices)).toBeNull();
  });
});
