import { fillTemplate, firstName } from "~/features/lead-routing";
import { appointmentWords, leadReference } from "~/features/leads";
import type { LeadRouting } from "~/platform/tenancy/lead-routing-config";
import { formatSiteDateTime } from "~/platform/text/dates";
import { contactLinks, isInternalAnswer, waited, type LeadStatus } from "./inbox-rules";
import type { inboxLead } from "./inbox.server";

/** Field names of the lead's answers as staff read them: "trade_in_make" is "Trade in make". */
const fieldLabel = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/_/g, " ");

const answerText = (value: unknown) =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : value === true ? "Yes" : String(value);

type FoundLead = NonNullable<Awaited<ReturnType<typeof inboxLead>>>;

const TIMELINE_KIND = {
  note: "Note",
  email: "E-mail sent",
  sms: "SMS sent",
  call: "Call",
  assigned: "Assigned",
  escalated: "Escalated",
} as const;

const SINK_NAMES: Record<string, string> = {
  email: "E-mail to the dealer",
  webhook: "Webhook (CRM)",
  receipt: "Receipt to shopper",
  confirmation: "Confirmation to shopper",
  assign: "Owner chosen",
};

export interface LeadPageContext {
  staff: { id: number; name: string }[];
  timeZone: string;
  routing: LeadRouting;
  /** The person looking: a reply is signed with their name. */
  viewer: string;
  alerts: { channel: string; reason: string; status: string; delivered_at: Date | null; name: string }[];
}

/** The reply templates with this lead's words filled in, ready to send or to edit first. */
export function filledReplies(found: FoundLead, routing: LeadRouting, viewer: string) {
  const contact = found.yardContact;
  const tokens = {
    first_name: firstName(found.lead.name),
    car: found.car?.name ?? null,
    yard: found.yard,
    yard_phone: contact?.department_phones?.sales ?? contact?.phone ?? null,
    salesperson: firstName(viewer),
  };
  return routing.reply_templates.map((t) => ({ name: t.name, body: fillTemplate(t.body, tokens) }));
}

/** One lead as its console page shows it, every date at the dealer, nothing internal. */
export function leadPageView(found: FoundLead, page: LeadPageContext) {
  const when = (instant: Date) => formatSiteDateTime(instant, page.timeZone);
  const { lead } = found;
  const name = [lead.name, lead.last_name].filter(Boolean).join(" ") || "No name given";
  const at = lead.fields.appointment_at;
  return {
    lead: {
      id: lead.id,
      reference: leadReference(lead.id),
      received: when(lead.created_at),
      kind: lead.subcategory ? `${lead.category} · ${lead.subcategory}` : lead.category,
      name,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      message: lead.message,
      requestedTime: typeof at === "string" && at ? appointmentWords(at, found.yard) : null,
      offers: lead.fields.opt_in === true,
      links: contactLinks(lead, `Your ${lead.category.toLowerCase()} (${leadReference(lead.id)})`),
      source: lead.source,
      page: lead.url,
      answers: Object.entries(lead.fields)
        .filter(([k, v]) => v !== null && v !== "" && v !== undefined && v !== false && !isInternalAnswer(k))
        .map(([k, v]) => [fieldLabel(k), answerText(v)] as const),
      trail: lead.lead_attributes.visited_pages,
      campaign: Object.entries(lead.lead_attributes.linked_query_params),
      status: lead.status as LeadStatus,
      lostReason: lead.lost_reason,
      assignee: lead.assigned_staff_id,
      firstContact: lead.first_contacted_at
        ? `${when(lead.first_contacted_at)} (after ${waited(lead.created_at, lead.first_contacted_at)})`
        : null,
    },
    car: found.car,
    yard: found.yard,
    replies: filledReplies(found, page.routing, page.viewer),
    timeline: found.notes.map((n) => ({
      id: n.id,
      kind: TIMELINE_KIND[n.kind],
      body: n.body,
      by: n.by ?? (n.kind === "assigned" || n.kind === "escalated" ? "Lead routing" : "Former staff"),
      at: when(n.created_at),
    })),
    alerts: page.alerts.map((a) => ({
      who: a.name,
      how: a.channel === "push" ? "Notification" : a.channel === "sms" ? "SMS" : "E-mail",
      why: a.reason,
      status: a.status === "delivered" && a.delivered_at ? `Sent ${when(a.delivered_at)}` : "Waiting to send",
    })),
    deliveries: found.deliveries.map((d) => ({
      id: d.id,
      sink: SINK_NAMES[d.sink] ?? d.sink,
      status: d.status === "delivered" ? `Delivered ${d.delivered_at ? when(d.delivered_at) : ""}` : "Waiting to send",
      attempts: d.attempts,
      error: d.last_error,
    })),
    staff: page.staff,
  };
}

export type LeadPageView = ReturnType<typeof leadPageView>;
