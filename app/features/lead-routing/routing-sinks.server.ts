import { stableMessageId, type LeadSink, type MailTransport } from "~/features/leads/index.server";
import type { ServedSites } from "~/platform/tenancy/site-scope";
import { ensureOwner } from "./assign-lead.server";
import { leadBrief } from "./lead-brief.server";
import { confirmationMail, testDriveIcs } from "./lead-words";

export interface RoutingHooks {
  /** The lead has an owner now: send their alerts at once, and tell open inboxes. */
  assigned(siteId: number): void;
}

function scopeOf(sites: ServedSites, slug: string) {
  const scope = sites.get(slug);
  if (!scope) throw new Error(`No site ${slug} in this instance`);
  return scope;
}

/**
 * The first thing that happens to every stored lead (issue 54): it is given its yard and its owner,
 * and the owner's alerts are queued. Delivered through the lead outbox, so a crash between storing
 * and assigning still assigns it when the outbox next runs.
 */
export function assignSink(sites: ServedSites, hooks: RoutingHooks): LeadSink {
  return {
    name: "assign",
    appliesTo: () => false,
    deliver: async (lead) => {
      const scope = scopeOf(sites, lead.site_slug);
      const owner = await ensureOwner(scope, lead.id);
      if (owner?.assigned) hooks.assigned(scope.siteId);
      return owner?.staffId ? `owner ${owner.staffId}` : "no staff to give it to";
    },
  };
}

/**
 * The shopper's confirmation e-mail for every lead that gave an address (where the site's `autobot`
 * answers for the dealer): their reference, the car,
 * the yard, the person who will call and what happens next; a test drive's calendar file. As
 * "receipt" it is the paid reservation's or payment's receipt, with its link. It waits for the
 * lead's owner (assigning it if the assign delivery has not yet run), so it can name them.
 */
export function confirmationSink(
  name: "confirmation" | "receipt",
  sites: ServedSites,
  transport: MailTransport,
  from: string | undefined,
  hooks: RoutingHooks,
): LeadSink {
  return {
    name,
    appliesTo: () => false,
    deliver: async (lead, site) => {
      if (!lead.email) return "no e-mail address to confirm to";
      const scope = scopeOf(sites, lead.site_slug);
      if (name === "confirmation" && !scope.config.autobot) return "the dealer's own system replies (autobot off)";
      if ((await ensureOwner(scope, lead.id))?.assigned) hooks.assigned(scope.siteId);
      const brief = await leadBrief(scope, lead.id);
      if (!brief) return "the lead is gone";
      const host = new URL(site.url).hostname;
      const mail = confirmationMail(brief);
      const ics = testDriveIcs(brief, host, new Date());
      return transport.send(
        {
          from: from ?? `${site.name} <no-reply@${host}>`,
          to: lead.email,
          replyTo: brief.owner?.email ?? site.contact.email ?? site.contact.lead_email,
          subject: mail.subject,
          text: mail.text,
          attachments: ics
            ? [
                {
                  filename: "test-drive.ics",
                  content: ics,
                  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
                },
              ]
            : [],
          messageId: stableMessageId(`lead-${lead.id}.${name}`, site),
          headers: { "X-Lead-Id": String(lead.id) },
        },
        `${lead.site_slug}-${name}-${lead.id}.eml`,
      );
    },
  };
}
