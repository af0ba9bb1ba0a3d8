import { describe, expect, it } from "vitest";
import { moveHandle, PRICE_SLIDER, priceSearchHref } from "./price-slider";

describe("price slider search (spec 001 sections 2 and 9)", () => {
  it("runs from 5,000 to 250,000 in steps of 500", () => {
    expect(PRICE_SLIDER).toEqual({ min: 5_000, max: 250_000, step: 500 });
  });

  it("keeps the minimum handle at least 1 below the maximum, and the other way round", () => {
    expect(moveHandle({ min: 5_000, max: 40_000 }, "min", 60_000)).toEqual({ min: 39_999, max: 40_000 });
    expect(moveHandle({ min: 20_000, max: 40_000 }, "max", 10_000)).toEqual({ min: 20_000, max: 20_001 });
    expect(moveHandle({ min: 20_000, max: 40_000 }, "max", 900_000)).toEqual({ min: 20_000, max: 250_000 });
  });

  it("opens the listing sorted by price descending, leaving ends at the bounds open", () => {
    expect(priceSearchHref({ min: 5_000, max: 250_000 })).toBe("/search/new-used-and-demo-cars?sortBy=price_desc");
    expect(priceSearchHref({ min: 15_000, max: 40_000 })).toBe(
      "/search/new-used-and-demo-cars?range[price]=15000:40000&sortBy=price_desc",
    );
    expect(priceSearchHref({ min: 5_000, max: 40_000 })).toBe(
      "/search/new-used-and-demo-cars?range[price]=:40000&sortBy=price_desc",
    );
  });
});
