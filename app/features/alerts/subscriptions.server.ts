import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { listingHref, type ListingState } from "~/features/listing/listing-url";
import { listingStateOf, vehicleWord } from "~/features/listing/listing.server";
import { DEFAULT_SORT } from "~/features/search/sort-keys";
import { alert_events, alert_mails, alert_recipients, saved_searches } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { readAlertEmail, savedSearchLabel, type SaveOutcome } from "./alert-rules";

export const MAX_SAVED_SEARCHES = 25;
/** A second save within this time sends no second confirmation: the first is still in the inbox. */
const CONFIRM_RESEND_MS = 10 * 60_000;

export interface SavedSearch {
  href: string;
  label: string;
  state: ListingState;
}

/** A listing address as a search to save: its canonical address without page or order, and its choices in words. */
export async function savedSearchAt(scope: SiteScope, address: string): Promise<SavedSearch | null> {
  const url = new URL(address, "http://site.invalid");
  const match = /^\/(search|used-car)(?:\/(.*))?$/.exec(url.pathname);
  if (!match) return null;
  const found = await listingStateOf(scope, match[1] as "search" | "used-car", (match[2] ?? "").split("/"), url.searchParams);
  if (!found) return null;
  const state: ListingState = { ...found, page: 1, sortBy: DEFAULT_SORT };
  return { href: listingHref(state, { usedCarPath: scope.config.search.used_car_path }), label: savedSearchLabel(state, vehicleWord(scope.config.template)), state };
}

/**
 * Saves a search for an address: a new or lapsed address is sent a confirmation first (double
 * opt-in), and nothing else reaches it until that link is followed. A signed-in shopper's address is
 * linked to their account, so their watched cars' price drops reach it too.
 */
export async function saveSearch(scope: SiteScope, input: { email: unknown; search: unknown; userId: number | null }, now = new Date()): Promise<SaveOutcome> {
  const read = readAlertEmail(input.email);
  if ("error" in read) return { kind: "refused", field: "email", message: read.error };
  const search = typeof input.search === "string" ? await savedSearchAt(scope, input.search) : null;
  if (!search) return { kind: "refused", field: "search", message: "This search can no longer be saved. Please search again." };
  const recipient = await enrol(scope, read.email, input.userId);
  const [{ count }] = (await scope.db.select({ count: sql<number>`count(*)::int` }).from(saved_searches).where(and(eq(saved_searches.site_id, scope.siteId), eq(saved_searches.recipient_id, recipient.id)))) as [{ count: number }];
  if (count >= MAX_SAVED_SEARCHES) return { kind: "refused", field: "search", message: `You have ${MAX_SAVED_SEARCHES} saved searches. Remove one on your alerts page before saving another.` };
  await scope.db
    .insert(saved_searches)
    .values({ site_id: scope.siteId, recipient_id: recipient.id, href: search.href, label: search.label, state: search.state as unknown as Record<string, unknown> })
    .onConflictDoNothing();
  if (recipient.confirmed_at) return { kind: "saved", email: read.email, label: search.label, href: search.href };
  await queueConfirmation(scope, recipient.id, now);
  return { kind: "confirm-sent", email: read.email, label: search.label, href: search.href };
}

/** The address's recipient row, made or woken: one that had unsubscribed must confirm again. */
async function enrol(scope: SiteScope, email: string, userId: number | null) {
  const [row] = await scope.db
    .insert(alert_recipients)
    .values({ site_id: scope.siteId, email, user_id: userId })
    .onConflictDoUpdate({
      target: [alert_recipients.site_id, alert_recipients.email],
      set: {
        user_id: sql`coalesce(excluded.user_id, ${alert_recipients.user_id})`,
        confirmed_at: sql`case when ${alert_recipients.unsubscribed_at} is null then ${alert_recipients.confirmed_at} end`,
        unsubscribed_at: sql`null`,
      },
    })
    .returning({ id: alert_recipients.id, confirmed_at: alert_recipients.confirmed_at });
  return row!;
}

async function queueConfirmation(scope: SiteScope, recipientId: number, now: Date) {
  const [recent] = await scope.db
    .select({ id: alert_mails.id })
    .from(alert_mails)
    .where(and(eq(alert_mails.site_id, scope.siteId), eq(alert_mails.recipient_id, recipientId), eq(alert_mails.kind, "confirm"), gt(alert_mails.created_at, new Date(now.getTime() - CONFIRM_RESEND_MS))))
    .limit(1);
  if (!recent) await scope.db.insert(alert_mails).values({ site_id: scope.siteId, recipient_id: recipientId, kind: "confirm" });
}

const ofRecipient = (scope: SiteScope, id: number) => and(eq(alert_recipients.site_id, scope.siteId), eq(alert_recipients.id, id));

/** Follows the confirmation link: true when the address is now confirmed (not when it had unsubscribed since). */
export async function confirmRecipient(scope: SiteScope, id: number, now = new Date()): Promise<boolean> {
  const rows = await scope.db
    .update(alert_recipients)
    .set({ confirmed_at: sql`coalesce(${alert_recipients.confirmed_at}, ${now.toISOString()}::timestamptz)` })
    .where(and(ofRecipient(scope, id), isNull(alert_recipients.unsubscribed_at)))
    .returning({ id: alert_recipients.id });
  return rows.length > 0;
}

/** Stops every alert to the address: nothing waiting is sent, and nothing new is gathered. */
export async function unsubscribe(scope: SiteScope, id: number, now = new Date()): Promise<boolean> {
  const rows = await scope.db.update(alert_recipients).set({ unsubscribed_at: now }).where(ofRecipient(scope, id)).returning({ id: alert_recipients.id });
  await scope.db.delete(alert_events).where(and(eq(alert_events.site_id, scope.siteId), eq(alert_events.recipient_id, id), isNull(alert_events.mail_id)));
  return rows.length > 0;
}

export async function removeSavedSearch(scope: SiteScope, recipientId: number, searchId: number): Promise<void> {
  await scope.db
    .delete(saved_searches)
    .where(and(eq(saved_searches.site_id, scope.siteId), eq(saved_searches.recipient_id, recipientId), eq(saved_searches.id, searchId)));
}

export interface RecipientAlerts {
  email: string;
  status: "awaiting-confirmation" | "on" | "unsubscribed";
  /** A signed-in shopper's address also hears of their watched cars' price drops. */
  watchlist: boolean;
  searches: { id: number; href: string; label: string }[];
}

/** What the alerts page shows: the address, its state and its saved searches, newest first. */
export async function recipientAlerts(scope: SiteScope, id: number): Promise<RecipientAlerts | null> {
  const [recipient] = await scope.db.select().from(alert_recipients).where(ofRecipient(scope, id));
  if (!recipient) return null;
  const searches = await scope.db
    .select({ id: saved_searches.id, href: saved_searches.href, label: saved_searches.label })
    .from(saved_searches)
    .where(and(eq(saved_searches.site_id, scope.siteId), eq(saved_searches.recipient_id, id)))
    .orderBy(desc(saved_searches.id));
  const status = recipient.unsubscribed_at ? "unsubscribed" : recipient.confirmed_at ? "on" : "awaiting-confirmation";
  return { email: recipient.email, status, watchlist: recipient.user_id !== null, searches };
}
