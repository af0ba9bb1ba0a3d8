import { describe, expect, it } from "vitest";
import { checkDigitOf, modelYearOf, readVin } from "./vin";

const NOW = new Date("2026-11-28T00:00:00+11:00");

describe("a VIN read offline (issue 55): its maker, model year and check digit", () => {
  // Real vehicles' VINs, as their makers wrote them and as published in dealer stock lists, delivery
  // lists and recall checks; every one where a check digit is due adds up, which a made-up VIN
  // rarely does (one chance in eleven).
  it.each([
    ["JTDBBRBE6LJ007243", "Toyota", 2020],
    ["2T3B1RFV0SC582226", "Toyota", 2025],
    ["JM3KFBCM8P0225916", "Mazda", 2023],
    ["KMHRC8A33RU325703", "Hyundai", 2024],
    ["KM8JDDD23SU377666", "Hyundai", 2025],
    ["1FTEW3LP9SFA08077", "Ford", 2025],
    ["JA4AZ3A32GZ004183", "Mitsubishi", 2016],
    ["KNDPUCDF9S7368156", "Kia", 2025],
    ["3KPF54AD7ME321714", "Kia", 2021],
    ["WVWJF7CD8TW190545", "Volkswagen", 2026],
    ["3VV4B7AX5MM144910", "Volkswagen", 2021],
    ["JF2SLDRC1SH457958", "Subaru", 2025],
    ["4S4GUHU63S3737318", "Subaru", 2025],
    ["54DC4W1B7GS801412", "Isuzu", 2016],
    ["LGXCE4CB9TG026047", "BYD", 2026],
    ["LGXC74C44R0009167", "BYD", 2024],
    ["1HGCM82633A004352", "Honda", 2003],
    ["5YJSA1H12FFP71790", "Tesla", 2015],
    // A Thai-built Ranger as Australian yards hold them: the ninth place is the maker's 0, no check digit.
    ["MNAUMFF50FW423340", "Ford", 2015],
  ])("%s is a %s of %i", (vin, make, year) => {
    expect(readVin(vin, NOW)).toEqual({ ok: true, vin, make, year });
  });

  it("computes the check digit as ISO 3779 does, X for ten (published VINs)", () => {
    expect(checkDigitOf("1HGCM82633A004352")).toBe("3");
    expect(checkDigitOf("1M8GDM9AXKP042788")).toBe("X");
    expect(checkDigitOf("LGXC74C4XS0000513")).toBe("X");
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
      "LGXCE4CB9TG026048",
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
