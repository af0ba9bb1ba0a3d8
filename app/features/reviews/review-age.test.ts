import { describe, expect, it } from "vitest";
import { reviewAge } from "./review-age";

const NOW = new Date("2026-11-23T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("a review's date in words", () => {
  it.each([
    [0, "today"],
    [1, "yesterday"],
    [6, "6 days ago"],
    [7, "a week ago"],
    [20, "2 weeks ago"],
    [30, "a month ago"],
    [200, "6 months ago"],
    [364, "11 months ago"],
    [365, "a year ago"],
    [700, "a year ago"],
    [731, "2 years ago"],
  ])("%i days ago reads %j", (days, words) => {
    expect(reviewAge(daysAgo(days), NOW)).toBe(words);
  });

  it("reads a date a little in the future (clocks differ) as today", () => {
    expect(reviewAge(new Date(NOW.getTime() + 60_000), NOW)).toBe("today");
  });
});
