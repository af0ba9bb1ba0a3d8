/** The dashboard's periods (issue 39): today, the last 7 days and the last 30, each ending today at the dealer. */
export const dashboardPeriods = [
  { key: "today", label: "Today", days: 1 },
  { key: "7d", label: "7 days", days: 7 },
  { key: "30d", label: "30 days", days: 30 },
] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

export function dashboardPeriod(key: string | null): DashboardPeriod {
  return dashboardPeriods.find((p) => p.key === key) ?? dashboardPeriods[1];
}

/** A bar's length in per cent of the longest, at least a sliver so a count of one still shows. */
export function barShare(n: number, most: number): number {
  if (most <= 0 || n <= 0) return 0;
  return Math.max(2, Math.round((n / most) * 100));
}
