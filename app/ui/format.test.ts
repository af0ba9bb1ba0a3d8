import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatDayDate,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatTypedAmount,
  formatTypedDistance,
  truncate,
} from "./format";

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

describe("the same text as en-AU's Intl formatters, which the pages no longer load", () => {
  const money = new Intl.NumberFormat("en-AU", {
    style: "currency",
    currency: "AUD",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const whole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
  const monthYear = new Intl.DateTimeFormat("en-AU", { month: "long", year: "numeric", timeZone: "UTC" });
  it.each([
    0,
    1,
    7,
    99,
    999,
    1000,
    1001,
    12345,
    999999,
    1000000,
    64990.5,
    912.25,
    1360.49,
    -5,
    -1234,
    -1234567.8,
    2 ** 53,
    1e21,
  ])("%d", (value) => {
    expect(formatMoney(value)).toBe(money.format(Math.round(value)).replace("A$", "$"));
    expect(formatNumber(value)).toBe(whole.format(Math.round(value)));
  });
  it.each(["2023-05-01", "1999-12-31", "2026-02-28T23:59:59Z", "0999-01-15"])("%s", (iso) => {
    expect(formatMonthYear(iso)).toBe(monthYear.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)));
  });
  const dayDate = new Intl.DateTimeFormat("en-AU", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  it.each([
    "2026-12-25",
    "2027-01-01",
    "2027-04-26",
    "2028-02-29",
    "2026-05-04",
    "2026-06-08",
    "2026-07-13",
    "2026-09-07",
  ])("%s", (isoDay) => {
    expect(formatDayDate(isoDay)).toBe(dayDate.format(new Date(`${isoDay}T12:00:00Z`)));
  });
  it("writes a negative amount that rounds to zero as 0, where Intl writes -0", () => {
    expect(formatNumber(-0.4)).toBe("0");
    expect(formatMoney(-0.4)).toBe("$0");
  });
});

describe("formatTypedAmount: what the shopper typed into an amount field, with commas", () => {
  it.each([
    [0, "0"],
    [45000, "45,000"],
    [1234567, "1,234,567"],
    [12000.5, "12,000.5"],
    [-2500, "-2,500"],
  ])("%d -> %s", (value, expected) => expect(formatTypedAmount(value)).toBe(expected));
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

describe("formatTypedDistance: a distance field shows thousands separators as it is typed (spec 001 section 5)", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["850", "850"],
    ["85000", "85,000"],
    ["85,0001", "850,001"],
    ["1234567", "1,234,567"],
    ["about 50000 kms", "50,000"],
    ["007", "7"],
  ])("%j reads %j", (typed, shown) => expect(formatTypedDistance(typed)).toBe(shown));
});

describe("formatCents: a fee as the spec gives it, cents only where there are any", () => {
  it.each([
    [395, "$395"],
    [1360.5, "$1,360.50"],
    [912.25, "$912.25"],
    [6, "$6"],
  ])("%d reads %s", (value, shown) => expect(formatCents(value)).toBe(shown));
});
