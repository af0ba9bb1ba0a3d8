import { appointmentWords, leadReference } from "~/features/leads";
import { localInstant } from "~/platform/tenancy/yard-hours";
import { firstName } from "./reply-templates";

/**
 * Issue 54: what a lead's alerts and the shopper's confirmation say. Pure: lead-brief.server.ts reads
 * the lead; the senders send these words.
 */
export interface LeadBrief {
  id: number;
  category: string;
  subcategory: string | null;
  name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  fields: Record<string, unknown>;
  created_at: Date;
  car: { title: string; stock_number: string | null; url: string } | null;
  yard: { name: string; address: string; phone: string | null; zone?: string | null } | null;
  owner: { id: number; name: string; email: string; mobile: string | null } | null;
  site: { name: string; url: string; phone: string | null; time_zone: string; refund_terms: string };
}

export type AlertReason = "assigned" | "escalated" | "offered";

const fullName = (brief: LeadBrief) => [brief.name, brief.last_name].filter(Boolean).join(" ") || "A shopper";

export function requestedTime(brief: LeadBrief): string | null {
  const at = brief.fields.appointment_at;
  return typeof at === "string" && at ? appointmentWords(at, brief.yard?.name ?? null) : null;
}

const HEADLINE: Record<AlertReason, string> = {
  assigned: "New lead for you",
  escalated: "Not answered yet",
  offered: "Lead offered to you",
};

/** The staff alert: a push's title and body, an SMS, an e-mail; each opens the lead. */
export function staffAlert(brief: LeadBrief, reason: AlertReason, minutes: number) {
  const about = brief.car ? ` about the ${brief.car.title}` : "";
  const where = brief.yard ? ` · ${brief.yard.name}` : "";
  const time = requestedTime(brief);
  const title = `${HEADLINE[reason]}: ${fullName(brief)}${about}`;
  const waiting = reason === "assigned" ? "" : ` Waiting ${Math.round(minutes)} min with nobody answering.`;
  const body = `${brief.category}${where} · ref ${leadReference(brief.id)}${time ? ` · ${time}` : ""}.${waiting}`;
  const path = `/console/leads/${brief.id}`;
  const url = `${brief.site.url}${path}`;
  return {
    title,
    body,
    path,
    sms: `${brief.site.name}: ${title}. ${body} ${url}`,
    email: {
      subject: `${title} (${leadReference(brief.id)})`,
      text: [
        title,
        "",
        body,
        "",
        `Phone: ${brief.phone ?? "not given"}`,
        `E-mail: ${brief.email ?? "not given"}`,
        brief.message ? `\n${brief.message}\n` : "",
        `Open the lead: ${url}`,
        "Answer within 5 minutes: most buyers buy from the first dealer who calls back.",
      ].join("\n"),
    },
  };
}

function nextSteps(brief: LeadBrief, person: string): string {
  const yard = brief.yard ? ` at ${brief.yard.name}` : "";
  if (brief.category === "Test Drive")
    return `${person}${yard} will call or text to confirm your test drive. Please bring your driver's licence.`;
  if (brief.category === "Inspection")
    return `${person}${yard} will call or text to confirm when you can come and look it over.`;
  if (/finance/i.test(brief.category))
    return `${person}${yard} will look over your application and call you to talk through the next steps.`;
  if (/trade|sell my car/i.test(brief.category))
    return `${person}${yard} will call you to arrange a look at your vehicle and confirm its value.`;
  if (/reservation|purchase|payment/i.test(brief.category))
    return `${person}${yard} will call you shortly to arrange the next steps.`;
  return `${person}${yard} will be in touch shortly, usually within the hour while we're open.`;
}

/** The confirmation's first words, for what they sent: "Thanks for booking a test drive with Metro Used Cars." */
export function thanks(brief: Pick<LeadBrief, "category" | "subcategory" | "fields" | "site">): string {
  const site = brief.site.name;
  if (brief.category === "Test Drive") return `Thanks for booking a test drive with ${site}.`;
  if (brief.category === "Inspection") return `Thanks for booking an inspection with ${site}.`;
  if (brief.category === "Sell My Car") return `Thanks for offering your car to ${site}.`;
  if (typeof brief.fields.receipt_url === "string" || /reservation|purchase|payment/i.test(brief.category))
    return `Thank you: ${brief.subcategory ?? brief.category} with ${site}.`;
  return `Thanks for your ${brief.category.toLowerCase()} with ${site}.`;
}

/**
 * The shopper's confirmation (never marketing, so it goes whatever they chose about offers): their
 * reference, the car, the yard with its address and phone, who will call, and what happens next.
 */
export function confirmationMail(brief: LeadBrief): { subject: string; text: string } {
  const reference = leadReference(brief.id);
  const owner = firstName(brief.owner?.name);
  const person = owner ?? "Our team";
  const time = requestedTime(brief);
  const receipt = typeof brief.fields.receipt_url === "string" ? brief.fields.receipt_url : null;
  const phone = brief.yard?.phone ?? brief.site.phone;
  const lines = [
    `Hi ${firstName(brief.name) ?? "there"},`,
    "",
    `${thanks(brief)} Your reference is ${reference}.`,
    "",
    brief.car
      ? `Vehicle: ${brief.car.title}${brief.car.stock_number ? ` (stock ${brief.car.stock_number})` : ""}`
      : null,
    time ? `Your time: ${time}` : null,
    brief.yard ? `Where: ${brief.yard.name}, ${brief.yard.address}` : null,
    phone ? `Phone: ${phone}` : null,
    owner ? `Your contact: ${owner}` : null,
    receipt ? `Your receipt online: ${receipt}` : null,
    /reservation/i.test(brief.category) ? `Refunds: ${brief.site.refund_terms}` : null,
    "",
    `What happens next: ${nextSteps(brief, person)}`,
    "",
    phone
      ? `Questions before then? Call ${brief.yard?.name ?? brief.site.name} on ${phone} and quote ${reference}.`
      : `Quote ${reference} if you call us.`,
    "",
    brief.site.name,
    brief.site.url,
  ];
  return {
    subject: `${brief.site.name}: we have your ${brief.category.toLowerCase()} (${reference})`,
    text: lines.filter((line) => line !== null).join("\n"),
  };
}

const icsText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A test drive as a calendar file (RFC 5545): half an hour at the yard, in UTC so every calendar agrees. */
export function testDriveIcs(brief: LeadBrief, host: string, now: Date): string | null {
  const at = brief.fields.appointment_at;
  const inspection = brief.category === "Inspection";
  if ((brief.category !== "Test Drive" && !inspection) || typeof at !== "string") return null;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(at);
  if (!match) return null;
  // The time was the yard's own clock.
  const start = localInstant(match[1]!, match[2]!, brief.yard?.zone ?? brief.site.time_zone);
  const end = new Date(start.getTime() + 30 * 60_000);
  const booked = inspection ? "Inspection" : "Test drive";
  const what = brief.car ? `${booked}: ${brief.car.title}` : booked;
  const where = brief.yard ? `${brief.yard.name}, ${brief.yard.address}` : brief.site.name;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(brief.site.name)}//Test drive//EN`,
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:lead-${brief.id}@${host}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(what)}`,
    `LOCATION:${icsText(where)}`,
    `DESCRIPTION:${icsText(`Reference ${leadReference(brief.id)}. Please bring your driver's licence.${brief.yard?.phone ? ` ${brief.yard.name}: ${brief.yard.phone}` : ""}`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
