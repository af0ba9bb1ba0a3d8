import { describe, expect, it } from "vitest";
import { propertyRuns } from "./property-runs";

describe("propertyRuns", () => {
  it.each([
    [600, "", 600],
    [600, "0.25", 150],
    [300, "1", 300],
    [3, "0.1", 1],
  ])("runs %i cases as %j: %i", (local, share, expected) => {
    expect(propertyRuns(local, share)).toBe(expected);
  });

  it.each(["0", "-1", "2", "all"])("refuses the share %j", (share) => {
    expect(() => propertyRuns(100, share)).toThrow(/PROPERTY_RUNS_SHARE/);
  });
});
