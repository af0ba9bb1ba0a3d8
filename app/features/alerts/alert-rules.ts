import { EMAIL, fieldMessages } from "~/features/leads";
import { listingHeading, optionLabel, type ListingState, type UrlFacet } from "~/features/listing";
import type { NumericRange, RangeName } from "~/features/search";
import { formatMoney, formatNumber } from "~/ui/format";

/** A recipient hears from a site at most once a day: what happens in between waits for the next digest. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60_000;

/** What shoppers' alerts are told of after an import: the cars that are new, and those whose advertised price fell. */
export interface StockChanges {
  added: number[];
  priceDrops: { car_id: number; old_price: number; new_price: number }[];
}

/** How the e-mails and pages name a signed-in shopper's watchlist alerts. */
export const WATCHLIST_LABEL = "Price drops on the cars in your watchlist";

/** The watchlist's price-drop e-mails as its page shows them: the address, whether they are on, and the alerts page. */
export interface WatchlistAlertState {
  email: string;
  status: "awaiting-confirmation" | "on" | "unsubscribed";
  manage: string;
}

/** What saving a search comes to: a confirmation sent (a new address), saved (a confirmed one), or refused. */
export type SaveOutcome =
  | { kind: "confirm-sent"; email: string; label: string; href: string; recipient_id?: number }
  | { kind: "saved"; email: string; label: string; href: string; recipient_id?: number }
  | { kind: "refused"; field: "email" | "search"; message: string };

/** Whether a recipient whose last digest was queued at `last` may be sent the next one now. */
export function digestDue(last: Date | null, now: Date): boolean {
  return last === null || now.getTime() - last.getTime() >= DIGEST_INTERVAL_MS;
}

/** The address as stored, or the lead forms' own message when it is not one. */
export function readAlertEmail(value: unknown): { email: string } | { error: string } {
  const email = typeof value === "string" ? value.trim().toLowerCase() : "";
  return email.length <= 254 && EMAIL.test(email) ? { email } : { error: fieldMessages.email };
}

/** Domains that deliver a local part's dotted and undotted spellings to one inbox. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address reaches, for counting sign-ups per mailbox: lower case, without a "+tag",
 * and without dots where the domain ignores them ("V.i.c+7@gmail.com" is victim's "vic@gmail.com").
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  const domain = address.slice(at + 1) === "googlemail.com" ? "gmail.com" : address.slice(at + 1);
  let local = address.slice(0, at).split("+")[0]!;
  if (DOTLESS_DOMAINS.has(domain)) local = local.replace(/\./g, "");
  return `${local}@${domain}`;
}

/** Whether an updated car's advertised price fell: a car newly priced, or now without a price, has not dropped. */
export function priceDropped(oldPrice: number, newPrice: number): boolean {
  return oldPrice > 0 && newPrice > 0 && newPrice < oldPrice;
}

const detailFacets: UrlFacet[] = [
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "location_name",
  "state",
  "certified",
];

/** A saved search in words, for the e-mail and the alerts page: "Used Toyota HiLux · Ute · under $40,000". */
export function savedSearchLabel(state: ListingState, vehicleWord: string): string {
  const makes = state.refinements.make ?? [];
  // The details below name the body and the place, so the heading leaves them out.
  const { body: _body, location_name: _place, state: _state, ...headed } = state.refinements;
  const heading = listingHeading({ ...state, refinements: headed }, vehicleWord).replace(/ for sale$/, "");
  const parts = [makes.length > 1 ? `${heading} · ${makes.join(" or ")}` : heading];
  for (const facet of detailFacets) {
    const values = state.refinements[facet];
    if (values?.length) parts.push(values.map((v) => optionLabel(facet, v)).join(" or "));
  }
  for (const [name, range] of Object.entries(state.ranges) as [RangeName, NumericRange][]) {
    const text = rangeText(name, range);
    if (text) parts.push(text);
  }
  if (state.query) parts.push(`“${state.query}”`);
  return parts.join(" · ");
}

const rangeFormats: Record<RangeName, { show: (n: number) => string; below: string; above: string }> = {
  price: { show: formatMoney, below: "under", above: "from" },
  km: { show: (n) => `${formatNumber(n)} km`, below: "under", above: "over" },
  year: { show: String, below: "up to", above: "from" },
  towing_capacity: { show: (n) => `${formatNumber(n)} kg`, below: "towing up to", above: "towing" },
  fuel_economy: { show: (n) => `${n} L/100 km`, below: "using up to", above: "using from" },
  payload: { show: (n) => `${formatNumber(n)} kg`, below: "carrying up to", above: "carrying" },
};

function rangeText(name: RangeName, range: NumericRange): string | null {
  const { show, below, above } = rangeFormats[name];
  if (range.min !== undefined && range.max !== undefined) return `${show(range.min)} to ${show(range.max)}`;
  if (range.max !== undefined) return `${below} ${show(range.max)}`;
  if (range.min !== undefined) return `${above} ${show(range.min)}`;
  return null;
}
