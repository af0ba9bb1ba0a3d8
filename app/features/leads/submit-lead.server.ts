import { createHash, randomUUID } from "node:crypto";
import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { isDatabaseUnavailable } from "~/platform/db/unavailable";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { appointmentWords } from "./appointment-slots";
import { categoryOf, leadEventId, leadMessage } from "./lead-form-kinds";
import {
  fieldsOf,
  formValues,
  leadFormSchema,
  type Choice,
  type FieldErrors,
  type LeadFormPage,
  type LeadFormValues,
} from "./lead-form-schema";
import { normalisePhone } from "./contact-rules";
import { leadAllowed } from "./lead-limits.server";
import { deliverySinks, type LeadServices } from "./lead-services.server";
import type { LeadReceipt } from "./success-note";
import { storeLead, type NewLead, type StoreOptions } from "./lead-store.server";
import type { VisitTrail } from "./visit-trail";

export const HONEYPOT_FIELD = "website";
export const RATE_LIMITED_MESSAGE =
  "We have received a lot of enquiries from your connection in the last few minutes. Please wait a few minutes and send it again, or give us a call.";

export const NOT_STORED_MESSAGE =
  "Sorry, we couldn't send your enquiry just now. Please try again in a moment, or give us a call.";

export type LeadSubmission = ({ ok: true } & LeadReceipt) | LeadRefusal;

/** A lead not stored: what was typed, each field's error, a form-wide error, and Conform's reply for the form. */
export interface LeadRefusal {
  ok: false;
  reason: "invalid" | "too-many" | "unavailable";
  values: LeadFormValues;
  errors: FieldErrors;
  formError: string | null;
  reply: SubmissionResult<string[]>;
}

function refuse(
  reason: LeadRefusal["reason"],
  submission: Submission<unknown, string[]>,
  values: LeadFormValues,
  formError: string | null,
): LeadRefusal {
  const fieldErrors: Record<string, string[] | null> = submission.status === "error" ? (submission.error ?? {}) : {};
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  );
  return {
    ok: false,
    reason,
    values,
    errors,
    formError,
    reply: submission.reply(formError ? { formErrors: [formError] } : undefined),
  };
}

export interface SubmissionMeta {
  ip: string;
  userAgent: string | null;
  /** The page the form was sent from. */
  url: string | null;
  trail: VisitTrail;
  now: Date;
}

/** A body that could not be read as a form: nothing to check, one form-wide error. */
export function refuseUnreadable(message: string): LeadRefusal {
  return refuse("invalid", parse(new URLSearchParams(), { resolve: () => ({ value: {} }) }), {}, message);
}

/** The same form rendering sent with the same values is one lead: a double click or a retried request. */
function idempotencyKey(page: LeadFormPage, token: unknown, values: LeadFormValues): string {
  if (typeof token !== "string" || !/^[\w-]{8,64}$/.test(token)) return randomUUID();
  const fields = fieldsOf(page.spec).map((field) => [field, values[field] ?? ""]);
  const digest = createHash("sha256")
    .update(JSON.stringify([page.action, fields]))
    .digest("base64url");
  return `${token}:${digest}`;
}

/** What the booking pages add: the vehicle and location as the shopper chose them, the service's details. */
function bookingFields(page: LeadFormPage, values: LeadFormValues): Record<string, string> {
  const label = (choices: Choice[], value: string | undefined) =>
    choices.find((c) => c.value === value)?.label ?? value ?? "";
  if (page.spec.kind === "book-test-drive")
    return {
      vehicle: label(
        page.spec.vehicles.flatMap((g) => g.options),
        values.vehicle,
      ),
      location: label(page.spec.locations, values.location),
    };
  if (page.spec.kind === "parts")
    return {
      parts_wanted: values.parts_wanted ?? "",
      vehicle_model: values.vehicle_model ?? "",
      location: label(page.spec.locations, values.location),
    };
  if (page.spec.kind !== "service") return {};
  return {
    vehicle_model: values.vehicle_model ?? "",
    km: (values.km ?? "").replace(/[,\s]/g, ""),
    service_type: values.service_type ?? "",
    preferred_date: values.preferred_date ?? "",
    location: label(page.spec.locations, values.location),
  };
}

