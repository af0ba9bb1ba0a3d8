import type { OpeningHours } from "../db/json-types";
import { dateFormat } from "../text/date-formats";

/**
 * Issue 54: a yard's sales hours and holiday closures, in the site's time zone. They decide which
 * test-drive times are offered, who the round-robin may give a lead to (only staff whose yard is
 * open) and how the escalation clock runs (only while the yard is open).
 */
export interface YardHours {
  /** The sales department's week; a yard that gives no hours is taken as always open. */
  week: readonly OpeningHours[];
  /** Special hours by date, "YYYY-MM-DD": a holiday closure or a day's own hours. */
  special: readonly { date: string; status: string; start_hour: string | null; end_hour: string | null }[];
  /** The yard's own clock, from its state (a group may have yards in Perth and Sydney); null: the site's. */
  zone?: string | null;
}

const STATE_ZONES: Record<string, string> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  WA: "Australia/Perth",
  TAS: "Australia/Hobart",
  NT: "Australia/Darwin",
};

/** The time zone a yard keeps, by its state or territory; null when the address does not say. */
export function stateZone(state: string | null | undefined): string | null {
  return (state && STATE_ZONES[state.toUpperCase()]) || null;
}

export interface OpenWindow {
  open: string;
  close: string;
}

const ALWAYS: OpenWindow = { open: "00:00", close: "24:00" };

/** The yard's hours on a calendar day at the dealer, or null when it is closed that day. */
export function openWindow(hours: YardHours, day: string): OpenWindow | null {
  const special = hours.special.find((s) => s.date === day);
  if (special)
    return special.status === "open" && special.start_hour && special.end_hour
      ? { open: special.start_hour, close: special.end_hour }
      : null;
  if (!hours.week.length) return ALWAYS;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const entry = hours.week.find((d) => d.weekday === weekday);
  return entry?.status === "open" && entry.open && entry.close ? { open: entry.open, close: entry.close } : null;
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
};

/** A test-drive time is offered when the drive (half an hour) starts and ends inside the day's hours. */
export function slotOpen(hours: YardHours, day: string, time: string, lengthMinutes = 30): boolean {
  const window = openWindow(hours, day);
  if (!window) return false;
  const start = minutesOf(time);
  return start >= minutesOf(window.open) && start + lengthMinutes <= minutesOf(window.close);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = dateFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  })
    .formatToParts(at)
    .reduce<Record<string, number>>(
      (all, p) => (p.type === "literal" ? all : { ...all, [p.type]: Number(p.value) }),
      {},
    );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time on a day at the dealer names ("2026-11-28", "09:00"). */
export function localInstant(day: string, time: string, timeZone: string): Date {
  const asUtc = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
    0,
    minutesOf(time),
  );
  const first = asUtc - zoneOffsetMs(timeZone, new Date(asUtc));
  // Across a daylight-saving change the offset at the answer is the one that counts.
  return new Date(asUtc - zoneOffsetMs(timeZone, new Date(first)));
}

/** The calendar day at the dealer of an instant, "YYYY-MM-DD". */
export function localDay(at: Date, timeZone: string): string {
  return dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

function openSpan(hours: YardHours, day: string, timeZone: string): [number, number] | null {
  const window = openWindow(hours, day);
  if (!window) return null;
  return [localInstant(day, window.open, timeZone).getTime(), localInstant(day, window.close, timeZone).getTime()];
}

export function isOpenAt(hours: YardHours, timeZone: string, at: Date): boolean {
  const span = openSpan(hours, localDay(at, timeZone), timeZone);
  return span !== null && at.getTime() >= span[0] && at.getTime() < span[1];
}

const DAY_MS = 86_400_000;

/** Minutes the yard was open between two instants: the escalation clock, which stops while it is closed. */
export function openMinutesBetween(hours: YardHours, timeZone: string, from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  const last = localDay(to, timeZone);
  // A lead left over a long weekend still counts; beyond 60 days it has long been escalated.
  for (let i = 0, day = localDay(from, timeZone); i < 60; i++) {
    const span = openSpan(hours, day, timeZone);
    if (span) total += Math.max(0, Math.min(span[1], to.getTime()) - Math.max(span[0], from.getTime()));
    if (day === last) break;
    day = new Date(new Date(`${day}T12:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
  }
  return total / 60_000;
}
