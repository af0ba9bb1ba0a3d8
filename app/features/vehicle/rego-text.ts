const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * Spec 000 section 4: 'Expires on {date}' when the expiry is in the future (the expiry day itself
 * still counts as registered); once past, 'Unregistered' where the site says so, else nothing.
 * Dates are ISO days (YYYY-MM-DD) compared in UTC.
 */
export function regoText(regoExpiry: string | null, today: string, showUnregistered: boolean): string | null {
  if (!regoExpiry) return null;
  if (regoExpiry >= today) return `Expires on ${dateFormat.format(new Date(`${regoExpiry}T00:00:00Z`))}`;
  return showUnregistered ? "Unregistered" : null;
}
