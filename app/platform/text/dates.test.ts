import { describe, expect, it } from "vitest";
import { formatSiteDate, siteToday, formatSiteTime } from "./dates";

describe("the dealer's calendar", () => {
  it.each([
    // 23:30 UTC on the 22nd is already 10:30 on the 23rd in Sydney (daylight saving, +11).
    ["2026-11-22T23:30:00Z", "Australia/Sydney", "2026-11-23"],
    ["2026-11-22T12:59:00Z", "Australia/Sydney", "2026-11-22"],
    ["2026-11-22T13:00:00Z", "Australia/Sydney", "2026-11-23"],
    // Perth keeps no daylight saving (+8).
    ["2026-11-22T15:59:00Z", "Australia/Perth", "2026-11-22"],
    ["2026-11-22T16:00:00Z", "Australia/Perth", "2026-11-23"],
    // Winter in Sydney (+10).
    ["2026-06-30T14:00:00Z", "Australia/Sydney", "2026-07-01"],
  ])("%s in %s is %s", (instant, zone, day) => expect(siteToday(zone, new Date(instant))).toBe(day));

  it("reads a calendar date as that day anywhere, and an instant as the dealer's day", () => {
    expect(formatSiteDate("2026-11-23", "Australia/Perth")).toBe("23 November 2026");
    expect(formatSiteDate(new Date("2026-11-22T23:30:00Z"), "Australia/Sydney")).toBe("23 November 2026");
    expect(formatSiteDate(new Date("2026-11-22T23:30:00Z"), "Australia/Perth")).toBe("23 November 2026");
    expect(formatSiteDate(new Date("2026-11-22T12:30:00Z"), "Australia/Perth")).toBe("22 November 2026");
  });
});

describe("formatSiteTime", () => {
  it.each([
    ["2026-11-25T04:45:00Z", "Australia/Sydney", "3:45pm"],
    ["2026-11-25T13:05:00Z", "Australia/Sydney", "12:05am"],
    ["2026-06-25T02:00:00Z", "Australia/Brisbane", "12:00pm"],
    ["2026-11-25T04:45:00Z", "Australia/Perth", "12:45pm"],
  ])("%s in %s is %s", (instant, zone, time) => {
    expect(formatSiteTime(new Date(instant), zone)).toBe(time);
  });
});
