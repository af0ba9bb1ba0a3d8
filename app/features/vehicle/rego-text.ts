import { formatSiteDate } from "~/platform/text/dates";

/**
 * Spec 000 section 4: 'Expires on {date}' when the expiry is in the future (the expiry day itself
 * still counts as registered); once past, 'Unregistered' where the site says so, else nothing.
 * Dates are the dealer's calendar days (YYYY-MM-DD).
 */
export function regoText(regoExpiry: string | null, today: string, showUnregistered: boolean): string | null {
  if (!regoExpiry) return null;
  if (regoExpiry >= today) return `Expires on ${formatSiteDate(regoExpiry, "UTC")}`;
  return showUnregistered ? "Unregistered" : null;
}
