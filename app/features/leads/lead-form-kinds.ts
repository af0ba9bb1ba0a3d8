import { EVENTS } from "~/features/analytics";
import { isTowed, type VehicleKind } from "~/features/cars";
import { FIND_SIMILAR_MESSAGE, FIND_SIMILAR_SUBCATEGORY, REQUEST_PHOTOS_TEXT } from "./lead-form-texts";

/** The lead forms of spec 000 sections 3 to 5 and spec 001 section 5: which there are, and what each one files. */

export const carLeadFormKinds = ["enquire", "test-drive", "request-photos", "find-similar"] as const;
/** The forms a car page opens; `general` is the site-wide enquiry on /contact, `book-test-drive` and `service` the booking pages, `parts` the parts request of /parts/search. */
export type CarLeadFormKind = (typeof carLeadFormKinds)[number];
export const leadFormKinds = [...carLeadFormKinds, "general", "book-test-drive", "service", "parts"] as const;
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

const KIND_NOUNS: Record<VehicleKind, string> = {
  car: "Car",
  truck: "Truck",
  motorcycle: "Motorcycle",
  caravan: "Caravan",
  motorhome: "Motorhome",
  trailer: "Trailer",
};

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

/** Spec 000 section 4: a Careers Enquiry is sent as a General Enquiry with subcategory Career Enquiry. */
export function categoryOf(
  kind: LeadFormKind,
  chosen: string | undefined,
  carType: string | null,
  vehicle: VehicleKind = "car",
): { category: string; subcategory: string | null } {
  // Issue 57: a truck's enquiry is a "Used Truck Enquiry", a caravan's test drive an inspection.
  const noun = KIND_NOUNS[vehicle];
  const vehicleEnquiry = carType === "used" ? `Used ${noun} Enquiry` : `New ${noun} Enquiry`;
  switch (kind) {
    case "general":
      if (chosen === "Careers Enquiry") return { category: "General Enquiry", subcategory: "Career Enquiry" };
      return { category: chosen || DEFAULT_CATEGORY, subcategory: null };
    case "test-drive":
      return { category: isTowed(vehicle) ? "Inspection" : "Test Drive", subcategory: null };
    case "book-test-drive":
      return { category: "Test Drive", subcategory: null };
    case "service":
      return { category: "Service Enquiry", subcategory: "Service Booking" };
    case "parts":
      return { category: "Parts Enquiry", subcategory: null };
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
  if (kind === "general" || kind === "service" || kind === "parts") return EVENTS.GENERAL_ENQUIRY;
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
