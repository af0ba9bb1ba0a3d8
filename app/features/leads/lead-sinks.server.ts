import { createHmac } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { SMTP_TIMEOUTS } from "~/platform/outbox/outbox-rules";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import { adfXml, bookingLines, tradeInLines, type AdfLead } from "./adf";
import type { SinkName } from "./lead-report";
import { leadReference } from "./success-note";
import { outboundFetch } from "~/platform/http/outbound.server";
import { mailSends } from "~/platform/metrics/metrics.server";

/** A stored lead with what its delivery needs to say about the car and the dealer. */
export interface DeliverableLead extends AdfLead {
  url: string | null;
  source: string;
  car_id: number | null;
  car_dealership_id: number | null;
  fields: Record<string, unknown>;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  site_slug: string;
}

/**
 * The LeadSink port (DESIGN: lead delivery to the dealer). The lead itself is already in the
 * database outbox; a sink carries it on to the dealer. `deliver` resolves with a receipt or throws,
 * and a throw leaves the delivery in the outbox to be retried.
 */
export interface LeadSink {
  name: SinkName;
  appliesTo(site: SiteConfig): boolean;
  deliver(lead: DeliverableLead, site: SiteConfig): Promise<string>;
}

/**
 * The Message-ID of one e-mail the platform sends, the same on every attempt: a resend after a crash
 * (the outbox delivers at least once) is the same message to the receiving mail system, which keeps
 * one. `kind` names the message ("lead-42.email", "alert-7").
 */
export function stableMessageId(kind: string, site: SiteConfig): string {
  return `<${kind}.${site.slug}@${new URL(site.url).hostname}>`;
}

export interface MailTransport {
  send(message: SendMailOptions, fileName: string): Promise<string>;
}

/** SMTP when SMTP_URL is set, else .eml files in MAIL_DIR. */
export function mailTransport(env: { SMTP_URL?: string; MAIL_DIR: string }): MailTransport {
  return counted(env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(env.MAIL_DIR));
}

/** Every send counted for the metrics, sent or failed. */
function counted(transport: MailTransport): MailTransport {
  return {
    send: async (message, fileName) => {
      try {
        const sent = await transport.send(message, fileName);
        mailSends.inc({ outcome: "sent" });
        return sent;
      } catch (error) {
        mailSends.inc({ outcome: "failed" });
        throw error;
      }
    },
  };
}

/** SMTP through nodemailer when a URL is given. */
export function smtpTransport(url: string): MailTransport {
  // A connection URL's query string carries transport options; those SMTP_URL sets itself are kept.
  const withTimeouts = new URL(url);
  for (const [option, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!withTimeouts.searchParams.has(option)) withTimeouts.searchParams.set(option, String(ms));
  const transporter = nodemailer.createTransport(withTimeouts.toString());
  return {
    send: async (message) => (await transporter.sendMail(message)).messageId,
  };
}

/** The local default: the same MIME message written to a folder as an .eml file any mail client opens. */
export function fileTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message, fileName) => {
      const info = await transporter.sendMail(message);
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, fileName);
      await writeFile(file, info.message as Buffer);
      return file;
    },
  };
}

function vehicleTitle(lead: AdfLead): string {
  const v = lead.vehicle;
  return v ? [v.year, v.make, v.model].filter(Boolean).join(" ") : "";
}

function mailText(lead: DeliverableLead): string {
  const v = lead.vehicle;
  const lines = [
    `${lead.category}${lead.subcategory ? ` (${lead.subcategory})` : ""} from ${lead.site_name}`,
    "",
    `Name: ${[lead.name, lead.last_name].filter(Boolean).join(" ")}`,
    `Email: ${lead.email ?? ""}`,
    `Phone: ${lead.phone ?? ""}`,
    `Postcode: ${lead.postcode ?? ""}`,
    v ? `Vehicle: ${vehicleTitle(lead)}, stock number ${v.stock_number ?? "unknown"}` : null,
    lead.appointment_at ? `Preferred test drive time: ${lead.appointment_at}` : null,
    typeof lead.fields.distribution_location === "string"
      ? `Preferred location: ${lead.fields.distribution_location}`
      : null,
    typeof lead.fields.rego === "string" ? `Rego: ${lead.fields.rego}` : null,
    ...bookingLines(lead.fields),
    ...tradeInLines(lead.fields),
    `Subscribe to offers: ${lead.fields.opt_in === true ? "yes" : "no"}`,
    "",
    lead.message ?? "(no message)",
    "",
    `Sent from ${lead.url ?? lead.site_name}`,
    lead.lead_attributes.visited_pages.length
      ? `Pages visited: ${lead.lead_attributes.visited_pages.join(", ")}`
      : null,
    Object.keys(lead.lead_attributes.linked_query_params).length
      ? `Campaign: ${Object.entries(lead.lead_attributes.linked_query_params)
          .map(([k, v]) => `${k}=${v}`)
          .join(", ")}`
      : null,
  ];
  return lines.filter((l) => l !== null).join("\n");
}

