/**
 * Numbers, money and dates in en-AU's way, without Intl: a page's first Intl formatter loads the
 * locale's data, about 50 ms in Chromium here and 200 ms on Lighthouse's throttled phone, as the
 * page's scripts start; a page that formats only with these never pays it.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
// CLDR's en-AU abbreviations, which keep June and July whole and write Sept.
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Digits with a comma before each group of three: "1234567" to "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** A whole number's sign ("-", never for zero) and digits; NaN and Infinity as JavaScript writes them. */
function wholeParts(value: number): { sign: string; digits: string } | null {
  const rounded = Math.round(value);
  if (!Number.isFinite(rounded)) return null;
  return { sign: rounded < 0 ? "-" : "", digits: groupThousands(BigInt(Math.abs(rounded)).toString()) };
}

/** Money as the spec shows it: $ prefix, thousands commas, no decimals. */
export function formatMoney(value: number): string {
  const parts = wholeParts(value);
  return parts ? `${parts.sign}$${parts.digits}` : `$${value}`;
}

export function formatNumber(value: number): string {
  const parts = wholeParts(value);
  return parts ? `${parts.sign}${parts.digits}` : String(value);
}

/** An amount as the shopper types it: commas in the whole part, any decimals they typed kept. */
export function formatTypedAmount(value: number): string {
  const [whole = "", decimals] = String(value).split(".");
  const grouped = /^-?\d+$/.test(whole) ? whole.replace(/\d+/, groupThousands) : whole;
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** A build or compliance date (YYYY-MM-DD) as a buyer reads it on a plate: "May 2023". */
export function formatMonthYear(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A calendar day (YYYY-MM-DD) in a list of dates: "Fri, 25 Dec". */
export function formatDayDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDay
    : `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`;
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

/** A distance as the shopper types it (spec 001 section 5): its digits grouped in thousands, anything else dropped. */
export function formatTypedDistance(typed: string): string {
  const digits = typed.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return digits.replace(/\d+/, groupThousands);
}

/** A fee with its cents where it has any ("$1,360.50", "$912.25"), whole dollars otherwise ("$395"). */
export function formatCents(value: number): string {
  const cents = Math.round(value * 100);
  if (cents % 100 === 0) return formatMoney(cents / 100);
  return `${formatMoney(Math.trunc(cents / 100))}.${String(Math.abs(cents % 100)).padStart(2, "0")}`;
}
