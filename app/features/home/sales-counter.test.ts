import { describe, expect, it } from "vitest";
import { salesCounterValue } from "./sales-counter";

describe("the sales counter (spec 001 section 9: Brisbane, (day - 1) x 192 + seconds today / 450)", () => {
  it.each([
    ["midnight on the 1st in Brisbane", "2026-10-31T14:00:00Z", 0],
    ["7:30am on the 1st", "2026-10-31T21:30:00Z", 60],
    ["noon on the 23rd", "2026-11-23T02:00:00Z", 22 * 192 + 96],
    ["a second before midnight on the 30th", "2026-11-30T13:59:59Z", 29 * 192 + 191],
    ["past midnight UTC is still the same Brisbane day", "2026-11-23T00:30:00Z", 22 * 192 + 84],
  ])("%s", (_name, instant, value) => {
    expect(salesCounterValue(new Date(instant))).toBe(value);
  });
});

describe("Brisbane's clock without Intl", () => {
  it("agrees with the IANA zone Australia/Brisbane every hour of a year, summer included", () => {
    const clock = new Intl.DateTimeFormat("en-AU", {
      timeZone: "Australia/Brisbane",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    const reference = (now: Date) => {
      const parts = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, Number(p.value)]));
      return (parts.day! - 1) * 192 + Math.floor((parts.hour! * 3600 + parts.minute! * 60 + parts.second!) / 450);
    };
    const start = Date.UTC(2026, 0, 1, 0, 7, 31);
    const disagreements = Array.from({ length: 365 * 24 }, (_, h) => new Date(start + h * 3_600_000)).filter(
      (now) => salesCounterValue(now) !== reference(now),
    );
    expect(disagreements).toEqual([]);
  });
});
