import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { AnalyticsEventBody } from "./analytics-events";
import { ANALYTICS_EVENT_IDS, EVENTS } from "./events";

const parseAnalyticsEvent = (body: unknown) => {
  const parsed = z.safeParse(AnalyticsEventBody, body);
  return parsed.success ? parsed.data : null;
};

describe("analytics beacons", () => {
  it.each([
    [
      { event_id: 25, label: "Used Car", url: "/cars/x", car_id: 7 },
      { event_id: 25, label: "Used Car", url: "/cars/x", car_id: 7 },
    ],
    [{ event_id: 26 }, { event_id: 26, label: null, url: null, car_id: null }],
    [
      { event_id: 39, car_id: "7" },
      { event_id: 39, label: null, url: null, car_id: null },
    ],
    [{ event_id: 1000 }, null],
    [{ event_id: "25" }, null],
    ["25", null],
    [null, null],
  ])("%o is recorded as %o", (body, expected) => {
    expect(parseAnalyticsEvent(body)).toEqual(expected);
  });
});

describe("the events of spec 000 and 001 section 7", () => {
  it("accepts exactly the ids the spec lists", () => {
    expect(ANALYTICS_EVENT_IDS).toEqual([4, 9, 14, 15, 17, 18, 22, 25, 26, 36, 37, 39, 48, 49, 60, 61]);
    expect(EVENTS.CALL_DEALER).toBe(25);
  });
});
