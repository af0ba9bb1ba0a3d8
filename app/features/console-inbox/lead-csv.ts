import { leadReference } from "~/features/leads";
import { toCsv } from "~/platform/text/csv";
import { statusLabels, type LeadStatus } from "./inbox-rules";

/**
 * Issue 54: the leads export as a CRM or spreadsheet takes it: every time at the dealer ("2026-11-28
 * 09:14", the zone named in the heading), the message, source and campaign, postcode, the requested
 * appointment and the finance answers, UTF-8 with a byte-order mark so Excel reads names with accents.
 */
export interface LeadCsvRow {
  id: number;
  created_at: Date;
  category: string;
  subcategory: string | null;
  name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  source: string;
  fields: Record<string, unknown>;
  lead_attributes: { linked_query_params: Record<string, string> };
  stocknum: string | null;
  car_name: string | null;
  yard: string | null;
  status: string;
  assignee: string | null;
  first_contacted_at: Date | null;
}

const BOM = "\uFEFF";
const FINANCE = /finance|loan|deposit|term|repayment|balloon|income|employment|amount|lender/i;

/** "2026-11-28 09:14" at the dealer. */
export function localStamp(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const plain = (value: unknown) => (typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));

function financeDetails(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .filter(([k, v]) => FINANCE.test(k) && v !== null && v !== "" && v !== undefined && !/code/i.test(k))
    .map(([k, v]) => `${k.replace(/_/g, " ")}: ${plain(v)}`)
    .join("; ");
}

export function leadsCsv(rows: readonly LeadCsvRow[], timeZone: string): string {
  const at = (instant: Date | null) => (instant ? localStamp(instant, timeZone) : null);
  const header = [
    `Received (${timeZone})`,
    "Reference",
    "Kind",
    "Subkind",
    "First name",
    "Last name",
    "E-mail",
    "Phone",
    "Postcode",
    "Message",
    "Source",
    "Campaign",
    "Appointment",
    "Finance",
    "Stock number",
    "Car",
    "Yard",
    "Status",
    "Assigned to",
    `First contact (${timeZone})`,
    "Minutes to first contact",
  ];
  const body = rows.map((r) => {
    const campaign = r.lead_attributes.linked_query_params;
    const appointment = r.fields.appointment_at;
    return [
      at(r.created_at),
      leadReference(r.id),
      r.category,
      r.subcategory,
      r.name,
      r.last_name,
      r.email,
      r.phone,
      r.postcode,
      r.message,
      campaign.utm_source ? `${r.source} (${campaign.utm_source})` : r.source,
      campaign.utm_campaign ??
        (Object.keys(campaign).length
          ? Object.entries(campaign)
              .map(([k, v]) => `${k}=${v}`)
              .join("&")
          : null),
      typeof appointment === "string" && appointment ? appointment.replace("T", " ") : null,
      financeDetails(r.fields) || null,
      r.stocknum,
      r.car_name,
      r.yard,
      statusLabels[r.status as LeadStatus] ?? r.status,
      r.assignee,
      at(r.first_contacted_at),
      r.first_contacted_at ? Math.round((r.first_contacted_at.getTime() - r.created_at.getTime()) / 60_000) : null,
    ];
  });
  return BOM + toCsv(header, body);
}
