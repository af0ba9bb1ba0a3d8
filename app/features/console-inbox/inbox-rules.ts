/**
 * The console's leads inbox (issue 39): the follow-up's statuses, the filters a list address
 * carries, and the CSV an export writes. Pure: the queries are inbox.server.ts's.
 */
import * as z from "zod/mini";
import { formText, resolveWith } from "~/platform/forms/form-schema";

export const leadStatuses = ["new", "contacted", "appointment", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  won: "Won",
  lost: "Lost",
};

export function isLeadStatus(value: string): value is LeadStatus {
  return (leadStatuses as readonly string[]).includes(value);
}

/** A note on a lead, as Conform reads the note form in the browser and on the server. */
export const readLeadNote = resolveWith(
  z.object({
    note: formText().check(
      z.trim(),
      z.minLength(1, "Write the note first."),
      z.maxLength(5000, "Keep a note to 5,000 characters or fewer."),
    ),
  }),
);

/** Leads a list page shows. */
export const INBOX_PAGE_SIZE = 50;
/** The most rows one CSV export writes. */
export const CSV_MAX_ROWS = 10_000;

export interface InboxFilters {
  /** Name, e-mail, phone or a lead's reference. */
  q: string;
  kind: string;
  status: LeadStatus | "";
  /** Received on or after / on or before, "YYYY-MM-DD" at the dealer. */
  from: string;
  to: string;
  yard: number | null;
  car: string;
  /** A staff id, "me" or "none". */
  assignee: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const text = (name: string, max = 100) => (params.get(name) ?? "").trim().slice(0, max);
  const status = text("status");
  const yard = Number.parseInt(text("yard"), 10);
  const page = Number.parseInt(text("page"), 10);
  const assignee = text("assignee");
  return {
    q: text("q"),
    kind: text("kind"),
    status: isLeadStatus(status) ? status : "",
    from: DAY.test(text("from")) ? text("from") : "",
    to: DAY.test(text("to")) ? text("to") : "",
    yard: Number.isInteger(yard) && yard > 0 ? yard : null,
    car: text("car", 40),
    assignee: assignee === "me" || assignee === "none" || /^\d+$/.test(assignee) ? assignee : "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The list address of these filters (page 1 unless given), for links, the pager and the export. */
export function inboxQuery(filters: InboxFilters, page = filters.page): string {
  const params = new URLSearchParams();
  for (const name of ["q", "kind", "status", "from", "to", "car", "assignee"] as const)
    if (filters[name]) params.set(name, filters[name]);
  if (filters.yard !== null) params.set("yard", String(filters.yard));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * A status change as the follow-up records it: the first move on from new is the first contact;
 * a lost lead says why.
 */
export function followUp(
  lead: { status: LeadStatus; first_contacted_at: Date | null },
  next: LeadStatus,
  lostReason: string,
  now: Date,
):
  | { ok: true; status: LeadStatus; first_contacted_at: Date | null; lost_reason: string | null }
  | { ok: false; error: string } {
  const reason = lostReason.trim();
  if (next === "lost" && !reason) return { ok: false, error: "Say why the lead was lost." };
  const contacted = lead.first_contacted_at ?? (next !== "new" ? now : null);
  return {
    ok: true,
    status: next,
    first_contacted_at: contacted,
    lost_reason: next === "lost" ? reason.slice(0, 300) : null,
  };
}

/** "2 h 5 min", "3 days 4 h": how long the lead waited for its first contact. */
export function waited(from: Date, to: Date): string {
  const minutes = Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24
    ? `${days} ${days === 1 ? "day" : "days"} ${hours % 24} h`
    : `${days} ${days === 1 ? "day" : "days"}`;
}

/** A phone as the world dials it: "0412 345 678" is "+61412345678"; null when it is no Australian number. */
export function dialable(phone: string | null): string | null {
  const digits = (phone ?? "").replace(/[\s\-().]/g, "");
  const match = /^(?:\+?61|0)([2-478]\d{8})$/.exec(digits);
  return match ? `+61${match[1]}` : null;
}

/**
 * Issue 54: a lead worked from a phone: call, text, e-mail and WhatsApp in one tap each. SMS and
 * WhatsApp only for a mobile; each link null when the shopper gave nothing to reach them by.
 */
export function contactLinks(lead: { phone: string | null; email: string | null }, subject: string) {
  const number = dialable(lead.phone);
  const mobile = number?.startsWith("+614") ? number : null;
  return {
    call: number ? `tel:${number}` : null,
    sms: mobile ? `sms:${mobile}` : null,
    email: lead.email ? `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(subject)}` : null,
    whatsapp: mobile ? `https://wa.me/${mobile.slice(1)}` : null,
  };
}

/** Answers that are the platform's own bookkeeping, never shown to staff (and never a verification code). */
const INTERNAL_ANSWER =
  /^(dealership_slug|page_id|manufacturer_slug|stock_number|vehicle make|vehicle model|car_type|car_id|vehicle_status|subcategory|form|opt_in|terms_conditions|appointment_at|receipt_url|website_id|lead_attributes)$|code|token|secret|password/i;

export function isInternalAnswer(name: string): boolean {
  return INTERNAL_ANSWER.test(name);
}

/** A reply from the lead's page (issue 54): by e-mail or SMS, typed or from a template. */
export const readLeadReply = resolveWith(
  z
    .object({
      channel: formText().check(z.refine((v) => v === "email" || v === "sms", "Choose e-mail or SMS.")),
      template: formText(),
      body: formText().check(z.trim(), z.maxLength(1600, "Keep a reply to 1,600 characters or fewer.")),
    })
    .check(
      z.refine((reply) => reply.body !== "" || reply.template !== "", {
        message: "Write your reply, or choose a template.",
        path: ["body"],
      }),
    ),
);
