import * as z from "zod/mini";
import { formText as text, resolveWith, submittedText } from "~/platform/form-schema";
import { EVENTS } from "~/features/analytics/events";

/**
 * The lead forms of spec 000 sections 3 to 5 and spec 001 section 5. One schema per form, built
 * from a serialisable spec so the server and the browser validate with the same rules. zod/mini
 * keeps the browser's share of that at about 6 KB.
 */

export const carLeadFormKinds = ["enquire", "test-drive", "request-photos", "find-similar"] as const;
/** The forms a car page opens; `general` is the site-wide enquiry on /contact, `book-test-drive` and `service` the booking pages. */
export type CarLeadFormKind = (typeof carLeadFormKinds)[number];
export const leadFormKinds = [...carLeadFormKinds, "general", "book-test-drive", "service"] as const;
export type LeadFormKind = (typeof leadFormKinds)[number];

export function isCarLeadFormKind(value: string): value is CarLeadFormKind {
  return (carLeadFormKinds as readonly string[]).includes(value);
}

/** The service booking's service types (spec 001 section 2, /service#service-booking). */
export const SERVICE_TYPES = [
  "Logbook service",
  "Capped price service",
  "Brakes",
  "Tyres and wheel alignment",
  "Air conditioning",
  "Battery and electrical",
  "Other repairs",
] as const;

export const SUMMARY_HEADING = "Please fix the following errors:";
export const GENERIC_FORM_FAILURE = "An error occurred when submitting this form";
export const MULTI_STEP_FAILURE = "An unexpected error occured";
export const TERMS_MESSAGE = "* You must agree to the terms of use before submitting the form.";
export const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
export const FIND_SIMILAR_MESSAGE = "Can you please find me something similar?";
export const FIND_SIMILAR_SUBCATEGORY = "Find me something similar";
export const REQUEST_PHOTOS_TEXT = "Please send me more photos of this vehicle.";
export const OPT_IN_LABEL_SITE = "Yes, I would like to subscribe to receive latest offers & product updates.";
export const OPT_IN_LABEL_CAR = "Email me similar stock and latest offers.";

/** Spec 000 section 3: the category select defaults to General Enquiry. */
export const DEFAULT_CATEGORY = "General Enquiry";

export const generalCategories = [
  "General Enquiry",
  "Sales Enquiry",
  "Service Enquiry",
  "Parts Enquiry",
  "Finance Enquiry",
  "Careers Enquiry",
] as const;

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

/** Longest value each field accepts; the inputs carry the same maxLength. */
export const maxLengths = {
  name: 50,
  last_name: 50,
  email: 254,
  phone: 20,
  postcode: 4,
  message: 2000,
  rego: 10,
  category: 40,
  dealership_slug: 100,
  appointment_at: 16,
  distribution_location: 100,
  vehicle: 140,
  location: 100,
  vehicle_model: 60,
  km: 9,
  service_type: 40,
  preferred_date: 10,
} as const;

export type LeadField = keyof typeof maxLengths | "opt_in" | "terms_conditions";

export const fieldMessages = {
  name: "Please enter your first name.",
  last_name: "Please enter your last name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid Australian phone number, for example 0412 345 678.",
  postcode: POSTCODE_MESSAGE,
  message: "Please enter your comments.",
  category: "Please choose a category.",
  dealership_slug: "Please choose a dealership.",
  appointment_at: "Please choose one of the times offered.",
  distribution_location: "Please choose a location.",
  vehicle: "Please choose a model or a car.",
  location: "Please choose a location.",
  vehicle_model: "Please enter the make and model.",
  km: "Please enter the kilometres as a number.",
  service_type: "Please choose a service.",
  preferred_date: "Please choose a date from tomorrow onwards.",
  rego: "Please enter the car's registration.",
  terms_conditions: TERMS_MESSAGE,
} as const;

export const tooLong = (max: number) => `Please use ${max} characters or fewer.`;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: string) => EMAIL.test(v);
const POSTCODE = /^\d{4}$/;

