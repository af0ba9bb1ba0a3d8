import { and, eq } from "drizzle-orm";
import type { SmsSender } from "~/features/accounts/index.server";
import { stableMessageId, type MailTransport } from "~/features/leads/index.server";
import type { Database } from "~/platform/db/client.server";
import { lead_alerts, staff_users } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import { claimDue, settleClaim, type OutboxClaim } from "~/platform/outbox/outbox.server";
import { pollingWorker } from "~/platform/outbox/polling-worker.server";
import { servedSite, type ServedSites, type SiteScope } from "~/platform/tenancy/site-scope";
import { leadBrief } from "./lead-brief.server";
import { staffAlert, type AlertReason } from "./lead-words";
import type { PushSender } from "./push.server";

export interface AlertChannels {
  push: PushSender;
  mail: MailTransport;
  sms: SmsSender;
  from: string | undefined;
}

interface AlertClaim extends OutboxClaim {
  lead_id: number;
  staff_id: number;
  channel: "push" | "email" | "sms";
  reason: AlertReason;
  created_at: Date | string;
}

const BATCH = 20;
const SMS_TIMEOUT_MS = 10_000;

async function sendAlert(scope: SiteScope, channels: AlertChannels, claim: AlertClaim, now: Date): Promise<string> {
  const brief = await leadBrief(scope, claim.lead_id);
  if (!brief) return "the lead is gone";
  const [person] = await scope.db
    .select({ email: staff_users.email, mobile: staff_users.mobile })
    .from(staff_users)
    .where(eq(staff_users.id, claim.staff_id));
  if (!person) return "the staff member is gone";
  const words = staffAlert(brief, claim.reason, (now.getTime() - brief.created_at.getTime()) / 60_000);
  if (claim.channel === "push") {
    const taken = await channels.push.send(scope, claim.staff_id, {
      title: words.title,
      body: words.body,
      url: words.path,
      tag: `lead-${brief.id}`,
    });
    return taken ? `pushed to ${taken} browser(s)` : "no browser has notifications on";
  }
  if (claim.channel === "sms") {
    if (!person.mobile) return "no mobile on record";
    await channels.sms.send(
      { site_id: scope.siteId, to: person.mobile, body: words.sms.slice(0, 600) },
      AbortSignal.timeout(SMS_TIMEOUT_MS),
    );
    return "texted";
  }
  const site = scope.config;
  return channels.mail.send(
    {
      from: channels.from ?? `${site.name} console <no-reply@${new URL(site.url).hostname}>`,
      to: person.email,
      subject: words.email.subject,
      text: words.email.text,
      messageId: stableMessageId(`lead-${brief.id}.alert-${claim.id}`, site),
      headers: { "X-Lead-Id": String(brief.id) },
    },
    `${site.slug}-lead-${brief.id}-alert-${claim.id}.eml`,
  );
}

/**
 * The staff alerts' outbox (issue 54): each queued alert sent once, by push, e-mail or SMS, retried
 * with backoff like every outbox. `kick` right after a lead is assigned makes the alert leave within
 * the same second.
 */
export function leadAlertOutbox(db: Database, sites: ServedSites, channels: AlertChannels, intervalMs: number) {
  async function deliverOne(claim: AlertClaim, now: Date) {
    let failure: unknown = null;
    try {
      const scope = servedSite(sites, claim.site_id);
      if (!scope) throw new Error(`No site ${claim.site_id} in this instance`);
      const outcome = await sendAlert(scope, channels, claim, now);
      logger.info(
        { lead_id: claim.lead_id, staff_id: claim.staff_id, channel: claim.channel, outcome },
        "lead alert sent",
      );
    } catch (error) {
      failure = error;
      logger.warn(
        { err: error, lead_id: claim.lead_id, channel: claim.channel },
        "lead alert failed; it stays in the outbox",
      );
    }
    await settleClaim(db, "lead_alerts", claim, now, failure);
  }

  async function deliverDue(now = new Date()) {
    for (;;) {
      const claims = await claimDue<AlertClaim>(db, "lead_alerts", now, BATCH);
      await Promise.all(claims.map((claim) => deliverOne(claim, now)));
      if (claims.length < BATCH) return;
    }
  }

  return { ...pollingWorker("the lead alerts", () => deliverDue(), intervalMs), deliverDue };
}

export type LeadAlertOutbox = ReturnType<typeof leadAlertOutbox>;

/** The alerts of a lead, for its page: who was told, how, and whether it went. */
export async function alertsOf(scope: SiteScope, leadId: number) {
  return scope.db
    .select({
      channel: lead_alerts.channel,
      reason: lead_alerts.reason,
      status: lead_alerts.status,
      delivered_at: lead_alerts.delivered_at,
      last_error: lead_alerts.last_error,
      name: staff_users.name,
    })
    .from(lead_alerts)
    .innerJoin(staff_users, eq(staff_users.id, lead_alerts.staff_id))
    .where(and(eq(lead_alerts.site_id, scope.siteId), eq(lead_alerts.lead_id, leadId)))
    .orderBy(lead_alerts.id);
}
