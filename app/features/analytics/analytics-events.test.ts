import { describe, expect, it } from "vitest";
import { parseAnalyticsEvent } from "./analytics-events";

describe("analytics beacons", () => {
  it.each([
    [{ event_id: 25, label: "Used Car", url: "/cars/x", car_id: 7 }, { event_id: 25, label: "Used Car", url: "/cars/x", car_id: 7 }],
    [{ event_id: 26 }, { event_id: 26, label: null, url: null, car_id: null }],
    [{ event_id: 39, car_id: "7" }, { event_id: 39, label: null, url: null, car_id: null }],
    [{ event_id: 1000 }, null],
    [{ event_id: "25" }, null],
    ["25", null],
    [null, null],
  ])("%o is recorded as %o", (body, expected) => {
    expect(parseAnalyticsEvent(body)).toEqual(expected);
  });
});
