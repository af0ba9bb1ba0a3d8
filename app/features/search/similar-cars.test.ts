import { describe, expect, it } from "vitest";
import { pickSimilar, priceWindow, similarCarQueries } from "./similar-cars";

describe("similar cars (spec 000 sections 7 and 9)", () => {
  it.each([
    [28_990, { min: 18_990, max: 38_990 }],
    [49_999, { min: 39_999, max: 59_999 }],
    [50_000, { min: 25_000, max: 75_000 }],
    [5_000, { min: 0, max: 15_000 }],
  ])("price %i searches %o", (price, window) => {
    expect(priceWindow(price)).toEqual(window);
  });

  it("asks for at most 10 per query and shows at most 6 distinct cars", () => {
    const queries = similarCarQueries({
      id: 1,
      price: 30_000,
      make: "Toyota",
      model: "Corolla",
      body: "Hatch",
      car_type: "used",
    });
    expect(queries.map((q) => q.hitsPerPage)).toEqual([10, 10]);
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
    expect(pickSimilar([ids(1, 4), ids(3, 10)]).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
