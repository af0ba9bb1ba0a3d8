/**
 * Issue 54: the dashboard that manages the business. Pure: dashboard.server.ts reads the leads and
 * the stock; these turn them into the figures a dealer principal asks for first.
 */
export interface WorkedLead {
  created_at: Date;
  first_contacted_at: Date | null;
  status: string;
  owner: string | null;
  yard: string | null;
  source: string;
}

export interface ResponseFigures {
  leads: number;
  answered: number;
  /** Minutes to first contact; a lead not yet answered counts as waiting until now. */
  median: number | null;
  p90: number | null;
  /** Shares of all leads, 0 to 1. */
  within5: number;
  within15: number;
}

/** The nearest-rank percentile of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const minutesTo = (lead: WorkedLead, now: Date) =>
  ((lead.first_contacted_at ?? now).getTime() - lead.created_at.getTime()) / 60_000;

export function responseFigures(leads: readonly WorkedLead[], now: Date): ResponseFigures {
  const waits = leads.map((l) => minutesTo(l, now)).sort((a, b) => a - b);
  const answeredWithin = (minutes: number) =>
    leads.length ? leads.filter((l) => l.first_contacted_at && minutesTo(l, now) <= minutes).length / leads.length : 0;
  return {
    leads: leads.length,
    answered: leads.filter((l) => l.first_contacted_at).length,
    median: percentile(waits, 50),
    p90: percentile(waits, 90),
    within5: answeredWithin(5),
    within15: answeredWithin(15),
  };
}

/** The same figures for each salesperson, yard or source, most leads first. */
export function responseBy(
  leads: readonly WorkedLead[],
  key: (lead: WorkedLead) => string | null,
  now: Date,
): { label: string; figures: ResponseFigures }[] {
  const groups = new Map<string, WorkedLead[]>();
  for (const lead of leads) {
    const label = key(lead) ?? "Nobody";
    groups.set(label, [...(groups.get(label) ?? []), lead]);
  }
  return [...groups]
    .map(([label, group]) => ({ label, figures: responseFigures(group, now) }))
    .sort((a, b) => b.figures.leads - a.figures.leads || a.label.localeCompare(b.label));
}

/** Leads, then those that came to an appointment (or further), then those won. */
export function conversion(leads: readonly WorkedLead[]) {
  return {
    leads: leads.length,
    appointments: leads.filter((l) => l.status === "appointment" || l.status === "won").length,
    won: leads.filter((l) => l.status === "won").length,
  };
}

/** "4 min", "1 h 20 min", "2 days 3 h"; a dash for no figure. */
export function minutesLabel(minutes: number | null): string {
  if (minutes === null) return "–";
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return whole % 60 ? `${hours} h ${whole % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"}${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

/** Stock age buckets; each links to the stock list of cars in stock at least that long (and its bulk price change). */
export const STOCK_AGES = [
  { label: "0-30 days", from: 0, to: 30 },
  { label: "31-60 days", from: 31, to: 60 },
  { label: "61-90 days", from: 61, to: 90 },
  { label: "90+ days", from: 91, to: Infinity },
] as const;

export function stockAgeBuckets(agesInDays: readonly number[]) {
  return STOCK_AGES.map((bucket) => ({
    label: bucket.label,
    n: agesInDays.filter((age) => age >= bucket.from && age <= bucket.to).length,
    href: `/console/stock?status=in_stock${bucket.from ? `&days=${bucket.from}&sort=oldest` : ""}`,
  }));
}
