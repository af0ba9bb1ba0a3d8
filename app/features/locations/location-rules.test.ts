import { describe, expect, it } from "vitest";
import { filterLocations, licenceLines, openingHoursRows, sortLocations, upcomingSpecialHours } from "./location-rules";

const at = (name: string, location_type: string, primary = false) => ({ name, location_type, primary });
const week = (weekday: (d: number) => [string, string] | null) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => {
    const hours = weekday(d);
    return {
      weekday: d,
      status: hours ? ("open" as const) : ("closed" as const),
      open: hours?.[0] ?? null,
      close: hours?.[1] ?? null,
      formated_hours: "",
    };
  });

describe("the locations list (spec 001 section 2)", () => {
  const list = [
    at("Zeta Parts", "parts"),
    at("Beta Service", "service"),
    at("Alpha Sales", "sales"),
    at("Main Sales", "sales", true),
    at("Body Shop", ""),
  ];
  it("is sorted sales, then service, then parts, the primary first", () => {
    expect(sortLocations(list).map((l) => l.name)).toEqual([
      "Main Sales",
      "Alpha Sales",
      "Beta Service",
      "Zeta Parts",
      "Body Shop",
    ]);
  });
  it.each([
    ["sales", ["Alpha Sales", "Main Sales"]],
    ["service", ["Beta Service"]],
    ["parts", ["Zeta Parts"]],
    ["non-service", ["Zeta Parts", "Alpha Sales", "Main Sales", "Body Shop"]],
    ["", ["Zeta Parts", "Beta Service", "Alpha Sales", "Main Sales", "Body Shop"]],
  ])("filters %s", (filter, names) => {
    expect(filterLocations(list, filter).map((l) => l.name)).toEqual(names);
  });
});

describe("opening hours (spec 001 section 9: weekdays 1 to 5 are Mon-Fri)", () => {
  it("groups Monday to Friday when they agree, then Saturday and Sunday", () => {
    const rows = openingHoursRows(week((d) => (d === 0 ? null : d === 6 ? ["08:30", "16:00"] : ["08:30", "17:30"])));
    expect(rows).toEqual([
      { days: "Mon-Fri", hours: "8:30am – 5:30pm" },
      { days: "Saturday", hours: "8:30am – 4:00pm" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });
  it("lists each weekday when they differ", () => {
    const rows = openingHoursRows(
      week((d) => (d === 4 ? ["08:30", "21:00"] : d === 0 || d === 6 ? null : ["08:30", "17:30"])),
    );
    expect(rows.map((r) => r.days)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(rows[3]).toEqual({ days: "Thursday", hours: "8:30am – 9:00pm" });
  });
  it("reads a day without hours as closed", () => {
    expect(openingHoursRows([])).toEqual([
      { days: "Mon-Fri", hours: "Closed" },
      { days: "Saturday", hours: "Closed" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });
});

describe("holiday hours and licences", () => {
  it("lists the special hours from today on, soonest first", () => {
    const special = [
      { date: "2026-12-26", name: "Boxing Day", status: "closed", start_hour: null, end_hour: null },
      { date: "2026-11-01", name: "Past", status: "closed", start_hour: null, end_hour: null },
      { date: "2026-12-24", name: null, status: "open", start_hour: "09:00", end_hour: "12:00" },
    ];
    expect(upcomingSpecialHours(special, "2026-11-23")).toEqual([
      { date: "2026-12-24", name: "Public holiday", hours: "9:00am – 12:00pm" },
      { date: "2026-12-26", name: "Boxing Day", hours: "Closed" },
    ]);
  });
  it("shows DL: and MRB: only where the site says so", () => {
    const location = { dealer_license_number: "MD12345", motor_vehicle_repairer: "MVRL54321" };
    expect(licenceLines(location, true)).toEqual(["DL: MD12345", "MRB: MVRL54321"]);
    expect(licenceLines(location, false)).toEqual([]);
    expect(licenceLines({ dealer_license_number: null, motor_vehicle_repairer: "M1" }, true)).toEqual(["MRB: M1"]);
  });
});
