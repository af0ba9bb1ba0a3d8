import type { SiteConfig } from "~/platform/tenancy/site-config";
import { stableMessageId, type DeliverableLead, type LeadSink, type MailTransport } from "./lead-sinks.server";

function receiptText(lead: DeliverableLead, site: SiteConfig): string {
  const phone = site.contact.phones.new ?? site.contact.phones.used;
  const lines = [
    `Hi ${lead.name ?? "there"},`,
    "",
    `Thank you. This is your receipt from ${site.name}.`,
    "",
    lead.message ?? "",
    typeof lead.fields.receipt_url === "string" ? `\nYour receipt online: ${lead.fields.receipt_url}` : null,
    "",
    `${site.name} will call you shortly to arrange the next steps.${phone ? ` Questions? Call us on ${phone}.` : ""}`,
  ];
  return lines.filter((l) => l !== null).join("\n");
}

/**
 * The shopper's own copy of what they paid for (a reservation's receipt). Never chosen by a site's
 * switches: a lead names it when the shopper is owed a receipt, and the outbox retries it like any
 * other delivery.
 */
export function receiptSink(transport: MailTransport, from: string | undefined): LeadSink {
  return {
    name: "receipt",
    appliesTo: () => false,
    deliver: (lead, site) => {
      if (!lead.email) return Promise.resolve("no e-mail address to send a receipt to");
      return transport.send(
        {
          from: from ?? `${site.name} <no-reply@${new URL(site.url).hostname}>`,
          to: lead.email,
          replyTo: site.contact.email ?? site.contact.lead_email,
          subject: `Your receipt from ${site.name}: ${lead.subcategory ?? lead.category}`,
          text: receiptText(lead, site),
          messageId: stableMessageId(`lead-${lead.id}.receipt`, site),
          headers: { "X-Lead-Id": String(lead.id) },
        },
        `${lead.site_slug}-receipt-${lead.id}.eml`,
      );
    },
  };
}
