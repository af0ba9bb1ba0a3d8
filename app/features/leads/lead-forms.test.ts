import type { VehicleKind } from "~/features/cars";
import { describe, expect, it } from "vitest";
import { categoryOf, leadEventId, leadMessage, type LeadFormKind } from "./lead-form-kinds";
import {
  enquirySteps,
  fieldsOf,
  formValues,
  messageRequired,
  leadFormResolver,
  type LeadFormSpec,
  type LeadFormValues,
} from "./lead-form-schema";
import { normalisePhone } from "./contact-rules";

const spec = (overrides: Partial<LeadFormSpec> = {}): LeadFormSpec => ({
  kind: "enquire",
  commentsRequired: true,
  termsRequired: false,
  dealerships: [],
  appointmentSlots: [],
  distributionLocations: [],
  vehicles: [],
  locations: [],
  serviceDates: null,
  ...overrides,
});

const good: LeadFormValues = {
  name: "Jo",
  last_name: "Bloggs",
  email: "jo@example.com",
  phone: "0412 345 678",
  postcode: "2000",
  message: "Is it still available?",
  rego: "",
  opt_in: "on",
};

/** Each field's first message, as the form shows it. */
const errorsOf = (s: LeadFormSpec, values: LeadFormValues) => {
  const { error } = leadFormResolver(s)(values);
  return Object.fromEntries(Object.entries(error ?? {}).map(([field, messages]) => [field, messages[0]]));
};

describe("lead form validation (spec 000 section 5, spec 001 section 5)", () => {
  it("accepts a complete enquiry and trims what was typed", () => {
    const result = leadFormResolver(spec())({ ...good, name: "  Jo  " });
    expect(result).toMatchObject({ value: { name: "Jo" } });
  });

  it.each([
    ["postcode missing", { postcode: "" }, "postcode", "Invalid postcode. Please enter a 4-digit number."],
    ["postcode of 3 digits", { postcode: "200" }, "postcode", "Invalid postcode. Please enter a 4-digit number."],
    ["postcode of 5 digits", { postcode: "20000" }, "postcode", "Invalid postcode. Please enter a 4-digit number."],
    ["postcode with letters", { postcode: "20a0" }, "postcode", "Invalid postcode. Please enter a 4-digit number."],
    ["first name missing", { name: " " }, "name", "Please enter your first name."],
    ["last name missing", { last_name: "" }, "last_name", "Please enter your last name."],
    ["email without a domain", { email: "jo@" }, "email", "Please enter a valid email address."],
    [
      "phone too short",
      { phone: "0412 345" },
      "phone",
      "Please enter a valid Australian phone number, for example 0412 345 678.",
    ],
    ["comments missing on the enquiry", { message: "" }, "message", "Please enter your comments."],
    ["a first name over 50 characters", { name: "a".repeat(51) }, "name", "Please use 50 characters or fewer."],
    ["comments over 2000 characters", { message: "a".repeat(2001) }, "message", "Please use 2000 characters or fewer."],
  ])("%s", (_, change, field, message) => {
    expect(errorsOf(spec(), { ...good, ...change })).toEqual({ [field]: message });
  });

  it("asks for the terms only where the site requires them, with the spec's words", () => {
    expect(errorsOf(spec({ termsRequired: true }), { ...good, terms_conditions: "" })).toEqual({
      terms_conditions: "* You must agree to the terms of use before submitting the form.",
    });
    expect(errorsOf(spec({ termsRequired: true }), { ...good, terms_conditions: "on" })).toEqual({});
    expect(fieldsOf(spec())).not.toContain("terms_conditions");
  });

  it("relaxes Comments where the site says so, and never requires them on test drive or request photos", () => {
    expect(errorsOf(spec({ commentsRequired: false }), { ...good, message: "" })).toEqual({});
    expect(errorsOf(spec({ kind: "test-drive" }), { ...good, message: "" })).toEqual({});
    expect(errorsOf(spec({ kind: "request-photos" }), { ...good, message: "" })).toEqual({});
    expect(errorsOf(spec({ kind: "find-similar" }), { ...good, message: "" })).toEqual({
      message: "Please enter your comments.",
    });
  });

  it("opt_in is optional: an unticked box is fine", () => {
    expect(errorsOf(spec(), { ...good, opt_in: "" })).toEqual({});
  });

  it("Rego is optional and on the enquiry and general forms only", () => {
    expect(fieldsOf(spec())).toContain("rego");
    expect(fieldsOf(spec({ kind: "general" }))).toContain("rego");
    expect(fieldsOf(spec({ kind: "test-drive" }))).not.toContain("rego");
  });
});

