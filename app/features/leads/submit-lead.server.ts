import { createHash, randomUUID } from "node:crypto";
import { logger } from "~/platform/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import {
  categoryOf,
  fieldsOf,
  formValues,
  leadEventId,
  leadMessage,
  normalisePhone,
  validateLeadForm,
  type FieldErrors,
  type LeadFormPage,
  type LeadFormValues,
} from "./lead-forms";
import type { LeadServices } from "./lead-services.server";
import type { LeadReceipt } from "./success-note";
import { storeLead, type NewLead } from "./lead-store.server";
import type { VisitTrail } from "./visit-trail";

export const HONEYPOT_FIELD = "website";
export const RATE_LIMITED_MESSAGE =
  "We have received a lot of enquiries from your connection in the last few minutes. Please wait a few minutes and send it again, or give us a call.";

export type LeadSubmission =
  | ({ ok: true } & LeadReceipt)
  | { ok: false; status: 400 | 403 | 429 | 500; values: LeadFormValues; errors: FieldErrors; formError: string | null };

export interface SubmissionMeta {
  ip: string;
  userAgent: string | null;
  /** The page the form was sent from. */
  url: string | null;
  trail: VisitTrail;
  now: Date;
}

/** The same form rendering sent with the same values is one lead: a double click or a retried request. */
function idempotencyKey(page: LeadFormPage, token: unknown, values: LeadFormValues): string {
  if (typeof token !== "string" || !/^[\w-]{8,64}$/.test(token)) return randomUUID();
  const fields = fieldsOf(page.spec).map((field) => [field, values[field] ?? ""]);
  const digest = createHash("sha256").update(JSON.stringify([page.action, fields])).digest("base64url");
  return `${token}:${digest}`;
}

function leadOf(page: LeadFormPage, values: LeadFormValues, key: string, meta: SubmissionMeta, spam: boolean): NewLead {
  const { kind } = page.spec;
  const { category, subcategory } = categoryOf(kind, values.category, page.car?.car_type ?? null);
  const hidden = page.car?.hidden ?? { dealership_slug: values.dealership_slug ?? "", page_id: "contact" };
  return {
    idempotency_key: key,
    category,
    subcategory,
    name: values.name ?? null,
    last_name: values.last_name ?? null,
    email: values.email ?? null,
    phone: normalisePhone(values.phone ?? "") ?? values.phone ?? null,
    postcode: values.postcode ?? null,
    message: leadMessage(kind, values.message),
    fields: {
      ...hidden,
      subcategory: subcategory ?? "",
      form: kind,
      rego: values.rego || null,
      appointment_at: values.appointment_at || null,
      distribution_location: values.distribution_location || null,
      opt_in: values.opt_in === "on",
      terms_conditions: values.terms_conditions === "on",
    },
    url: meta.url,
    source: "Website",
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    car_id: page.car?.id ?? null,
    lead_attributes: meta.trail,
    spam,
  };
}

/**
 * Spec 000 section 7, lead submission: checks the form with its schema, refuses a flood with a clear
 * message, then writes the lead (and its outbox rows) before anything else, and only then asks the
 * outbox to deliver it. A lead the database refuses is logged whole, so even then it is not lost.
 */
export async function submitLead(
  scope: SiteScope,
  services: LeadServices,
  page: LeadFormPage,
  form: FormData,
  meta: SubmissionMeta,
): Promise<LeadSubmission> {
  const values = formValues(page.spec, form);
  const checked = validateLeadForm(page.spec, values);
  if (!checked.ok) return { ok: false, status: 400, values, errors: checked.errors, formError: null };
  if (!services.limits.allow(scope.config, meta.ip, meta.now.getTime())) {
    logger.warn({ site: scope.config.slug, ip: meta.ip }, "lead refused by the rate limit");
    return { ok: false, status: 429, values, errors: {}, formError: RATE_LIMITED_MESSAGE };
  }
  const spam = String(form.get(HONEYPOT_FIELD) ?? "") !== "";
  const lead = leadOf(page, checked.values, idempotencyKey(page, form.get("form_token"), checked.values), meta, spam);
  const eventId = leadEventId(page.spec.kind, page.car?.car_type ?? null);
  const sinks = services.sinks.filter((sink) => sink.appliesTo(scope.config)).map((sink) => sink.name);
  try {
    const { lead_id, created } = await storeLead(scope, lead, { sinks, eventId });
    if (created && !spam) services.outbox.kick();
    return { ok: true, lead_id, category: lead.category, subcategory: lead.subcategory ?? null, event_id: eventId, car_slug: page.car?.slug ?? null };
  } catch (error) {
    logger.error({ err: error, site: scope.config.slug, lead }, "a lead could not be stored; its content is in this log entry");
    return { ok: false, status: 500, values, errors: {}, formError: null };
  }
}