/** E-mail to the site's lead address, with the lead as ADF/XML attached or as the body, as the site asks. */
export function emailLeadSink(transport: MailTransport, from: string | undefined): LeadSink {
  return {
    name: "email",
    appliesTo: (site) => Boolean(site.contact.lead_email),
    deliver: (lead, site) => {
      const adf = adfXml(lead);
      const adfAsBody = site.forms.lead_delivery.adf === "body";
      const title = vehicleTitle(lead);
      return transport.send(
        {
          from: from ?? `${site.name} website <no-reply@${new URL(site.url).hostname}>`,
          to: site.contact.lead_email,
          replyTo: lead.email ?? undefined,
          subject: `${lead.category} ${leadReference(lead.id)}: ${[lead.name, lead.last_name].filter(Boolean).join(" ")}${title ? ` about the ${title}` : ""}`,
          text: adfAsBody ? adf : mailText(lead),
          attachments: adfAsBody
            ? []
            : [{ filename: `lead-${lead.id}.adf.xml`, content: adf, contentType: "application/xml" }],
          messageId: stableMessageId(`lead-${lead.id}.email`, site),
          headers: { "X-Lead-Id": String(lead.id) },
        },
        `${lead.site_slug}-lead-${lead.id}.eml`,
      );
    },
  };
}

export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

function webhookJson(lead: DeliverableLead): string {
  const { dealership_name: _d, site_name: _s, ...rest } = lead;
  return JSON.stringify({ ...rest, lead_id: lead.id, created_at: lead.created_at.toISOString() });
}

/**
 * POSTs the lead to the site's webhook, signed with the site's secret (HMAC-SHA256 of the body in
 * X-Lead-Signature), through the outbound guard: never to this machine or a private network (unless
 * WEBHOOK_ALLOW_PRIVATE), never following a redirect. Any answer but 2xx, or none within 10 s, is a
 * failed attempt.
 */
export function webhookLeadSink(
  secrets: Map<string, string>,
  options: { allowPrivate?: boolean; timeoutMs?: number } = {},
): LeadSink {
  return {
    name: "webhook",
    appliesTo: (site) => site.forms.lead_delivery.webhook_url !== null,
    deliver: async (lead, site) => {
      const secret = secrets.get(site.slug);
      if (!secret) throw new Error(`No webhook secret for ${site.slug}: set LEAD_WEBHOOK_SECRETS`);
      const adf = site.forms.lead_delivery.webhook_format === "adf";
      const body = adf ? adfXml(lead) : webhookJson(lead);
      const answer = await outboundFetch(site.forms.lead_delivery.webhook_url as string, {
        method: "POST",
        headers: {
          "content-type": adf ? "application/xml" : "application/json",
          "x-lead-id": String(lead.id),
          "x-lead-signature": webhookSignature(secret, body),
          "idempotency-key": `${site.slug}-lead-${lead.id}`,
          // The same on every attempt, so a receiver can tell a retry from a new lead.
          "x-delivery-id": `${site.slug}-lead-${lead.id}-webhook`,
        },
        body,
        maxBytes: 64 * 1024,
        timeoutMs: options.timeoutMs ?? 10_000,
        allowPrivate: options.allowPrivate,
      });
      if (answer.status < 200 || answer.status > 299) throw new Error(`The webhook answered ${answer.status}`);
      return `HTTP ${answer.status}`;
    },
  };
}
