import { readCarRow, type CarRow } from "~/features/inventory";
import { submittedText, type FormResolver } from "~/platform/forms/form-schema";
import { carStatuses, carTags } from "./stock-rules";

/**
 * Issue 40: a car's console form holds every field of the import schema (photos have their own
 * panel; views are counted, not typed), grouped as the vehicle page shows them. The form sends
 * text; the import's own schema reads it (`readCarForm`, in the browser and on the server), so a
 * field is valid here exactly when it is valid in a feed, and its error is shown beside it.
 */
export type FieldKind = "text" | "number" | "date" | "check" | "select" | "textarea" | "lines" | "json" | "yard";

export interface CarField {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  options?: readonly (readonly [string, string])[];
  required?: boolean;
}

const f = (name: string, label: string, kind: FieldKind = "text", extra: Partial<CarField> = {}): CarField => ({
  name,
  label,
  kind,
  ...extra,
});

export const carFieldGroups: readonly { title: string; fields: readonly CarField[] }[] = [
  {
    title: "Listing",
    fields: [
      f("stocknum", "Stock number", "text", { required: true }),
      f("car_type", "Condition", "select", {
        required: true,
        options: [
          ["used", "Used"],
          ["new", "New"],
          ["demo", "Demo"],
        ],
      }),
      f("status", "Status", "select", { required: true, options: Object.entries(carStatuses) }),
      f("tag", "Tag", "select", { options: [["", "No tag"], ...carTags.map((t) => [t, t] as const)] }),
      f("reserved", "Reserved", "check"),
      f("show_on_dealer_website", "Show on the website", "check"),
      f("certified", "Certified pre-owned", "check"),
      f("location_id", "Yard", "yard"),
      f("custom_rank", "Rank (higher shows first)", "number"),
      f("name", "Title", "text", { hint: "Left empty, the year, make, model and badge" }),
      f("slug", "Address", "text", { hint: "Left empty, made from the title and stock number" }),
      f("carsales_title", "Marketplace title"),
    ],
  },
  {
    title: "Price",
    fields: [
      f("price", "Price ($)", "number"),
      f("offer_price", "Offer price ($)", "number"),
      f("before_price", "Was price ($)", "number"),
      f("subscription_price", "Subscription ($ a week)", "number"),
      f("price_type", "Price type", "text", { hint: "Such as drive-away or EGC" }),
      f("preorder", "Pre-order", "check"),
      f("payment_processors", "Payment processors", "lines", { hint: "One per line" }),
    ],
  },
  {
    title: "Vehicle",
    fields: [
      f("year", "Year", "number", { required: true }),
      f("make", "Make", "text", { required: true }),
      f("model", "Model", "text", { required: true }),
      f("badge", "Badge"),
      f("series", "Series"),
      f("item_type", "Vehicle type", "text", { hint: "Car, truck, motorcycle, caravan" }),
      f("body", "Body"),
      f("simple_body", "Body group"),
      f("bodyconfiguration", "Body configuration"),
      f("colour", "Colour"),
      f("interior_colour", "Interior colour"),
      f("doors", "Doors", "number"),
      f("seats", "Seats", "number"),
      f("km", "Odometer (km)", "number"),
    ],
  },
  {
    title: "Engine and drivetrain",
    fields: [
      f("engine_size", "Engine (cc)", "number"),
      f("engine_size_litres", "Engine (litres)", "number"),
      f("fuel", "Fuel"),
      f("simple_fuel", "Fuel group"),
      f("trans", "Transmission"),
      f("simple_transmission", "Transmission group"),
      f("gearnum", "Gears", "number"),
      f("drive", "Drive"),
    ],
  },
  {
    title: "Registration and identity",
    fields: [
      f("regplate", "Rego"),
      f("vin", "VIN"),
      f("nvic", "NVIC"),
      f("rego_expiry", "Rego expiry", "date"),
      f("build_date", "Build date", "date"),
      f("compliance_date", "Compliance date", "date"),
      f("private_suburb", "Seller's suburb (private sale)"),
      f("private_postcode", "Seller's postcode (private sale)"),
    ],
  },
  {
    title: "Description",
    fields: [
      f("dealercomments", "Dealer comments", "textarea"),
      f("standardEquipment", "Standard equipment", "lines", { hint: "One item per line" }),
    ],
  },
  {
    title: "Video, 360° and documents",
    fields: [
      f("video_url", "Video address"),
      f("external_video_url", "External video address"),
      f("spin_images", "360° pictures", "lines", { hint: "One address per line" }),
      f("spin_interior_image", "Interior 360° picture"),
      f("spin_code", "360° code"),
      f("file", "Document address"),
    ],
  },
  {
    title: "Specifications and finance (JSON)",
    fields: [
      f("specifications", "Specifications", "json"),
      f("variant", "Variant", "json"),
      f("finance_lenders", "Finance lenders", "json"),
      f("autograb_data", "Market data", "json"),
      f("hotspots", "Hotspots", "json"),
    ],
  },
];

export const carFields: readonly CarField[] = carFieldGroups.flatMap((g) => g.fields);

export type CarFormValues = Record<string, string>;

/** The record the import schema reads, from the form's text: a ticked box is "true", lines become a list. */
export function carRecordOfForm(get: (name: string) => string): CarFormValues {
  const record: CarFormValues = {};
  for (const field of carFields) {
    const raw = get(field.name);
    if (field.kind === "check") record[field.name] = raw ? "true" : "false";
    else if (field.kind === "lines") {
      const lines = raw
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      record[field.name] = lines.length ? JSON.stringify(lines) : "";
    } else record[field.name] = raw.trim();
  }
  return record;
}

/** What the form shows of a stored car: every field as the text the form would send back. */
export function carFormValues(car: Record<string, unknown>): CarFormValues {
  const values: CarFormValues = {};
  for (const field of carFields) {
    const value = car[field.name];
    if (value === null || value === undefined) values[field.name] = "";
    else if (field.kind === "check") values[field.name] = value ? "on" : "";
    else if (field.kind === "lines") values[field.name] = Array.isArray(value) ? value.join("\n") : String(value);
    else if (field.kind === "json")
      values[field.name] =
        (Array.isArray(value) && !value.length) || (typeof value === "object" && !Object.keys(value).length)
          ? ""
          : JSON.stringify(value, null, 2);
    else values[field.name] = String(value);
  }
  return values;
}

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
}

/** A message as it reads beside its field: "Must be 1900 or later.", "Must be valid JSON.", "Give the make." */
function besideField(issue: Issue): string {
  const field = carFields.find((c) => c.name === issue.path[0]);
  const message =
    field?.kind === "json" && issue.code === "invalid_type" && issue.path.length === 1
      ? "must be valid JSON"
      : issue.message;
  const where = issue.path.length > 1 ? `${issue.path.slice(1).join(".")}: ` : "";
  // An empty required field says what to give: "Give the stock number." (issue 55).
  if (message === "is required" && field && !where) return `Give the ${field.label.toLowerCase()}.`;
  return `${where}${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

/** The car form read by the import's rules: the car, or each field's first message. */
export const readCarForm: FormResolver<CarRow> = (payload) => {
  const parsed = readCarRow(carRecordOfForm((name) => submittedText(payload[name])));
  if (parsed.success) return { value: parsed.data };
  const error: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) error[String(issue.path[0] ?? "")] ??= [besideField(issue)];
  return { error };
};
