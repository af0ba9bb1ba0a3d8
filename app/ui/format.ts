/** Money as the spec shows it: $ prefix, thousands commas, no decimals (en-AU). */
const money = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const whole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

export function formatMoney(value: number): string {
  return money.format(Math.round(value)).replace("A$", "$");
}

export function formatNumber(value: number): string {
  return whole.format(Math.round(value));
}

const monthYear = new Intl.DateTimeFormat("en-AU", { month: "long", year: "numeric", timeZone: "UTC" });

/** A build or compliance date (YYYY-MM-DD) as a buyer reads it on a plate: "May 2023". */
export function formatMonthYear(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : monthYear.format(date);
}

/** A tel: address: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Cuts text at a word boundary near `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
