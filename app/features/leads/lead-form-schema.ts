import * as z from "zod/mini";
import type { VehicleKind } from "~/features/cars";
import { formText as text, resolveWith, submittedText } from "~/platform/forms/form-schema";
import { EMAIL, maxLengths, normalisePhone, POSTCODE } from "./contact-rules";
import { generalCategories, SERVICE_TYPES, type LeadFormKind } from "./lead-form-kinds";
import { fieldMessages, POSTCODE_MESSAGE, TERMS_MESSAGE, tooLong } from "./lead-form-texts";

/**
 * One schema per lead form, built from a serialisable spec so the server and the browser validate
 * with the same rules. zod/mini keeps the browser's share of that at about 6 KB.
 */

export interface Choice {
  value: string;
  label: string;
}

/** What decides a form's fields and rules: the site's switches and the car's location. */
export interface LeadFormSpec {
  kind: LeadFormKind;
  commentsRequired: boolean;
  termsRequired: boolean;
  /** The dealership select of the general form: shown, and required, when the site has more than one. */
  dealerships: Choice[];
  appointmentSlots: Choice[];
  /** Spec 000 section 3: the test drive's distribution-location field, when the car's location has any. */
  distributionLocations: string[];
  /** The test drive without a car: the models in stock, and the cars of the model chosen. */
  vehicles: { label: string; options: Choice[] }[];
  /** The booking pages' location select: sales locations for a test drive, service ones for a service. */
  locations: Choice[];
  /** The first and last day a service may be booked for, the dealer's dates. */
  serviceDates: { min: string; max: string } | null;
}

/** The car a form is about: what the form shows and the hidden values it carries (spec 000 section 3). */
export interface LeadFormCar {
  id: number;
  slug: string;
  title: string;
  car_type: string;
  image: string | null;
  hidden: Record<string, string>;
  /** Tagged Test Drive Only: its only form is the test drive (spec 000 section 4). */
  testDriveOnly: boolean;
  /** What it is (issue 57): a caravan's "test drive" is an inspection, a truck's enquiry a truck enquiry. */
  kind: VehicleKind;
  /** The car's yard by name, for the test drive's time in words. */
  yard?: string | null;
}

/** Everything a lead form needs to render and to be checked again on the server. */
export interface LeadFormPage {
  spec: LeadFormSpec;
  /** One per rendering of the form: with the typed values it makes the submission's idempotency key. */
  token: string;
  action: string;
  car: LeadFormCar | null;
  /** Values the form starts with (the model or car a booking page was opened for). */
  defaults?: Partial<Record<LeadField, string>>;
}

export type LeadField = keyof typeof maxLengths | "opt_in" | "terms_conditions";

/** The booking pages ask about the car first, then who is booking. */
function bookingFieldsOf(spec: LeadFormSpec): LeadField[] {
  const location: LeadField[] = spec.locations.length > 0 ? ["location"] : [];
  if (spec.kind === "book-test-drive") return ["vehicle", ...location, "appointment_at"];
  if (spec.kind === "service") return ["rego", "vehicle_model", "km", "service_type", "preferred_date", ...location];
  if (spec.kind === "parts") return ["parts_wanted", "vehicle_model", "rego", ...location];
  return [];
}

export function fieldsOf(spec: LeadFormSpec): LeadField[] {
  const fields: LeadField[] = [...bookingFieldsOf(spec), "name", "last_name", "email", "phone", "postcode"];
  if (spec.kind === "general") fields.push("category");
  if (spec.kind === "general" && spec.dealerships.length > 1) fields.push("dealership_slug");
  if (spec.kind === "test-drive") {
    if (spec.appointmentSlots.length > 0) fields.push("appointment_at");
    if (spec.distributionLocations.length > 0) fields.push("distribution_location");
  }
  if (spec.kind === "general" || spec.kind === "enquire") fields.push("rego");
  fields.push("message", "opt_in");
  if (spec.termsRequired) fields.push("terms_conditions");
  return fields;
}

export function messageRequired(spec: Pick<LeadFormSpec, "kind" | "commentsRequired">): boolean {
  return spec.commentsRequired && (spec.kind === "enquire" || spec.kind === "find-similar" || spec.kind === "general");
}