describe("the general enquiry's category and dealership selects", () => {
  const general = spec({
    kind: "general",
    dealerships: [
      { value: "north", label: "North" },
      { value: "south", label: "South" },
    ],
  });

  it("shows the category only on the general form and requires a known one", () => {
    expect(fieldsOf(spec())).not.toContain("category");
    expect(errorsOf(general, { ...good, category: "", dealership_slug: "north" })).toEqual({
      category: "Please choose a category.",
    });
    expect(errorsOf(general, { ...good, category: "Spam Enquiry", dealership_slug: "north" })).toEqual({
      category: "Please choose a category.",
    });
  });

  it("requires the dealership when the site has more than one, and only then shows it", () => {
    expect(errorsOf(general, { ...good, category: "General Enquiry", dealership_slug: "" })).toEqual({
      dealership_slug: "Please choose a dealership.",
    });
    expect(fieldsOf({ ...general, dealerships: [{ value: "north", label: "North" }] })).not.toContain(
      "dealership_slug",
    );
  });
});

describe("the test drive form", () => {
  const testDrive = spec({
    kind: "test-drive",
    appointmentSlots: [{ value: "2026-11-23T09:00", label: "Mon 23 Nov, 9:00 am" }],
    distributionLocations: ["Toowoomba Yard"],
  });

  it("takes an optional date-time, but only one of the slots offered", () => {
    expect(errorsOf(testDrive, { ...good, distribution_location: "Toowoomba Yard", appointment_at: "" })).toEqual({});
    expect(
      errorsOf(testDrive, { ...good, distribution_location: "Toowoomba Yard", appointment_at: "2026-11-23T09:00" }),
    ).toEqual({});
    expect(
      errorsOf(testDrive, { ...good, distribution_location: "Toowoomba Yard", appointment_at: "2026-11-23T03:00" }),
    ).toEqual({
      appointment_at: "Please choose one of the times offered.",
    });
  });

  it("asks for the distribution location when the car's location has any", () => {
    expect(errorsOf(testDrive, { ...good, appointment_at: "", distribution_location: "" })).toEqual({
      distribution_location: "Please choose a location.",
    });
    expect(fieldsOf({ ...testDrive, distributionLocations: [] })).not.toContain("distribution_location");
  });
});

describe("the booking pages' forms", () => {
  const locations = [{ value: "north", label: "North" }];
  it("ask about the car first, then the shopper; the location only where the site has locations", () => {
    expect(fieldsOf(spec({ kind: "book-test-drive", commentsRequired: true, locations }))).toEqual([
      "vehicle",
      "location",
      "appointment_at",
      "name",
      "last_name",
      "email",
      "phone",
      "postcode",
      "message",
      "opt_in",
    ]);
    expect(fieldsOf(spec({ kind: "service", locations: [] }))).toEqual([
      "rego",
      "vehicle_model",
      "km",
      "service_type",
      "preferred_date",
      "name",
      "last_name",
      "email",
      "phone",
      "postcode",
      "message",
      "opt_in",
    ]);
  });
  it("never require comments, and the service requires the registration", () => {
    expect(messageRequired({ kind: "book-test-drive", commentsRequired: true })).toBe(false);
    expect(messageRequired({ kind: "service", commentsRequired: true })).toBe(false);
    const errors =
      leadFormResolver(spec({ kind: "service", serviceDates: { min: "2026-11-24", max: "2027-01-22" } }))({
        rego: "",
        km: "12,000",
        preferred_date: "2026-11-24",
      }).error ?? {};
    expect(errors.rego).toEqual(["Please enter the car's registration."]);
    expect(errors.km).toBeUndefined();
    expect(errors.preferred_date).toBeUndefined();
  });
});

