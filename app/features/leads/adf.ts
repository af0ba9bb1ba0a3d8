import { escapeXml } from "~/platform/text/escape-xml";

/**
 * ADF/XML 1.0, the auto industry's lead format, for dealers' CRMs that take leads by e-mail or
 * webhook. Pure: the lead in, the document out.
 */
export interface AdfLead {
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
  appointment_at?: string | null;
  /** The booking pages' and parts request's own answers (bookingLines). */
  fields?: Record<string, unknown>;
  vehicle: {
    year: number | null;
    make: string | null;
    model: string | null;
    stock_number: string | null;
    vin: string | null;
    price: number | null;
    car_type: string | null;
  } | null;
  dealership_name: string;
  site_name: string;
}

function element(name: string, value: string | number | null | undefined, attributes = ""): string {
  if (value === null || value === undefined || value === "") return "";
  return `<${name}${attributes}>${escapeXml(String(value))}</${name}>`;
}

function vehicleXml(vehicle: NonNullable<AdfLead["vehicle"]>): string {
  const status = vehicle.car_type === "used" ? "used" : "new";
  return [
    `<vehicle interest="buy" status="${status}">`,
    element("year", vehicle.year),
    element("make", vehicle.make),
    element("model", vehicle.model),
    element("vin", vehicle.vin),
    element("stock", vehicle.stock_number),
    element("price", vehicle.price, ' type="asking" currency="AUD"'),
    "</vehicle>",
  ].join("");
}

const BOOKING_LINES = {
  parts_wanted: "Parts wanted",
  vehicle: "Vehicle wanted",
  vehicle_model: "Make and model",
  km: "Kilometres",
  service_type: "Service",
  preferred_date: "Preferred date",
  location: "Location",
} as const;

/** The booking pages' choices (test drive without a car, service booking) and the parts request, each on its own line. */
export function bookingLines(fields: Record<string, unknown>): string[] {
  return Object.entries(BOOKING_LINES).flatMap(([field, label]) =>
    typeof fields[field] === "string" && fields[field] ? [`${label}: ${fields[field] as string}`] : [],
  );
}

/** A trade-in's answers to the valuation questions, as the trade-in page wrote them for the dealer. */
export function tradeInLines(fields: Record<string, unknown>): string[] {
  const answers = fields.trade_in_answers;
  return Array.isArray(answers) ? answers.filter((a): a is string => typeof a === "string") : [];
}

function comments(lead: AdfLead): string {
  const parts = [
    lead.subcategory,
    lead.message,
    lead.appointment_at ? `Preferred test drive time: ${lead.appointment_at}` : null,
    ...bookingLines(lead.fields ?? {}),
    ...tradeInLines(lead.fields ?? {}),
  ];
  return parts.filter(Boolean).join("\n");
}

export function adfXml(lead: AdfLead): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    "<adf>",
    '<prospect status="new">',
    element("id", lead.id, ` sequence="1" source="${escapeXml(lead.site_name)}"`),
    element("requestdate", lead.created_at.toISOString()),
    lead.vehicle ? vehicleXml(lead.vehicle) : "",
    "<customer>",
    '<contact primarycontact="1">',
    element("name", lead.name, ' part="first"'),
    element("name", lead.last_name, ' part="last"'),
    element("email", lead.email),
    element("phone", lead.phone, ' type="voice"'),
    lead.postcode ? `<address>${element("postalcode", lead.postcode)}${element("country", "AU")}</address>` : "",
    "</contact>",
    element("comments", comments(lead)),
    "</customer>",
    `<vendor>${element("vendorname", lead.dealership_name)}</vendor>`,
    `<provider>${element("name", "Dealer website", ' part="full"')}${element("service", lead.category)}</provider>`,
    "</prospect>",
    "</adf>",
  ].join("\n");
}
