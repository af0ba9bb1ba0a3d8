import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { listingHref, type ListingState } from "~/features/listing";
import { listingStateOf } from "~/features/listing/index.server";
import { siteStockWords } from "~/features/search/index.server";
import { DEFAULT_SORT } from "~/features/search";
import { alert_events, alert_mails, alert_recipients, saved_searches } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { readAlertEmail, savedSearchLabel, WATCHLIST_LABEL, type SaveOutcome } from "./alert-rules";
import type { Shopper } from "~/features/accounts";

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
  const found = await listingStateOf(
    scope,
    match[1] as "search" | "used-car",
    (match[2] ?? "").split("/"),
    url.searchParams,
  );
  if (!found) return null;
  const state: ListingState = { ...found, page: 1, sortBy: DEFAULT_SORT };
  return {
    href: listingHref(state, { usedCarPath: scope.config.search.used_car_path }),
    label: savedSearchLabel(state, (await siteStockWords(scope)).Many),
    state,
  };
}

/**
 * Saves a search for an address: a new or lapsed address is sent a confirmation first (double
 * opt-in), and nothing else reaches it until that link is followed. A signed-in shopper's address is
 * linked to their account, so their watched cars' price drops reach it too.
 */
export async function saveSearch(
  scope: SiteScope,
  input: { email: unknown; search: unknown; userId: number | null },
  now = new Date(),
): Promise<SaveOutcome> {
  const read = readAlertEmail(input.email);
  if ("error" in read) return { kind: "refused", field: "email", message: read.error };
  const search = typeof input.search === "string" ? await savedSearchAt(scope, input.search) : null;
  if (!search)
    return { kind: "refused", field: "search", message: "This search can no longer be saved. Please search again." };
  const recipient = await enrol(scope, read.email, input.userId);
  const [{ count }] = (await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(saved_searches)
    .where(and(eq(saved_searches.site_id, scope.siteId), eq(saved_searches.recipient_id, recipient.id)))) as [
    { count: number },
  ];
  if (count >= MAX_SAVED_SEARCHES)
    return {
      kind: "refused",
      field: "search",
      message: `You have ${MAX_SAVED_SEARCHES} saved searches. Remove one on your alerts page before saving another.`,
    };
  await scope.db
    .insert(saved_searches)
    .values({
      site_id: scope.siteId,
      recipient_id: recipient.id,
      href: search.href,
      label: search.label,
      state: search.state as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing();
  const saved = { email: read.email, label: search.label, href: search.href, recipient_id: recipient.id };
  if (recipient.confirmed) return { kind: "saved", ...saved };
  await queueConfirmation(scope, recipient.id, now);
  return { kind: "confirm-sent", ...saved };
}

/** A signed-in shopper asks for their watchlist's price drops by e-mail, with no search saved. */
export async function subscribeWatchlist(
  scope: SiteScope,
  input: { email: unknown; userId: number },
  now = new Date(),
): Promise<SaveOutcome> {
  const read = readAlertEmail(input.email);
  if ("error" in read) return { kind: "refused", field: "email", message: read.error };
  const recipient = await enrol(scope, read.email, input.userId);
  const outcome = { email: read.email, label: WATCHLIST_LABEL, href: "/watchlist" };
  if (recipient.confirmed) return { kind: "saved", ...outcome };
  await queueConfirmation(scope, recipient.id, now);
  return { kind: "confirm-sent", ...outcome };
}

/** The address a signed-in shopper's watchlist alerts go to (the newest linked or asked for), and whether they are on. */
export async function watchlistRecipient(
  scope: SiteScope,
  userId: number,
): Promise<{ id: number; email: string; status: RecipientAlerts["status"] } | null> {
  const [row] = await scope.db
    .select()
    .from(alert_recipients)
    .where(
      and(
        eq(alert_recipients.site_id, scope.siteId),
        or(eq(alert_recipients.user_id, userId), eq(alert_recipients.pending_user_id, userId)),
      ),
    )
    .orderBy(desc(alert_recipients.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    status: row.pending_user_id === userId ? "awaiting-confirmation" : recipientStatus(row),
  };
}

function recipientStatus(row: { unsubscribed_at: Date | null; confirmed_at: Date | null }): RecipientAlerts["status"] {
  return row.unsubscribed_at ? "unsubscribed" : row.confirmed_at ? "on" : "awaiting-confirmation";
}

/** A confirmed, subscribed address asked for by a signed-in shopper it is not linked to. */
const relinking = sql`(${alert_recipients.confirmed_at} is not null and ${alert_recipients.unsubscribed_at} is null and excluded.user_id is not null and excluded.user_id is distinct from ${alert_recipients.user_id})`;

/**
 * The address's recipient row, made or woken: one that had unsubscribed must confirm again, and so
 * must one a signed-in shopper links to their account for the first time.
 */
async function enrol(scope: SiteScope, email: string, userId: number | null) {
  const [row] = await scope.db
    .insert(alert_recipients)
    .values({ site_id: scope.siteId, email, user_id: userId })
    .onConflictDoUpdate({
      target: [alert_recipients.site_id, alert_recipients.email],
      set: {
        // A confirmed address keeps its account until its owner confirms another one's link.
        user_id: sql`case when ${relinking} then ${alert_recipients.user_id} else coalesce(excluded.user_id, ${alert_recipients.user_id}) end`,
        pending_user_id: sql`case when ${relinking} then excluded.user_id else ${alert_recipients.pending_user_id} end`,
        confirmed_at: sql`case when ${alert_recipients.unsubscribed_at} is null then ${alert_recipients.confirmed_at} end`,
        unsubscribed_at: sql`null`,
      },
    })
    .returning({
      id: alert_recipients.id,
      confirmed_at: alert_recipients.confirmed_at,
      pending_user_id: alert_recipients.pending_user_id,
    });
  return { id: row!.id, confirmed: row!.confirmed_at !== null && row!.pending_user_id === null };
}

/** No second confirmation within 10 minutes of one still to be followed. */
async function queueConfirmation(scope: SiteScope, recipientId: number, now: Date) {
  const [recent] = await scope.db
    .select({ id: alert_mails.id })
    .from(alert_mails)
    .innerJoin(alert_recipients, eq(alert_recipients.id, alert_mails.recipient_id))
    .where(
      and(
        eq(alert_mails.site_id, scope.siteId),
        eq(alert_mails.recipient_id, recipientId),
        eq(alert_mails.kind, "confirm"),
        gt(alert_mails.created_at, new Date(now.getTime() - CONFIRM_RESEND_MS)),
        or(isNull(alert_recipients.confirmed_at), gt(alert_mails.created_at, alert_recipients.confirmed_at)),
      ),
    )
    .limit(1);
  if (!recent)
    await scope.db.insert(alert_mails).values({ site_id: scope.siteId, recipient_id: recipientId, kind: "confirm" });
}

const ofRecipient = (scope: SiteScope, id: number) =>
  and(eq(alert_recipients.site_id, scope.siteId), eq(alert_recipients.id, id));

/** Follows the confirmation link: true when the address is now confirmed (not when it had unsubscribed since), with any account link it was asked for. */
export async function confirmRecipient(scope: SiteScope, id: number, now = new Date()): Promise<boolean> {
  const rows = await scope.db
    .update(alert_recipients)
    .set({
      confirmed_at: sql`coalesce(${alert_recipients.confirmed_at}, ${now.toISOString()}::timestamptz)`,
      user_id: sql`coalesce(${alert_recipients.pending_user_id}, ${alert_recipients.user_id})`,
      pending_user_id: null,
    })
    .where(and(ofRecipient(scope, id), isNull(alert_recipients.unsubscribed_at)))
    .returning({ id: alert_recipients.id });
  return rows.length > 0;
}

/** Stops every alert to the address: nothing waiting is sent, and nothing new is gathered. */
export async function unsubscribe(scope: SiteScope, id: number, now = new Date()): Promise<boolean> {
  const rows = await scope.db
    .update(alert_recipients)
    .set({ unsubscribed_at: now })
    .where(ofRecipient(scope, id))
    .returning({ id: alert_recipients.id });
  await scope.db
    .delete(alert_events)
    .where(
      and(eq(alert_events.site_id, scope.siteId), eq(alert_events.recipient_id, id), isNull(alert_events.mail_id)),
    );
  return rows.length > 0;
}

export async function removeSavedSearch(scope: SiteScope, recipientId: number, searchId: number): Promise<void> {
  await scope.db
    .delete(saved_searches)
    .where(
      and(
        eq(saved_searches.site_id, scope.siteId),
        eq(saved_searches.recipient_id, recipientId),
        eq(saved_searches.id, searchId),
      ),
    );
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
  return {
    email: recipient.email,
    status: recipientStatus(recipient),
    watchlist: recipient.user_id !== null,
    searches,
  };
}

/** A save from the listing's form (a search) or the watchlist's (watchlist=1, signed in only). */
export function subscribe(
  scope: SiteScope,
  fields: { email: string; search: string; watchlist?: string },
  shopper: Shopper | null,
): Promise<SaveOutcome> {
  if (fields.watchlist === undefined)
    return saveSearch(scope, { email: fields.email, search: fields.search, userId: shopper?.user_id ?? null });
  if (!shopper)
    return Promise.resolve({
      kind: "refused",
      field: "search",
      message: "Please sign in to get your watchlist's price drops.",
    });
  return subscribeWatchlist(scope, { email: fields.email, userId: shopper.user_id });
}

/**
 * Issue 56: signing in joins the searches this browser saved before (their recipients, read from its
 * signed cookie) to the account, so they are on every device the shopper signs in on. An address
 * already linked to an account stays with it.
 */
export async function joinSavedSearches(scope: SiteScope, userId: number, recipientIds: number[]): Promise<void> {
  if (!recipientIds.length) return;
  await scope.db
    .update(alert_recipients)
    .set({ user_id: userId })
    .where(
      and(
        eq(alert_recipients.site_id, scope.siteId),
        inArray(alert_recipients.id, recipientIds),
        isNull(alert_recipients.user_id),
      ),
    );
}

/** A signed-in shopper's saved searches on this site, newest first, with the recipient whose alerts page manages each. */
export async function accountSavedSearches(
  scope: SiteScope,
  userId: number,
): Promise<{ id: number; href: string; label: string; recipient_id: number }[]> {
  return scope.db
    .select({
      id: saved_searches.id,
      href: saved_searches.href,
      label: saved_searches.label,
      recipient_id: saved_searches.recipient_id,
    })
    .from(saved_searches)
    .innerJoin(
      alert_recipients,
      and(eq(alert_recipients.id, saved_searches.recipient_id), eq(alert_recipients.site_id, scope.siteId)),
    )
    .where(
      and(
        eq(saved_searches.site_id, scope.siteId),
        eq(alert_recipients.user_id, userId),
        isNull(alert_recipients.unsubscribed_at),
      ),
    )
    .orderBy(desc(saved_searches.id));
}
