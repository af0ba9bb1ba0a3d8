import { leadReference } from "~/features/leads";
import { formatSiteDateTime } from "~/platform/text/dates";
import { waited, type LeadStatus } from "./inbox-rules";
import type { inboxLead } from "./inbox.server";

/** Field names of the lead's answers as staff read them: "trade_in_make" is "Trade in make". */
const fieldLabel = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/_/g, " ");

const answerText = (value: unknown) =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);

type FoundLead = NonNullable<Awaited<ReturnType<typeof inboxLead>>>;

/** One lead as its console page shows it, every date at the dealer. */
export function leadPageView(found: FoundLead, staff: { id: number; name: string }[], timeZone: string) {
  const when = (instant: Date) => formatSiteDateTime(instant, timeZone);
  const { lead } = found;
  return {
    lead: {
      id: lead.id,
      reference: leadReference(lead.id),
      received: when(lead.created_at),
      kind: lead.subcategory ? `${lead.category} · ${lead.subcategory}` : lead.category,
      name: [lead.name, lead.last_name].filter(Boolean).join(" ") || "No name given",
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      message: lead.message,
      source: lead.source,
      page: lead.url,
      answers: Object.entries(lead.fields)
        .filter(([, v]) => v !== null && v !== "" && v !== undefined)
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
    notes: found.notes.map((n) => ({ id: n.id, body: n.body, by: n.by ?? "Former staff", at: when(n.created_at) })),
    deliveries: found.deliveries.map((d) => ({
      id: d.id,
      sink: d.sink === "email" ? "E-mail" : d.sink === "webhook" ? "Webhook (CRM)" : "Receipt to shopper",
      status: d.status === "delivered" ? `Delivered ${d.delivered_at ? when(d.delivered_at) : ""}` : "Waiting to send",
      attempts: d.attempts,
      error: d.last_error,
    })),
    staff,
  };
}

export type LeadPageView = ReturnType<typeof leadPageView>;