function leadOf(page: LeadFormPage, values: LeadFormValues, key: string, meta: SubmissionMeta, spam: boolean): NewLead {
  const { kind } = page.spec;
  const { category, subcategory } = categoryOf(kind, values.category, page.car?.car_type ?? null, page.car?.kind);
  const hidden = page.car?.hidden ?? {
    dealership_slug: values.dealership_slug ?? "",
    page_id: new URL(page.action, "http://site").pathname.slice(1),
  };
  const chosenCar = /^car:(\d+)$/.exec(values.vehicle ?? "");
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
      ...bookingFields(page, values),
      opt_in: values.opt_in === "on",
      terms_conditions: values.terms_conditions === "on",
    },
    url: meta.url,
    source: "Website",
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    car_id: page.car?.id ?? (chosenCar ? Number(chosenCar[1]) : null),
    lead_attributes: meta.trail,
    spam,
  };
}

/**
 * Spec 000 section 7, lead submission: checks the form with its schema, refuses a flood with a clear
 * message, then writes the lead (and its outbox rows) before anything else, and only then asks the
 * outbox to deliver it. While the database cannot be reached the lead goes to the durable journal
 * and is acknowledged; a lead the database refuses is not acknowledged: the shopper is asked to
 * try again, with everything they typed.
 */
export async function submitLead(
  scope: SiteScope,
  services: LeadServices,
  page: LeadFormPage,
  form: URLSearchParams,
  meta: SubmissionMeta,
): Promise<LeadSubmission> {
  const values = formValues(page.spec, form);
  const submission = parseWithZod(form, { schema: leadFormSchema(page.spec), disableAutoCoercion: true });
  if (submission.status !== "success") return refuse("invalid", submission, values, null);
  if (!(await leadAllowed(services.limits, scope.config, meta.ip))) {
    logger.warn({ site: scope.config.slug, ip: meta.ip }, "lead refused by the rate limit");
    return refuse("too-many", submission, values, RATE_LIMITED_MESSAGE);
  }
  const checked = submission.value as LeadFormValues;
  const spam = String(form.get(HONEYPOT_FIELD) ?? "") !== "";
  const lead = leadOf(page, checked, idempotencyKey(page, form.get("form_token"), checked), meta, spam);
  const eventId = leadEventId(page.spec.kind, page.car?.car_type ?? null);
  const sinks = deliverySinks(services, scope.config);
  const at = checked.appointment_at || null;
  const chosenYard = page.spec.locations.find((l) => l.value === checked.location)?.label ?? null;
  const yard = page.car?.yard ?? chosenYard;
  const receipt = {
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    event_id: eventId,
    car_slug: page.car?.slug ?? null,
    appointment: at ? appointmentWords(at, yard || null) : null,
  };
  const options = { sinks, eventId };
  const accepted = await acceptLead(scope, services, lead, options, meta.now);
  return accepted.ok
    ? { ok: true, lead_id: accepted.lead_id, ...receipt }
    : refuse("unavailable", submission, values, NOT_STORED_MESSAGE);
}

/**
 * Writes a checked lead before anything else, then asks the outbox to deliver it. While the
 * database cannot be reached the lead goes to the durable journal and counts as accepted (no id
 * yet); a lead the database refuses is not accepted, and the shopper is asked to send it again.
 */
export async function acceptLead(
  scope: SiteScope,
  services: LeadServices,
  lead: NewLead,
  options: StoreOptions,
  now: Date,
): Promise<{ ok: true; lead_id: number | null } | { ok: false }> {
  try {
    const { lead_id, created } = await storeLead(scope, lead, options);
    if (created && !lead.spam) services.outbox.kick();
    return { ok: true, lead_id };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      try {
        await services.journal.append({ site: scope.config.slug, lead, options, received_at: now.toISOString() });
        logger.warn(
          { err: error, site: scope.config.slug, key: lead.idempotency_key },
          "the database is away: the lead is in the journal and will be stored when it is back",
        );
        return { ok: true, lead_id: null };
      } catch (journalError) {
        logger.error(
          { err: journalError, site: scope.config.slug, lead },
          "a lead could not be journalled either; the shopper was asked to send it again",
        );
      }
    } else {
      logger.error(
        { err: error, site: scope.config.slug, lead },
        "the database refused a lead; the shopper was asked to send it again",
      );
    }
    return { ok: false };
  }
}
