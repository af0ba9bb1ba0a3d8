import { describe, expect, it } from "vitest";
import { showReviewCount, starFills } from "./rating";

describe("starFills", () => {
  it.each([
    [4.6, [1, 1, 1, 1, 0.6]],
    [4.3, [1, 1, 1, 1, 0]],
    [4.4, [1, 1, 1, 1, 0.4]],
    [5, [1, 1, 1, 1, 1]],
    [0, [0, 0, 0, 0, 0]],
    [3.04, [1, 1, 1, 0, 0]],
    [7, [1, 1, 1, 1, 1]],
  ])("%d -> %j", (rating, fills) => expect(starFills(rating)).toEqual(fills));
});

describe("showReviewCount", () => {
  it.each([
    [4.6, { minimum_rating: 4, hidden: false }, true],
    [4.0, { minimum_rating: 4, hidden: false }, false],
    [4.6, { minimum_rating: 4, hidden: true }, false],
  ])("%d with %o -> %s", (avg, settings, shown) => expect(showReviewCount(avg, settings)).toBe(shown));
});
