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
 * The test drive's date-time choices (spec 000 section 3, Appointment slots): the site's times on
 * each of the next `days_ahead` days, starting tomorrow at the dealer. Values are the dealer's local
 * date and time, "2026-11-23T09:00".
 */
export function appointmentSlots(settings: SlotSettings, now: Date, timeZone: string): Choice[] {
  const today = new Date(`${siteToday(timeZone, now)}T00:00:00Z`);
  const slots: Choice[] = [];
  for (let day = 1; day <= settings.days_ahead; day++) {
    const date = new Date(today.getTime() + day * 86_400_000);
    const iso = date.toISOString().slice(0, 10);
    for (const time of settings.times) {
      slots.push({ value: `${iso}T${time}`, label: `${dayLabel(date)}, ${clockLabel(time)}` });
    }
  }
  return slots;
}
