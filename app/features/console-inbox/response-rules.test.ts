import { describe, expect, it } from "vitest";
import { conversion, minutesLabel, percentile, responseBy, responseFigures, stockAgeBuckets } from "./response-rules";

const now = new Date("2026-11-28T02:00:00Z");
const lead = (
  received: string,
  answeredAfterMin: number | null,
  extra: Partial<Parameters<typeof responseFigures>[0][0]> = {},
) => {
  const created_at = new Date(received);
  return {
    created_at,
    first_contacted_at: answeredAfterMin === null ? null : new Date(created_at.getTime() + answeredAfterMin * 60_000),
    status: "contacted",
    owner: "Ana",
    yard: "Geelong",
    source: "Website",
    ...extra,
  };
};

describe("time to first contact (issue 54)", () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90, 9],
    [[7], 90, 7],
    [[], 50, null],
  ])("the nearest-rank percentile of %j at %i is %s", (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it("gives the median, 90th percentile and the shares answered within 5 and 15 minutes", () => {
    const leads = [
      lead("2026-11-28T01:00:00Z", 2),
      lead("2026-11-28T01:00:00Z", 4),
      lead("2026-11-28T01:00:00Z", 12),
      lead("2026-11-28T01:00:00Z", 40),
      // Not yet answered: waiting 60 minutes and counting.
      lead("2026-11-28T01:00:00Z", null),
    ];
    expect(responseFigures(leads, now)).toEqual({
      leads: 5,
      answered: 4,
      median: 12,
      p90: 60,
      within5: 0.4,
      within15: 0.6,
    });
  });

  it("splits them by salesperson, most leads first, with unassigned leads under Nobody", () => {
    const leads = [
      lead("2026-11-28T01:00:00Z", 3, { owner: "Ben" }),
      lead("2026-11-28T01:00:00Z", 30, { owner: "Ben" }),
      lead("2026-11-28T01:00:00Z", 1, { owner: null }),
    ];
    expect(responseBy(leads, (l) => l.owner, now).map((g) => [g.label, g.figures.leads, g.figures.median])).toEqual([
      ["Ben", 2, 3],
      ["Nobody", 1, 1],
    ]);
  });

  it("counts leads to appointments to won", () => {
    const leads = ["new", "contacted", "appointment", "won", "lost"].map((status) =>
      lead("2026-11-28T01:00:00Z", 1, { status }),
    );
    expect(conversion(leads)).toEqual({ leads: 5, appointments: 2, won: 1 });
  });

  it.each([
    [null, "–"],
    [4.4, "4 min"],
    [80, "1 h 20 min"],
    [120, "2 h"],
    [60 * 51, "2 days 3 h"],
  ])("says %s minutes as %s", (minutes, words) => expect(minutesLabel(minutes)).toBe(words));
});

describe("stock age (issue 54)", () => {
  it("buckets cars by days in stock, each linked to the stock list of cars at least that old", () => {
    expect(stockAgeBuckets([0, 30, 31, 60, 61, 90, 91, 400])).toEqual([
      { label: "0-30 days", n: 2, href: "/console/stock?status=in_stock" },
      { label: "31-60 days", n: 2, href: "/console/stock?status=in_stock&days=31&sort=oldest" },
      { label: "61-90 days", n: 2, href: "/console/stock?status=in_stock&days=61&sort=oldest" },
      { label: "90+ days", n: 2, href: "/console/stock?status=in_stock&days=91&sort=oldest" },
    ]);
  });
});
