import { siteToday } from "~/platform/text/dates";
import type { Choice } from "./lead-form-schema";

export interface SlotSettings {
  days_ahead: number;
  times: string[];
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayLabel = (date: Date) => `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/** "09:00" as "9:00 am", "13:30" as "1:30 pm". */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/**
 * A requested time as staff and the shopper read it: "2026-11-28T09:00" at Geelong is
 * "Sat 28 Nov, 9:00 am at Geelong". Anything else is shown as it was sent.
 */
export function appointmentWords(value: string, yard: string | null): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return value;
  const words = `${dayLabel(new Date(`${match[1]}T12:00:00Z`))}, ${clockLabel(match[2]!)}`;
  return yard ? `${words} at ${yard}` : words;
}

/**
 * The test drive's date-time choices (spec 000 section 3, Appointment slots): the site's times on
 * each of the next `days_ahead` days, starting tomorrow at the dealer, and only those the yard is
 * open for (issue 54: its hours and holiday closures). Values are the dealer's local date and
 * time, "2026-11-23T09:00".
 */
export function appointmentSlots(
  settings: SlotSettings,
  now: Date,
  timeZone: string,
  isOpen: (day: string, time: string) => boolean = () => true,
): Choice[] {
  const today = new Date(`${siteToday(timeZone, now)}T00:00:00Z`);
  const slots: Choice[] = [];
  for (let day = 1; day <= settings.days_ahead; day++) {
    const date = new Date(today.getTime() + day * 86_400_000);
    const iso = date.toISOString().slice(0, 10);
    for (const time of settings.times) {
      if (!isOpen(iso, time)) continue;
      slots.push({ value: `${iso}T${time}`, label: `${dayLabel(date)}, ${clockLabel(time)}` });
    }
  }
  return slots;
}
