import { and, eq, sql } from "drizzle-orm";
import type { SmsSender } from "~/features/accounts/index.server";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { leadBrief } from "~/features/lead-routing/index.server";
import { stableMessageId, type MailTransport } from "~/features/leads/index.server";
import { leadReference } from "~/features/leads";
import { mobileNumber } from "~/features/console-staff";
import type { Database } from "~/platform/db/client.server";
import { lead_notes, leads } from "~/platform/db/schema";
import { refusal } from "~/platform/forms/refusal";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { InboxWrite } from "./inbox-writes.server";
import { visibleLeadExists } from "./inbox.server";

/** The first call or reply is the first contact: the response time stops, and a new lead is contacted. */
async function firstContact(tx: Database, scope: SiteScope, id: number, now: Date) {
  await tx
    .update(leads)
    .set({
      first_contacted_at: sql`coalesce(${leads.first_contacted_at}, ${now.toISOString()}::timestamptz)`,
      status: sql`case when ${leads.status} = 'new' then 'contacted' else ${leads.status} end`,
    })
    .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, id)));
}

async function onTimeline(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  note: { kind: "call" | "email" | "sms"; body: string },
  now: Date,
) {
  await scope.db.transaction(async (tx) => {
    await tx
      .insert(lead_notes)
      .values({ site_id: scope.siteId, lead_id: id, staff_id: staff.staffId, created_at: now, ...note });
    await firstContact(tx, scope, id, now);
    await recordAudit(
      tx,
      scope.siteId,
      { staffId: staff.staffId, action: `lead.${note.kind}`, entity: "lead", entityId: id },
      now,
    );
  });
}

/** A tap on the lead's Call: on its timeline, and its first contact if it had none. */
export async function recordCall(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  now = new Date(),
): Promise<InboxWrite> {
  const brief = (await visibleLeadExists(scope, staff, id)) ? await leadBrief(scope, id) : null;
  if (!brief) return refusal("not-found", "No such lead on this site.");
  await onTimeline(scope, staff, id, { kind: "call", body: `Called ${brief.phone ?? "the shopper"}` }, now);
  return { ok: true };
}

export interface ReplySenders {
  mail: MailTransport;
  sms: SmsSender;
  from: string | undefined;
}

/**
 * A reply from the lead's page, by e-mail (from the site, answered to the salesperson) or SMS;
 * sent, then kept on the lead's timeline as its first contact where it had none.
 */
export async function sendReply(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  reply: { channel: "email" | "sms"; body: string },
  senders: ReplySenders,
  now = new Date(),
): Promise<InboxWrite> {
  const brief = (await visibleLeadExists(scope, staff, id)) ? await leadBrief(scope, id) : null;
  if (!brief) return refusal("not-found", "No such lead on this site.");
  const site = scope.config;
  if (reply.channel === "sms") {
    const to = mobileNumber(brief.phone ?? "");
    if (!to) return refusal("invalid", "This lead has no mobile number to text: reply by e-mail or call.");
    await senders.sms.send({ site_id: scope.siteId, to, body: reply.body }, AbortSignal.timeout(10_000));
  } else {
    if (!brief.email) return refusal("invalid", "This lead gave no e-mail address: reply by SMS or call.");
    const host = new URL(site.url).hostname;
    await senders.mail.send(
      {
        from: senders.from ?? `${staff.name} at ${site.name} <no-reply@${host}>`,
        to: brief.email,
        replyTo: staff.email,
        subject: `Re: your ${brief.category.toLowerCase()} with ${site.name} (${leadReference(id)})`,
        text: reply.body,
        messageId: stableMessageId(`lead-${id}.reply-${now.getTime()}`, site),
        headers: { "X-Lead-Id": String(id) },
      },
      `${site.slug}-lead-${id}-reply-${now.getTime()}.eml`,
    );
  }
  await onTimeline(scope, staff, id, { kind: reply.channel, body: reply.body }, now);
  return { ok: true };
}
