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
