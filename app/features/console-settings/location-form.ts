import { DEPARTMENTS, type Department, type LocationEntry } from "~/platform/tenancy/location-config";

/**
 * Issue 41: one yard in the settings editor. The form's names are the configuration's own paths
 * (`address.postcode`, `contact_detail.opening_hours.sales.6.open`, `special_hours.0.date`), so the
 * schema's complaint about a value lands beside the field that holds it.
 */

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** Monday first, as a dealer reads a week; the values are the spec's weekday numbers (0 is Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** Blank holiday rows under the ones already set, so a closure can be added without scripts. */
export const NEW_HOLIDAY_ROWS = 3;

export const hoursName = (department: Department, weekday: number, part: "status" | "open" | "close") =>
  `contact_detail.opening_hours.${department}.${weekday}.${part}`;

const text = (raw: string): string | null => (raw.trim() === "" ? null : raw.trim());

function number(raw: string): number | string | undefined {
  if (raw.trim() === "") return undefined;
  const value = Number(raw);
  return Number.isNaN(value) ? raw : value;
}

/** A department's week as the form sent it; a department closed every day is one the yard does not keep. */
function week(department: Department, get: (name: string) => string) {
  const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const status = get(hoursName(department, weekday, "status")) === "open" ? "open" : "closed";
    return {
      weekday,
      status,
      open: status === "open" ? text(get(hoursName(department, weekday, "open"))) : null,
      close: status === "open" ? text(get(hoursName(department, weekday, "close"))) : null,
    };
  });
  return days.some((d) => d.status === "open") ? days : undefined;
}

function holidays(get: (name: string) => string, rows: number) {
  return Array.from({ length: rows }, (_, i) => i)
    .filter((i) => text(get(`special_hours.${i}.date`)) && get(`special_hours.${i}.remove`) === "")
    .map((i) => {
      const status = get(`special_hours.${i}.status`) === "open" ? "open" : "closed";
      return {
        date: get(`special_hours.${i}.date`).trim(),
        name: text(get(`special_hours.${i}.name`)),
        status,
        start_hour: status === "open" ? text(get(`special_hours.${i}.start_hour`)) : null,
        end_hour: status === "open" ? text(get(`special_hours.${i}.end_hour`)) : null,
      };
    });
}

/** The yard as the form sent it, over what it was: for the schema to accept or name what is wrong. */
export function locationOfForm(before: LocationEntry, get: (name: string) => string): Record<string, unknown> {
  const departmentPhones = Object.fromEntries(
    DEPARTMENTS.flatMap((d) => {
      const phone = text(get(`contact_detail.department_phones.${d}`));
      return phone ? [[d, phone]] : [];
    }),
  );
  const openingHours = Object.fromEntries(
    DEPARTMENTS.flatMap((d) => {
      const days = week(d, get);
      return days ? [[d, days]] : [];
    }),
  );
  return {
    ...before,
    name: get("name").trim(),
    location_type: get("location_type"),
    visible: get("visible") !== "",
    dealer_license_number: text(get("dealer_license_number")),
    motor_vehicle_repairer: text(get("motor_vehicle_repairer")),
    address: {
      ...before.address,
      street: get("address.street").trim(),
      city: get("address.city").trim(),
      state: get("address.state"),
      postcode: get("address.postcode").trim(),
      lat: number(get("address.lat")),
      long: number(get("address.long")),
    },
    contact_detail: {
      ...before.contact_detail,
      phone: text(get("contact_detail.phone")),
      landline_phone: text(get("contact_detail.landline_phone")),
      email: text(get("contact_detail.email")),
      department_phones: Object.keys(departmentPhones).length ? departmentPhones : undefined,
      opening_hours: openingHours,
    },
    special_hours: holidays(get, before.special_hours.length + NEW_HOLIDAY_ROWS),
  };
}

/**
 * The schema's complaints about the yard at `index` of the list, by the form's field names: a
 * complaint about a whole day sits on its opening time, about a whole holiday on its date.
 */
export function locationErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  index: number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const [top, list, at, ...rest] = issue.path.map(String);
    if (top !== "locations" || list !== "list" || Number(at) !== index) continue;
    let name = rest.join(".");
    if (/^contact_detail\.opening_hours\.\w+\.\d$/.test(name)) name += ".open";
    if (/^special_hours\.\d+$/.test(name)) name += ".date";
    errors[name || "name"] ??= issue.message;
  }
  return errors;
}

/** The form's value of a day's status, opening and closing time, from the department's week. */
export function dayValues(entry: LocationEntry, department: Department, weekday: number) {
  const day = entry.contact_detail.opening_hours[department]?.find((d) => d.weekday === weekday);
  return { status: day?.status ?? "closed", open: day?.open ?? "", close: day?.close ?? "" };
}