/** Australian numbers, typed with spaces, dashes, dots or brackets, in 0... or +61... form. */
export function normalisePhone(typed: string): string | null {
  const digits = typed.replace(/[\s\-().]/g, "");
  const match = /^(?:\+?61|0)([2-478]\d{8})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}

/** The booking pages ask about the car first, then who is booking. */
function bookingFieldsOf(spec: LeadFormSpec): LeadField[] {
  const location: LeadField[] = spec.locations.length > 0 ? ["location"] : [];
  if (spec.kind === "book-test-drive") return ["vehicle", ...location, "appointment_at"];
  if (spec.kind === "service") return ["rego", "vehicle_model", "km", "service_type", "preferred_date", ...location];
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
export function formValues(
  spec: LeadFormSpec,
  data: FormData | URLSearchParams | Record<string, unknown>,
): LeadFormValues {
  const read = (field: string) =>
    submittedText(data instanceof FormData || data instanceof URLSearchParams ? data.get(field) : data[field]);
  return Object.fromEntries(fieldsOf(spec).map((field) => [field, read(field)]));
}

/** Conform's resolver for the browser: the same schema, without Conform's Zod adapter and its full Zod. */
export function leadFormResolver(spec: LeadFormSpec) {
  return resolveWith(leadFormSchema(spec) as z.ZodMiniType<LeadFormValues, unknown>);
}

/** Spec 000 section 4: a Careers Enquiry is sent as a General Enquiry with subcategory Career Enquiry. */
export function categoryOf(
  kind: LeadFormKind,
  chosen: string | undefined,
  carType: string | null,
): { category: string; subcategory: string | null } {
  const vehicleEnquiry = carType === "used" ? "Used Car Enquiry" : "New Car Enquiry";
  switch (kind) {
    case "general":
      if (chosen === "Careers Enquiry") return { category: "General Enquiry", subcategory: "Career Enquiry" };
      return { category: chosen || DEFAULT_CATEGORY, subcategory: null };
    case "test-drive":
    case "book-test-drive":
      return { category: "Test Drive", subcategory: null };
    case "service":
      return { category: "Service Enquiry", subcategory: "Service Booking" };
    case "request-photos":
      return { category: vehicleEnquiry, subcategory: "Request More Photos" };
    case "find-similar":
      return { category: vehicleEnquiry, subcategory: FIND_SIMILAR_SUBCATEGORY };
    case "enquire":
      return { category: vehicleEnquiry, subcategory: null };
  }
}

/**
 * Spec 000 section 7: 14 new enquiry, 15 used enquiry, 17 test drive, 22 the general enquiry form.
 * Demo cars are sold as new, so their enquiries count as new.
 */
export function leadEventId(kind: LeadFormKind, carType: string | null): number {
  if (kind === "general" || kind === "service") return EVENTS.GENERAL_ENQUIRY;
  if (kind === "test-drive" || kind === "book-test-drive") return EVENTS.TEST_DRIVE;
  return carType === "used" ? EVENTS.USED_CAR_ENQUIRY : EVENTS.NEW_CAR_ENQUIRY;
}

/** Spec 000 section 4: a sold car's enquiry starts with 'Can you please find me something similar?'. */
export function defaultMessage(kind: LeadFormKind): string {
  return kind === "find-similar" ? FIND_SIMILAR_MESSAGE : "";
}

/** The message stored with the lead: request photos always carries its fixed text first. */
export function leadMessage(kind: LeadFormKind, typed: string | undefined): string | null {
  const message = (typed ?? "").trim();
  if (kind === "request-photos") return message ? `${REQUEST_PHOTOS_TEXT}\n\n${message}` : REQUEST_PHOTOS_TEXT;
  return message || null;
}

/** The fields each step of the multi-step enquiry asks for; the last step submits. */
export function enquirySteps(spec: LeadFormSpec): LeadField[][] {
  const fields = fieldsOf(spec);
  const first: LeadField[] = ["message", "rego"];
  return [first.filter((f) => fields.includes(f)), fields.filter((f) => !first.includes(f))];
}
