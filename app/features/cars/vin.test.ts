import { describe, expect, it } from "vitest";
import { checkDigitOf, modelYearOf, readVin } from "./vin";

const NOW = new Date("2026-11-28T00:00:00+11:00");

describe("a VIN read offline (issue 55): its maker, model year and check digit", () => {
  // Ten makes sold in Australia, each in its maker's own format (WMI, model code, check digit, year, plant, serial).
  it.each([
    ["JTMW43FV9MD123457", "Toyota", 2021],
    ["MR0HA3CD1N0123458", "Toyota", 2022],
    ["JM0KF4W76K0123456", "Mazda", 2019],
    ["KMHK381G9MU123459", "Hyundai", 2021],
    ["MPBUMFF59JX123450", "Ford", 2018],
    ["MMAJJKL19NH123451", "Mitsubishi", 2022],
    ["KNAPU81B9P7123456", "Kia", 2023],
    ["JF1SK9LL9LG123455", "Subaru", 2020],
    ["MPATFS863MT123450", "Isuzu", 2021],
    ["LGXCE4CB1P0123452", "BYD", 2023],
    ["1HGCM82633A004352", "Honda", 2003],
    ["5YJSA1H12FFP71790", "Tesla", 2015],
    // A Thai-built Ranger as Australian yards hold them: the ninth place is the maker's 0, no check digit.
    ["MNAUMFF50FW423340", "Ford", 2015],
    ["WVWZZZAWZRU123454", "Volkswagen", 2024],
  ])("%s is a %s of %i", (vin, make, year) => {
    expect(readVin(vin, NOW)).toEqual({ ok: true, vin, make, year });
  });

  it("computes the check digit as ISO 3779 does, X for ten (published VINs)", () => {
    expect(checkDigitOf("1HGCM82633A004352")).toBe("3");
    expect(checkDigitOf("1M8GDM9AXKP042788")).toBe("X");
    expect(checkDigitOf("5YJSA1H12FFP71790")).toBe("2");
  });

  it.each([
    [
      "1HGCM82633A004353",
      "This VIN does not add up (its check digit, the 9th character): look for a mistyped character.",
    ],
    [
      "5YJSA1H12FFP71791",
      "This VIN does not add up (its check digit, the 9th character): look for a mistyped character.",
    ],
    [
      "LGXCE4CB1P0123453",
      "This VIN does not add up (its check digit, the 9th character): look for a mistyped character.",
    ],
    ["JTMW43FV9MD12345", "A VIN is 17 characters; this one has 16."],
    ["JTMW43FV9MD1234578", "A VIN is 17 characters; this one has 18."],
    ["JTMW43FV9MD12345O", "A VIN never holds O: it is probably 0."],
    ["JTMW43FV9MD12345*", 'A VIN is letters and digits only, not "*".'],
  ])("refuses %s: %s", (vin, error) => expect(readVin(vin, NOW)).toEqual({ ok: false, error }));

  it("takes a VIN as people type it: lower case, spaces and dashes", () => {
    expect(readVin("jtmw43fv9md 123-457", NOW)).toMatchObject({ ok: true, vin: "JTMW43FV9MD123457" });
  });

  it("reads the year as the latest of its thirty-year cycle not past next year", () => {
    expect(modelYearOf("XXXXXXXXXT0000000", NOW)).toBe(2026);
    expect(modelYearOf("XXXXXXXXXV0000000", NOW)).toBe(2027);
    expect(modelYearOf("XXXXXXXXXW0000000", NOW)).toBe(1998);
    expect(modelYearOf("XXXXXXXXX10000000", NOW)).toBe(2001);
  });
});
