import { z } from "zod";
import { phoneAreaProblem } from "~/platform/text/phone-area";

/**
 * Issue 41: a site's locations (yards) as its configuration holds them, with spec 001's field names
 * (Location, Special hours), so they are drafted, previewed, published and restored with the rest
 * of the site. Publishing writes them into the `locations` and `special_hours` rows every query reads.
 */

export const DEPARTMENTS = ["sales", "service", "parts"] as const;
export type Department = (typeof DEPARTMENTS)[number];

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 08:30");

/** "08:30 - 17:30", or "Closed": the spec's formated_hours, written from the times so they never disagree. */
export function formattedHours(open: string | null, close: string | null): string {
  return open && close ? `${open} - ${close}` : "Closed";
}

const openingDay = z
  .object({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(["open", "closed"]),
    open: clockTime.nullable(),
    close: clockTime.nullable(),
    formated_hours: z.string().max(300).optional(),
  })
  .superRefine((day, ctx) => {
    if (day.status === "closed") return;
    if (!day.open || !day.close)
      ctx.addIssue({ code: "custom", message: "An open day needs an opening and a closing time" });
    else if (day.open >= day.close)
      ctx.addIssue({ code: "custom", message: `Opens at ${day.open} but closes at ${day.close}` });
  })
  .transform((day) =>
    day.status === "closed"
      ? { ...day, open: null, close: null, formated_hours: "Closed" }
      : { ...day, formated_hours: formattedHours(day.open, day.close) },
  );

const week = z.array(openingDay).refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, {
  message: "Each day of the week appears once",
});

const specialHours = z
  .object({
    date: z.iso.date("Use a date such as 2026-12-26"),
    status: z.enum(["open", "closed"]),
    start_hour: clockTime.nullable().default(null),
    end_hour: clockTime.nullable().default(null),
    name: z.string().trim().max(60).nullable().default(null),
  })
  .superRefine((day, ctx) => {
    if (day.status === "closed") return;
    if (!day.start_hour || !day.end_hour)
      ctx.addIssue({ code: "custom", message: `${day.date} is open: give its opening and closing times` });
    else if (day.start_hour >= day.end_hour)
      ctx.addIssue({ code: "custom", message: `${day.date} opens at ${day.start_hour} but closes at ${day.end_hour}` });
  });

const phone = z.string().trim().max(30).nullable().default(null);

export const LocationEntrySchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "A slug is lower-case words joined by -"),
    name: z.string().trim().min(1, "A location needs a name").max(80),
    location_type: z.enum(["sales", "service", "parts", ""]).default("sales"),
    visible: z.boolean().default(true),
    primary: z.boolean().default(false),
    dealer_license_number: z.string().trim().max(30).nullable().default(null),
    motor_vehicle_repairer: z.string().trim().max(30).nullable().default(null),
    address: z.object({
      street: z.string().trim().min(1, "A location needs a street address").max(120),
      city: z.string().trim().min(1, "A location needs a suburb or town").max(80),
      state: z.enum(["NSW", "VIC", "QLD", "SA", "WA", "TAS", "ACT", "NT"], "Choose a state or territory"),
      postcode: z.string().regex(/^\d{4}$/, "A postcode is four digits"),
      lat: z
        .number("The map point needs a latitude")
        .min(-44, "The map point must be in Australia")
        .max(-9, "The map point must be in Australia"),
      long: z
        .number("The map point needs a longitude")
        .min(112, "The map point must be in Australia")
        .max(154, "The map point must be in Australia"),
      place_id: z.string().max(300).nullable().optional(),
      place_url: z
        .string()
        .max(2000)
        .regex(/^https:\/\/[^/\\]/i, "A map link starts with https://")
        .nullable()
        .optional(),
      map_key: z.string().max(300).nullable().optional(),
    }),
    contact_detail: z.object({
      phone,
      landline_phone: phone,
      email: z.email("Use an email address such as sales@example.com.au").nullable().optional(),
      /** A number per department, where it has its own (sales, service, parts). */
      department_phones: z.partialRecord(z.enum(DEPARTMENTS), z.string().trim().max(30)).optional(),
      opening_hours: z.partialRecord(z.enum(DEPARTMENTS), week),
    }),
    special_hours: z.array(specialHours).default([]),
  })
  .superRefine((entry, ctx) => {
    // A yard's landline rings in its own state (issue 57): a Queensland yard with a Sydney number is a typo.
    for (const field of ["phone", "landline_phone"] as const) {
      const problem = phoneAreaProblem(entry.contact_detail[field], entry.address.state);
      if (problem) ctx.addIssue({ code: "custom", path: ["contact_detail", field], message: problem });
    }
  });

export type LocationEntry = z.infer<typeof LocationEntrySchema>;

export const locationList = z
  .array(LocationEntrySchema)
  .refine((list) => new Set(list.map((l) => l.slug)).size === list.length, {
    message: "Two locations share a slug",
  });