function bounded(field: keyof typeof maxLengths, required: boolean, valid?: (v: string) => boolean) {
  const max = maxLengths[field];
  const message = fieldMessages[field as keyof typeof fieldMessages];
  return text().check(
    z.trim(),
    z.maxLength(max, tooLong(max)),
    z.refine((v: string) => !required || v.length > 0, message),
    z.refine((v: string) => v === "" || !valid || valid(v), message),
  );
}

const oneOf = (values: string[]) => (v: string) => values.includes(v);

/**
 * The form's one schema, read by Conform on the server (`parseWithZod`) and in the browser
 * (`leadFormResolver`): it takes a submission as sent, keeps only the fields the form shows and
 * answers each with the spec's message.
 */
export function leadFormSchema(spec: LeadFormSpec) {
  const shape: Record<string, z.ZodMiniType<string, unknown>> = {
    name: bounded("name", true),
    last_name: bounded("last_name", true),
    email: bounded("email", true, (v) => EMAIL.test(v)),
    phone: bounded("phone", true, (v) => normalisePhone(v) !== null),
    postcode: text().check(
      z.trim(),
      z.refine((v: string) => POSTCODE.test(v), POSTCODE_MESSAGE),
    ),
    message: bounded("message", messageRequired(spec)),
    rego: bounded("rego", spec.kind === "service"),
    category: bounded("category", spec.kind === "general", oneOf([...generalCategories])),
    dealership_slug: bounded(
      "dealership_slug",
      spec.kind === "general" && spec.dealerships.length > 1,
      oneOf(spec.dealerships.map((d) => d.value)),
    ),
    appointment_at: bounded("appointment_at", false, oneOf(spec.appointmentSlots.map((s) => s.value))),
    distribution_location: bounded(
      "distribution_location",
      spec.kind === "test-drive" && spec.distributionLocations.length > 0,
      oneOf(spec.distributionLocations),
    ),
    vehicle: bounded("vehicle", true, oneOf(spec.vehicles.flatMap((g) => g.options.map((o) => o.value)))),
    location: bounded("location", true, oneOf(spec.locations.map((l) => l.value))),
    vehicle_model: bounded("vehicle_model", true),
    km: bounded("km", true, (v) => /^\d{1,7}$/.test(v.replace(/[,\s]/g, ""))),
    service_type: bounded("service_type", true, oneOf([...SERVICE_TYPES])),
    parts_wanted: bounded("parts_wanted", true),
    preferred_date: bounded(
      "preferred_date",
      true,
      (v) =>
        spec.serviceDates !== null &&
        /^\d{4}-\d{2}-\d{2}$/.test(v) &&
        v >= spec.serviceDates.min &&
        v <= spec.serviceDates.max,
    ),
    opt_in: text(),
    terms_conditions: text().check(z.refine((v: string) => !spec.termsRequired || v === "on", TERMS_MESSAGE)),
  };
  const shown = new Set<string>(fieldsOf(spec));
  return z.object(Object.fromEntries(Object.entries(shape).filter(([field]) => shown.has(field))));
}

export type LeadFormValues = Partial<Record<LeadField, string>>;
export type FieldErrors = Partial<Record<LeadField, string>>;

/** The form's own fields from a submission; a field left out (an unticked box) reads as "". */
export function formValues(spec: LeadFormSpec, data: URLSearchParams | Record<string, unknown>): LeadFormValues {
  const read = (field: string) => submittedText(data instanceof URLSearchParams ? data.get(field) : data[field]);
  return Object.fromEntries(fieldsOf(spec).map((field) => [field, read(field)]));
}

/** Conform's resolver for the browser: the same schema, without Conform's Zod adapter and its full Zod. */
export function leadFormResolver(spec: LeadFormSpec) {
  return resolveWith(leadFormSchema(spec) as z.ZodMiniType<LeadFormValues, unknown>);
}

/** The fields each step of the multi-step enquiry asks for; the last step submits. */
export function enquirySteps(spec: LeadFormSpec): LeadField[][] {
  const fields = fieldsOf(spec);
  const first: LeadField[] = ["message", "rego"];
  return [first.filter((f) => fields.includes(f)), fields.filter((f) => !first.includes(f))];
}
