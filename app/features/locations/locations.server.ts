import { and, asc, eq, sql } from "drizzle-orm";
import { showReviewCount } from "~/features/reviews";
import { cars, locations, special_hours } from "~/platform/db/schema";
import { siteToday } from "~/platform/text/dates";
import { autoDealerJsonLd } from "./location-seo";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import {
  asConfigured,
  directionsHref,
  licenceLines,
  locationDetailsPath,
  LOCATION_TYPES,
  openingHoursRows,
  sortLocations,
  upcomingSpecialHours,
  type HoursRow,
  type LocationType,
} from "./location-rules";

type LocationRow = typeof locations.$inferSelect;

export interface LocationCardView {
  slug: string;
  name: string;
  type: string;
  address: string;
  phone: string | null;
  hours: HoursRow[];
  licences: string[];
  rating: { average: number; count: number } | null;
  directions: string;
}

function typeLabel(type: string): string {
  return type ? `${type[0]!.toUpperCase()}${type.slice(1)}` : "Dealership";
}

export function locationCard(scope: SiteScope, l: LocationRow): LocationCardView {
  const type = (LOCATION_TYPES as readonly string[]).includes(l.location_type)
    ? (l.location_type as LocationType)
    : "sales";
  return {
    slug: l.slug,
    name: l.name,
    type: typeLabel(l.location_type),
    address: `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}`,
    phone: l.contact_detail.phone,
    hours: openingHoursRows(l.contact_detail.opening_hours[type] ?? []),
    licences: licenceLines(l, scope.config.locations.show_licence_numbers),
    // Spec 001 §4: a rating and its review count show only at or above the site's minimum rating, here as on the home page.
    rating:
      l.average_rating && l.review_count && showReviewCount(l.average_rating, scope.config.reviews)
        ? { average: l.average_rating, count: l.review_count }
        : null,
    directions: directionsHref(l.address),
  };
}

/** This site's visible locations in the list's order; those carrying a make when one is asked for. */
export async function siteLocations(scope: SiteScope, make: string | null = null): Promise<LocationRow[]> {
  const rows = await scope.db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.site_id, scope.siteId),
        eq(locations.visible, true),
        make
          ? sql`exists (select 1 from jsonb_array_elements_text(${locations.manufacturers}) m where lower(m) = ${make.toLowerCase()})`
          : undefined,
      ),
    );
  return sortLocations(rows.map((row) => asConfigured(row, scope.config.locations.list)));
}

export interface LocationPage {
  card: LocationCardView;
  /** The page's address on the site's domain (/our-location/{slug}, whichever path it was opened on). */
  url: string;
  /** The site's own picture (its home page's hero) stands for the yard when the page is shared. */
  picture: { src: string; alt: string };
  structuredData: Record<string, unknown>;
  lat: number;
  long: number;
  /** The opening hours per location type, one tab each (spec 001 section 2), with the department's own phone. */
  hours: { type: string; rows: HoursRow[]; phone: string | null }[];
  holidays: { date: string; name: string; hours: string }[];
  dealershipSlug: string | null;
}

export async function locationPage(scope: SiteScope, slug: string, now = new Date()): Promise<LocationPage | null> {
  const [stored] = await scope.db
    .select()
    .from(locations)
    .where(and(eq(locations.site_id, scope.siteId), eq(locations.slug, slug), eq(locations.visible, true)))
    .limit(1);
  if (!stored) return null;
  const row = asConfigured(stored, scope.config.locations.list);
  const special = await specialHoursOf(scope, row);
  const hours = LOCATION_TYPES.flatMap((type) => {
    const week = row.contact_detail.opening_hours[type];
    const phone = row.contact_detail.department_phones?.[type] ?? null;
    return week?.length ? [{ type: typeLabel(type), rows: openingHoursRows(week), phone }] : [];
  });
  const card = locationCard(scope, row);
  const week =
    row.contact_detail.opening_hours.sales ??
    row.contact_detail.opening_hours.service ??
    row.contact_detail.opening_hours.parts ??
    [];
  const url = `${scope.config.url.replace(/\/+$/, "")}${locationDetailsPath(row.slug)}`;
  return {
    card,
    url,
    picture: { src: scope.config.home.hero_image, alt: scope.config.home.hero_heading ?? scope.config.name },
    structuredData: autoDealerJsonLd({
      name: row.name,
      url,
      phone: card.phone,
      address: row.address,
      lat: row.address.lat,
      long: row.address.long,
      week,
      image: null,
      rating: card.rating,
      brand: scope.config.manufacturer ? { name: scope.config.manufacturer, id: scope.config.manufacturer_id } : null,
    }),
    lat: row.address.lat,
    long: row.address.long,
    hours,
    holidays: upcomingSpecialHours(special, siteToday(scope.config.time_zone, now)),
    dealershipSlug: row.dealership_slug,
  };
}

/** A yard's holiday hours: the site's configuration's where it words them, else those stored. */
async function specialHoursOf(scope: SiteScope, yard: { id: number; slug: string }) {
  return (
    scope.config.locations.list?.find((entry) => entry.slug === yard.slug)?.special_hours ??
    (await scope.db
      .select()
      .from(special_hours)
      .where(and(eq(special_hours.site_id, scope.siteId), eq(special_hours.location_id, yard.id)))
      .orderBy(asc(special_hours.date)))
  );
}

/** How many coming holiday days the header names: the next few, the yard's page has them all. */
const HEADER_HOLIDAYS = 3;

/**
 * The header's opening-hours dropdown (spec 001 section 2): on a car's page the hours of the car's
 * own yard, elsewhere the primary location's (issue 56: the first yard's whatever the car), a tab
 * per type it keeps, and its coming holiday closures.
 */
export async function headerOpeningHours(
  scope: SiteScope,
  carSlug: string | null = null,
  now = new Date(),
): Promise<{
  location: string;
  href: string;
  hours: { type: string; rows: HoursRow[] }[];
  holidays: { date: string; name: string; hours: string }[];
} | null> {
  const [yards, carYard] = await Promise.all([siteLocations(scope), carSlug ? yardOfCar(scope, carSlug) : null]);
  const yard = yards.find((y) => y.id === carYard) ?? yards[0];
  if (!yard) return null;
  const hours = LOCATION_TYPES.flatMap((type) => {
    const week = yard.contact_detail.opening_hours[type];
    return week?.length ? [{ type: typeLabel(type), rows: openingHoursRows(week) }] : [];
  });
  const holidays = upcomingSpecialHours(await specialHoursOf(scope, yard), siteToday(scope.config.time_zone, now));
  return {
    location: yard.name,
    href: locationDetailsPath(yard.slug),
    hours,
    holidays: holidays.slice(0, HEADER_HOLIDAYS),
  };
}

async function yardOfCar(scope: SiteScope, slug: string): Promise<number | null> {
  const [car] = await scope.db
    .select({ location_id: cars.location_id })
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.slug, slug)))
    .limit(1);
  return car?.location_id ?? null;
}

/** Every yard of the site, hidden ones too, by name: the console's filters, assignments and moves. */
export async function siteYards(scope: SiteScope): Promise<{ id: number; name: string }[]> {
  return scope.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.site_id, scope.siteId))
    .orderBy(asc(locations.name));
}
