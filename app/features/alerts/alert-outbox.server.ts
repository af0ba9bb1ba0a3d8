import { and, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import { stableMessageId, type MailTransport } from "~/features/leads/index.server";
import type { Database } from "~/platform/db/client.server";
import { claimDue, settleClaim, type OutboxClaim } from "~/platform/outbox/outbox.server";
import { alert_events, alert_mails, alert_recipients, cars, saved_searches } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import { pollingWorker, type PollingWorker } from "~/platform/outbox/polling-worker.server";
import { servedSite, type ServedSites, type SiteScope } from "~/platform/tenancy/site-scope";
import { alertLinks, alertToken } from "./alert-links.server";
import { confirmationMail, digestMail, type AlertMailContent, type DigestItem } from "./alert-mail";
import { DIGEST_INTERVAL_MS, WATCHLIST_LABEL } from "./alert-rules";

export interface AlertOutbox extends PollingWorker {
  /** One round: gathers the digests that are due, then sends every alert e-mail that is due. */
  runRound(now?: Date): Promise<{ queued: number; sent: number; failed: number }>;
}

interface MailClaim extends OutboxClaim {
  recipient_id: number;
  kind: "confirm" | "digest";
}

const BATCH = 20;

/**
 * Alert e-mails through the same mail transport as leads, from their own outbox table: a digest
 * gathers every event a confirmed recipient is owed, at most one a day, and each e-mail is retried
 * with the leads' backoff until it goes.
 */
export function alertOutbox(
  db: Database,
  sites: ServedSites,
  transport: MailTransport,
  secrets: readonly string[],
  from: string | undefined,
  intervalMs: number,
  leaseMs?: number,
): AlertOutbox {
  async function sendOne(claim: MailClaim, now: Date): Promise<boolean> {
    let failure: unknown = null;
    try {
      const scope = servedSite(sites, claim.site_id);
      if (!scope) throw new Error(`No site ${claim.site_id} in this instance`);
      const mail = await composeMail(scope, claim, secrets);
      if (mail) {
        const { content, to, unsubscribe } = mail;
        await transport.send(
          {
            from: from ?? `${scope.config.name} <no-reply@${new URL(scope.config.url).hostname}>`,
            to,
            subject: content.subject,
            text: content.text,
            html: content.html,
            messageId: stableMessageId(`alert-${claim.id}`, scope.config),
            headers: {
              "List-Unsubscribe": `<${unsubscribe}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              "X-Alert-Mail-Id": String(claim.id),
            },
          },
          `${scope.config.slug}-alert-${claim.id}.eml`,
        );
        logger.info({ site: scope.config.slug, mail_id: claim.id, kind: claim.kind }, "alert e-mail sent");
      }
    } catch (error) {
      failure = error;
      logger.warn(
        { err: error, mail_id: claim.id, attempt: claim.attempts },
        "alert e-mail failed; it stays in the outbox",
      );
    }
    await settleClaim(db, "alert_mails", claim, now, failure);
    return failure === null;
  }

  async function runRound(now = new Date()) {
    const totals = { queued: await queueDigests(db, now), sent: 0, failed: 0 };
    for (;;) {
      const claims = await claimDue<MailClaim>(db, "alert_mails", now, BATCH, leaseMs);
      for (const ok of await Promise.all(claims.map((claim) => sendOne(claim, now)))) totals[ok ? "sent" : "failed"]++;
      if (claims.length < BATCH) return totals;
    }
  }

  return { ...pollingWorker("the alert outbox", () => runRound(), intervalMs), runRound };
}

/**
 * A digest for each confirmed recipient with unsent events whose last digest is a day old: the
 * recipient's date moves first, under its own condition, so two instances never queue the same one.
 */
async function queueDigests(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const due = await db
    .selectDistinct({ id: alert_recipients.id, site_id: alert_recipients.site_id })
    .from(alert_recipients)
    .innerJoin(alert_events, and(eq(alert_events.recipient_id, alert_recipients.id), isNull(alert_events.mail_id)))
    .where(
      and(
        isNotNull(alert_recipients.confirmed_at),
        isNull(alert_recipients.unsubscribed_at),
        or(isNull(alert_recipients.last_digest_at), lte(alert_recipients.last_digest_at, cutoff)),
      ),
    )
    .limit(500);
  let queued = 0;
  for (const recipient of due) {
    queued += await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(alert_recipients)
        .set({ last_digest_at: now })
        .where(
          and(
            eq(alert_recipients.id, recipient.id),
            or(isNull(alert_recipients.last_digest_at), lte(alert_recipients.last_digest_at, cutoff)),
          ),
        )
        .returning({ id: alert_recipients.id });
      if (!taken) return 0;
      const [mail] = await tx
        .insert(alert_mails)
        .values({ site_id: recipient.site_id, recipient_id: recipient.id, kind: "digest", next_attempt_at: now })
        .returning({ id: alert_mails.id });
      await tx
        .update(alert_events)
        .set({ mail_id: mail!.id })
        .where(and(eq(alert_events.recipient_id, recipient.id), isNull(alert_events.mail_id)));
      return 1;
    });
  }
  return queued;
}

/** The e-mail a claim stands for, or null when there is nothing to send any more (unsubscribed, confirmed already, cars gone). */
async function composeMail(
  scope: SiteScope,
  claim: MailClaim,
  secrets: readonly string[],
): Promise<{ content: AlertMailContent; to: string; unsubscribe: string } | null> {
  const [recipient] = await scope.db
    .select()
    .from(alert_recipients)
    .where(and(eq(alert_recipients.site_id, scope.siteId), eq(alert_recipients.id, claim.recipient_id)));
  if (!recipient || recipient.unsubscribed_at) return null;
  const links = alertLinks(scope.config.url, alertToken(secrets, recipient.id));
  if (claim.kind === "confirm") {
    if (recipient.confirmed_at && recipient.pending_user_id === null) return null;
    const searches = await scope.db
      .select({ label: saved_searches.label })
      .from(saved_searches)
      .where(and(eq(saved_searches.site_id, scope.siteId), eq(saved_searches.recipient_id, recipient.id)));
    const asked = [
      ...searches.map((s) => s.label),
      ...((recipient.pending_user_id ?? recipient.user_id) !== null ? [WATCHLIST_LABEL] : []),
    ];
    return {
      content: confirmationMail(scope.config.name, asked, links),
      to: recipient.email,
      unsubscribe: links.unsubscribe,
    };
  }
  const items = await digestItems(scope, claim.id);
  return items.length
    ? { content: digestMail(scope.config.name, items, links), to: recipient.email, unsubscribe: links.unsubscribe }
    : null;
}

async function digestItems(scope: SiteScope, mailId: number): Promise<DigestItem[]> {
  const base = scope.config.url.replace(/\/$/, "");
  const rows = await scope.db
    .select({
      kind: alert_events.kind,
      old_price: alert_events.old_price,
      new_price: alert_events.new_price,
      name: cars.name,
      path: cars.path,
      search: saved_searches.label,
    })
    .from(alert_events)
    .innerJoin(cars, and(eq(cars.id, alert_events.car_id), eq(cars.site_id, scope.siteId)))
    .leftJoin(saved_searches, eq(saved_searches.id, alert_events.saved_search_id))
    .where(and(eq(alert_events.site_id, scope.siteId), eq(alert_events.mail_id, mailId)))
    .orderBy(alert_events.id);
  return rows.map((r) => ({
    kind: r.kind,
    title: r.name,
    href: `${base}${r.path}`,
    price: r.new_price,
    old_price: r.old_price,
    search: r.search,
  }));
}
