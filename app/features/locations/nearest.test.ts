import { describe, expect, it } from "vitest";
import { byDistance, distanceKm, distanceLabel, EARTH_RADIUS_KM, placePostcode } from "./nearest";
import { POSTCODE_DISTRICTS } from "./postcode-districts";

describe("distances (spec 001 section 9: Earth radius 6371 km)", () => {
  it.each([
    ["Sydney to Melbourne", { lat: -33.87, long: 151.21 }, { lat: -37.81, long: 144.96 }, 713],
    ["Sydney to Perth", { lat: -33.87, long: 151.21 }, { lat: -31.95, long: 115.86 }, 3_291],
    ["Hobart to Darwin", { lat: -42.88, long: 147.33 }, { lat: -12.46, long: 130.84 }, 3_736],
    ["a place to itself", { lat: -33.87, long: 151.21 }, { lat: -33.87, long: 151.21 }, 0],
  ])("%s", (_name, a, b, km) => {
    expect(Math.round(distanceKm(a, b))).toBe(km);
  });

  it("a quarter of the way round the sphere is a quarter of its circumference", () => {
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 90 })).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 2, 6);
  });

  it.each([
    [0.4, "Under 1 km"],
    [12.4, "12 km"],
    [1_204.6, "1,205 km"],
  ])("%d km reads %s", (km, label) => {
    expect(distanceLabel(km)).toBe(label);
  });

  it("orders by distance, the unplaced last", () => {
    const from = { lat: -33.87, long: 151.21 };
    const places = [
      { name: "Perth", at: { lat: -31.95, long: 115.86 } },
      { name: "Nowhere", at: null },
      { name: "Newcastle", at: { lat: -32.93, long: 151.76 } },
    ];
    expect(byDistance(places, from, (p) => p.at).map(({ item }) => item.name)).toEqual([
      "Newcastle",
      "Perth",
      "Nowhere",
    ]);
  });
});

describe("the bundled postcode table", () => {
  it.each([
    ["2000", "Sydney"],
    ["2150", "Parramatta"],
    ["2300", "Newcastle"],
    ["2500", "Wollongong"],
    ["2600", "Canberra"],
    ["2830", "Dubbo"],
    ["3000", "Melbourne"],
    ["3220", "Geelong"],
    ["4000", "Brisbane"],
    ["4870", "Cairns"],
    ["5000", "Adelaide"],
    ["6000", "Perth"],
    ["6430", "Kalgoorlie"],
    ["7000", "Hobart"],
    ["7250", "Launceston"],
    ["0800", "Darwin"],
    ["0870", "Alice Springs"],
  ])("places %s at %s", (postcode, place) => {
    expect(placePostcode(postcode)?.place).toBe(place);
  });

  it.each(["0000", "0199", "0500", "2240", "123", "12345", "20a0", ""])("has no place for %j", (postcode) => {
    expect(placePostcode(postcode)).toBeNull();
  });

  it("is sorted, inside Australia, and every state's allocation starts a run", () => {
    const starts = POSTCODE_DISTRICTS.map(([from]) => from);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
    for (const [, place, lat, long] of POSTCODE_DISTRICTS) {
      if (place === null) continue;
      expect(lat).toBeGreaterThan(-44);
      expect(lat).toBeLessThan(-9);
      expect(long).toBeGreaterThan(96);
      expect(long).toBeLessThan(168);
    }
    for (const first of [200, 800, 1000, 2600, 3000, 4000, 5000, 6000, 7000, 8000, 9000])
      expect(starts).toContain(first);
  });
});