describe("lead rules", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["+61 412 345 678", "0412345678"],
    ["61412345678", "0412345678"],
    ["(02) 9555-0123", "0295550123"],
    ["0412 345", null],
    ["1234567890", null],
  ])("phone %s is %s", (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each<[LeadFormKind, string | undefined, string | null, { category: string; subcategory: string | null }]>([
    ["general", "Careers Enquiry", null, { category: "General Enquiry", subcategory: "Career Enquiry" }],
    ["general", "Service Enquiry", null, { category: "Service Enquiry", subcategory: null }],
    ["general", "", null, { category: "General Enquiry", subcategory: null }],
    ["find-similar", undefined, "used", { category: "Used Car Enquiry", subcategory: "Find me something similar" }],
    ["request-photos", undefined, "new", { category: "New Car Enquiry", subcategory: "Request More Photos" }],
    ["test-drive", undefined, "used", { category: "Test Drive", subcategory: null }],
    ["enquire", undefined, "demo", { category: "New Car Enquiry", subcategory: null }],
    ["book-test-drive", undefined, null, { category: "Test Drive", subcategory: null }],
    ["service", undefined, null, { category: "Service Enquiry", subcategory: "Service Booking" }],
  ])("%s with %s on a %s car is filed as %o", (kind, chosen, carType, expected) => {
    expect(categoryOf(kind, chosen, carType)).toEqual(expected);
  });

  it.each<[LeadFormKind, string, VehicleKind, string]>([
    ["enquire", "used", "truck", "Used Truck Enquiry"],
    ["enquire", "new", "motorcycle", "New Motorcycle Enquiry"],
    ["request-photos", "used", "caravan", "Used Caravan Enquiry"],
    ["find-similar", "new", "motorhome", "New Motorhome Enquiry"],
    ["test-drive", "used", "caravan", "Inspection"],
    ["test-drive", "used", "trailer", "Inspection"],
    ["test-drive", "new", "motorcycle", "Test Drive"],
  ])("%s on a %s %s is filed as %s (issue 57)", (kind, carType, vehicle, category) => {
    expect(categoryOf(kind, undefined, carType, vehicle).category).toBe(category);
  });

  it.each<[LeadFormKind, string | null, number]>([
    ["enquire", "new", 14],
    ["enquire", "used", 15],
    ["find-similar", "used", 15],
    ["test-drive", "used", 17],
    ["general", null, 22],
    ["book-test-drive", null, 17],
    ["service", null, 22],
  ])("a %s lead on a %s car is analytics event %i", (kind, carType, id) => {
    expect(leadEventId(kind, carType)).toBe(id);
  });

  it("request photos always carries its fixed text asking for photos", () => {
    expect(leadMessage("request-photos", "")).toBe("Please send me more photos of this vehicle.");
    expect(leadMessage("request-photos", "The interior please")).toBe(
      "Please send me more photos of this vehicle.\n\nThe interior please",
    );
    expect(leadMessage("enquire", "  ")).toBeNull();
  });

  it("the multi-step enquiry asks for the message first and the details last", () => {
    expect(enquirySteps(spec({ termsRequired: true }))).toEqual([
      ["message", "rego"],
      ["name", "last_name", "email", "phone", "postcode", "opt_in", "terms_conditions"],
    ]);
  });

  it("reads a submission's own fields only, an unticked box as empty", () => {
    const form = new URLSearchParams();
    form.set("name", "Jo");
    form.set("car_id", "99");
    expect(formValues(spec(), form)).toEqual({
      name: "Jo",
      last_name: "",
      email: "",
      phone: "",
      postcode: "",
      message: "",
      rego: "",
      opt_in: "",
    });
  });
});
