import type { Address, OpeningHours } from "~/platform/db/json-types";
import type { LocationEntry } from "~/platform/tenancy/location-config";

/**
 * The locations pages' rules (spec 001 sections 2, 4 and 9): the list's order and filters, opening
 * hours with Monday to Friday grouped, and the special hours that change them.
 */
export const LOCATION_TYPES = ["sales", "service", "parts"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const LOCATION_FILTERS = [
  { value: "", label: "All locations" },
  { value: "sales", label: "Sales" },
  { value: "service", label: "Service" },
  { value: "parts", label: "Parts" },
  { value: "non-service", label: "Sales and parts" },
] as const;
export type LocationFilter = (typeof LOCATION_FILTERS)[number]["value"];

interface Typed {
  name: string;
  location_type: string;
  primary: boolean;
}

/** Spec 001 section 2: sales, then service, then parts, then the rest; the primary first within a type, then by name. */
export function sortLocations<T extends Typed>(locations: T[]): T[] {
  const rank = (l: T) => {
    const at = (LOCATION_TYPES as readonly string[]).indexOf(l.location_type);
    return at === -1 ? LOCATION_TYPES.length : at;
  };
  return [...locations].sort(
    (a, b) => rank(a) - rank(b) || Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name),
  );
}

/** Spec 001 section 2: the grid's filters: service-only, sales, parts, or non-service. */
export function filterLocations<T extends Typed>(locations: T[], filter: string): T[] {
  switch (filter) {
    case "sales":
    case "service":
    case "parts":
      return locations.filter((l) => l.location_type === filter);
    case "non-service":
      return locations.filter((l) => l.location_type !== "service");
    default:
      return locations;
  }
}

/**
 * A stored yard as the site's configuration has it. Published, the two agree (publishing writes the
 * rows); a draft being previewed differs until it is published, and only its editor sees it.
 */
export function asConfigured<T extends { slug: string }>(row: T, list: readonly LocationEntry[] | undefined): T {
  const entry = list?.find((e) => e.slug === row.slug);
  if (!entry) return row;
  const facts = Object.entries(entry).filter(([key]) => key in row && key !== "slug");
  return { ...row, ...Object.fromEntries(facts) };
}

export interface HoursRow {
  days: string;
  hours: string;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function clock(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")}${h < 12 ? "am" : "pm"}`;
}

function hoursOf(day: OpeningHours | undefined): string {
  if (!day || day.status === "closed" || !day.open || !day.close) return "Closed";
  return `${clock(day.open)} – ${clock(day.close)}`;
}

/**
 * Spec 001 section 9: weekdays 1 to 5 are one row, Mon-Fri, when their hours agree (each on its own
 * row when they don't); then Saturday (6) and Sunday (0).
 */
export function openingHoursRows(week: OpeningHours[]): HoursRow[] {
  const byDay = new Map(week.map((d) => [d.weekday, d]));
  const weekdays = [1, 2, 3, 4, 5].map((d) => hoursOf(byDay.get(d)));
  const rows: HoursRow[] = weekdays.every((h) => h === weekdays[0])
    ? [{ days: "Mon-Fri", hours: weekdays[0]! }]
    : weekdays.map((hours, i) => ({ days: DAY_NAMES[i + 1]!, hours }));
  return [
    ...rows,
    { days: "Saturday", hours: hoursOf(byDay.get(6)) },
    { days: "Sunday", hours: hoursOf(byDay.get(0)) },
  ];
}

export interface SpecialHours {
  date: string;
  name: string | null;
  status: string;
  start_hour: string | null;
  end_hour: string | null;
}

/** The holiday hours from today on, soonest first, in words. */
export function upcomingSpecialHours(
  special: SpecialHours[],
  today: string,
): { date: string; name: string; hours: string }[] {
  return special
    .filter((s) => s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => ({
      date: s.date,
      name: s.name ?? "Public holiday",
      hours:
        s.status === "closed" || !s.start_hour || !s.end_hour
          ? "Closed"
          : `${clock(s.start_hour)} – ${clock(s.end_hour)}`,
    }));
}

/** Dealer licence (DL:) and repairer licence (MRB:), only where the site shows them. */
export function licenceLines(
  location: { dealer_license_number: string | null; motor_vehicle_repairer: string | null },
  show: boolean,
): string[] {
  if (!show) return [];
  return [
    location.dealer_license_number ? `DL: ${location.dealer_license_number}` : null,
    location.motor_vehicle_repairer ? `MRB: ${location.motor_vehicle_repairer}` : null,
  ].filter((l): l is string => l !== null);
}

/** Get Directions: the place's own map page, else directions to its address. */
export function directionsHref(
  address: Pick<Address, "street" | "city" | "state" | "postcode"> & { place_url?: string | null },
): string {
  if (address.place_url) return address.place_url;
  const destination = encodeURIComponent(`${address.street}, ${address.city} ${address.state} ${address.postcode}`);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/** A location's own page (spec 001 section 2's View Details), also answered at /contact-us/{slug} for Contact Us. */
export const locationDetailsPath = (slug: string) => `/our-location/${slug}`;
export const locationContactPath = (slug: string) => `/contact-us/${slug}`;

/** Locations a locator page: the directory page size of spec 000 section 7, so the page's weight has a bound whatever the group's size. */
export const LOCATOR_PAGE_SIZE = 21;
