import { describe, expect, it } from "vitest";
import { formatMoney, formatMonthYear, formatNumber, truncate } from "./format";

describe("formatMoney", () => {
  it.each([
    [30000, "$30,000"],
    [912.25, "$912"],
    [1360.5, "$1,361"],
    [250000, "$250,000"],
    [0, "$0"],
    [1234567, "$1,234,567"],
  ])("%d -> %s", (value, expected) => expect(formatMoney(value)).toBe(expected));
});

describe("formatNumber", () => {
  it("uses thousands commas and no decimals", () => {
    expect(formatNumber(100000)).toBe("100,000");
  });
});

describe("truncate", () => {
  it("leaves short text alone and cuts long text at a word near the limit", () => {
    expect(truncate("Short", 80)).toBe("Short");
    const long = "Charging, range and running costs compared for Australian drivers. From the team at Metro.";
    const cut = truncate(long, 80);
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe("formatMonthYear: build and compliance dates as a buyer reads them", () => {
  it.each([
    ["2023-05-01", "May 2023"],
    ["2019-12-15", "December 2019"],
    ["2024-01-01T00:00:00.000Z", "January 2024"],
    ["not a date", "not a date"],
  ])("%s -> %s", (iso, expected) => expect(formatMonthYear(iso)).toBe(expected));
});
