import { describe, expect, it } from "vitest";
import { callDealerLabel } from "./call-label";

describe("event 25's label", () => {
  it.each([
    ["/search/new-cars", undefined, "New Car"],
    ["/search/demo-cars", undefined, "New Car"],
    ["/search/used-cars", undefined, "Used Car"],
    ["/search/new-used-and-demo-cars", undefined, "Used Car"],
    ["/", undefined, "Used Car"],
    ["/cars/2023-haval-h6", "new", "New Car"],
    ["/cars/2023-haval-h6", "used", "Used Car"],
  ])("a call from %s (car type %s) is a %s call", (path, carType, label) => {
    expect(callDealerLabel(path, carType)).toBe(label);
  });
});
