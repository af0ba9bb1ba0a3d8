import { describe, expect, it } from "vitest";
import { stockCountsByPath } from "./stock-menu";

describe("the Our Stock dropdown's live counts (spec 001 section 2, Navigation)", () => {
  it("counts each listing path's car types", () => {
    expect(stockCountsByPath({ new: 484, demo: 183, used: 542 })).toEqual({
      "/search/new-cars": 484,
      "/search/used-cars": 542,
      "/used-car": 542,
      "/search/demo-cars": 183,
      "/search/new-and-demo-cars": 667,
      "/search/new-used-and-demo-cars": 1209,
    });
    expect(stockCountsByPath({ used: 3 })["/search/new-cars"]).toBe(0);
  });
});
