import { describe, expect, it } from "vitest";
import {
  isOpenAt,
  localInstant,
  openMinutesBetween,
  openWindow,
  slotOpen,
  stateZone,
  type YardHours,
} from "./yard-hours";

const day = (weekday: number, open: string | null, close: string | null) => ({
  weekday,
  status: open ? ("open" as const) : ("closed" as const),
  open,
  close,
  formated_hours: open ? `${open} - ${close}` : "Closed",
});

// A yard open 8:30-17:30 on weekdays, 9:00-16:00 on Saturday, closed on Sunday; closed for Boxing Day.
const geelong: YardHours = {
  week: [day(0, null, null), ...[1, 2, 3, 4, 5].map((d) => day(d, "08:30", "17:30")), day(6, "09:00", "16:00")],
  special: [{ date: "2026-12-26", status: "closed", start_hour: null, end_hour: null }],
};
const zone = "Australia/Melbourne";

describe("a yard's hours (issue 54)", () => {
  it.each([
    ["2026-11-28", "09:00", true, "Saturday at opening"],
    ["2026-11-28", "15:30", true, "the last half hour on Saturday"],
    ["2026-11-28", "16:00", false, "4 pm Saturday, when the yard closes"],
    ["2026-11-29", "10:00", false, "Sunday"],
    ["2026-11-30", "08:00", false, "before opening on Monday"],
    ["2026-11-30", "17:00", true, "Monday's last half hour"],
    ["2026-12-26", "10:00", false, "a holiday closure on a Saturday"],
  ])("offers a test drive on %s at %s: %s (%s)", (date, time, open) => {
    expect(slotOpen(geelong, date, time)).toBe(open);
  });

  it("takes a special day's own hours over the week's", () => {
    const shortDay = {
      ...geelong,
      special: [{ date: "2026-12-24", status: "open", start_hour: "09:00", end_hour: "12:00" }],
    };
    expect(openWindow(shortDay, "2026-12-24")).toEqual({ open: "09:00", close: "12:00" });
    expect(slotOpen(shortDay, "2026-12-24", "13:00")).toBe(false);
  });

  it("treats a yard that gives no hours as always open", () => {
    expect(slotOpen({ week: [], special: [] }, "2026-11-29", "10:00")).toBe(true);
  });

  it("reads wall-clock times in the site's zone, daylight saving included", () => {
    expect(localInstant("2026-11-28", "09:00", zone).toISOString()).toBe("2026-11-27T22:00:00.000Z");
    expect(localInstant("2026-07-04", "09:00", zone).toISOString()).toBe("2026-07-03T23:00:00.000Z");
    expect(localInstant("2026-11-28", "09:00", "Australia/Perth").toISOString()).toBe("2026-11-28T01:00:00.000Z");
  });

  it("is open or closed at an instant as the yard's clock says", () => {
    expect(isOpenAt(geelong, zone, new Date("2026-11-27T22:30:00Z"))).toBe(true); // Sat 9:30 am
    expect(isOpenAt(geelong, zone, new Date("2026-11-28T05:30:00Z"))).toBe(false); // Sat 4:30 pm
    expect(isOpenAt(geelong, zone, new Date("2026-11-28T23:00:00Z"))).toBe(false); // Sun 10 am
  });

  it.each([
    ["5 minutes inside Saturday's hours", "2026-11-27T22:10:00Z", "2026-11-27T22:15:00Z", 5],
    ["Saturday 3:58 pm to Monday 8:33 am: 2 + 3 open minutes", "2026-11-28T04:58:00Z", "2026-11-29T21:33:00Z", 5],
    ["Saturday night to Sunday night: closed throughout", "2026-11-28T10:00:00Z", "2026-11-29T10:00:00Z", 0],
    ["backwards", "2026-11-28T00:00:00Z", "2026-11-27T23:00:00Z", 0],
  ])("counts open minutes: %s", (_, from, to, minutes) => {
    expect(openMinutesBetween(geelong, zone, new Date(from), new Date(to))).toBeCloseTo(minutes, 5);
  });
});

describe("a yard keeps its own state's clock (issue 54)", () => {
  it.each([
    ["WA", "Australia/Perth"],
    ["nsw", "Australia/Sydney"],
    ["ACT", "Australia/Sydney"],
    ["QLD", "Australia/Brisbane"],
    ["", null],
    [null, null],
  ])("%s keeps %s", (state, zone) => expect(stateZone(state)).toBe(zone));

  it("is open at 9:30 am in Perth when Sydney's clock says 12:30 pm", () => {
    const perth: YardHours = { ...geelong, zone: "Australia/Perth" };
    const instant = new Date("2026-11-28T01:30:00Z");
    expect(isOpenAt(perth, stateZone("WA")!, instant)).toBe(true);
    expect(isOpenAt(perth, stateZone("WA")!, new Date("2026-11-28T00:30:00Z"))).toBe(false);
  });
});
