import { describe, expect, it } from "vitest";
import { spread } from "./spread";

describe("spread", () => {
  it.each([
    [[1, 2, 3], 5, [1, 2, 3]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9], 3, [1, 5, 9]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, [1, 4, 7, 10]],
    [[1, 2, 3], 1, [1]],
  ])("takes from %j, %i of them: %j", (items, count, expected) => {
    expect(spread(items, count)).toEqual(expected);
  });
});
