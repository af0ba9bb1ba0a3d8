import { dateFormat } from "./date-formats";

/**
 * Dates as the dealer's calendar reads them, in the site's own time zone (`time_zone`), computed by
 * loaders so the server's and the shopper's clocks never disagree about what day it is. Between
 * 00:00 and 10:00 in Sydney, UTC still says yesterday.
 */
const isoDay = (timeZone: string) =>
  dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today at the dealer, "YYYY-MM-DD". */
export function siteToday(timeZone: string, now: Date = new Date()): string {
  return isoDay(timeZone).format(now);
}

/**
 * A date as a shopper reads it: "23 November 2026". A calendar date ("YYYY-MM-DD") is that day;
 * an instant is the day it was at the dealer.
 */
export function formatSiteDate(date: string | Date, timeZone: string): string {
  const calendarDay = typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const instant = calendarDay ? new Date(`${date}T12:00:00Z`) : new Date(date);
  return dateFormat("en-AU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: calendarDay ? "UTC" : timeZone,
  }).format(instant);
}

/** A time of day at the dealer, as a shopper reads it: "3:45pm". */
export function formatSiteTime(instant: Date, timeZone: string): string {
  const parts = dateFormat("en-AU", { hour: "numeric", minute: "2-digit", hour12: true, timeZone })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.hour}:${parts.minute}${(parts.dayPeriod ?? "").toLowerCase().replace(/\s|\./g, "")}`;
}

/** An instant as staff read it in a dense table: "26 Nov 2026, 3:45pm" at the dealer. */
export function formatSiteDateTime(instant: Date, timeZone: string): string {
  const day = dateFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone }).format(instant);
  return `${day}, ${formatSiteTime(instant, timeZone)}`;
}
