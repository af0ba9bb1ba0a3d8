import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { siteToday } from "~/platform/text/dates";
import { lastKnownGood } from "~/platform/db/last-known-good";
import { cars, dealerships, locations } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { slugify } from "~/platform/text/slug";
import { isTestDriveOnly, vehicleKind } from "~/features/cars";
import { appointmentSlots } from "./appointment-slots";
import { yardHoursBySite } from "~/platform/tenancy/site-locations.server";
import { slotOpen, type YardHours } from "~/platform/tenancy/yard-hours";
import { maxLengths } from "./contact-rules";
import { FIND_SIMILAR_SUBCATEGORY } from "./lead-form-texts";
import { type CarLeadFormKind, type LeadFormKind } from "./lead-form-kinds";
import { type LeadFormCar, type LeadFormPage, type LeadFormSpec } from "./lead-form-schema";

/**
 * One narrow query: the car's form fields and its location's distribution list, this site's visible
 * cars only. The last answer per car is kept, so a form opened before the database went away can
 * still be sent (the lead then waits in the journal).
 */
const carOfForm = lastKnownGood(
  (scope: SiteScope, slug: string, kind: CarLeadFormKind) => `${scope.siteId}/${slug}/${kind}`,
  readCarOfForm,
);

async function readCarOfForm(scope: SiteScope, slug: string, kind: CarLeadFormKind) {
  const [car] = await scope.db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      stocknum: cars.stocknum,
      car_type: cars.car_type,
      item_type: cars.item_type,
      simple_body: cars.simple_body,
      status: cars.status,
      tag: cars.tag,
      dealership_slug: cars.dealership_slug,
      primary_image_url: cars.primary_image_url,
      distribution_locations: locations.distribution_locations,
      location_id: cars.location_id,
      yard: locations.name,
    })
    .from(cars)
    .leftJoin(locations, and(eq(locations.id, cars.location_id), eq(locations.site_id, scope.siteId)))
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.slug, slug), eq(cars.show_on_dealer_website, true)))
    .limit(1);
  if (!car) return null;
  const formCar: LeadFormCar = {
    id: car.id,
    slug: car.slug,
    title: car.name,
    car_type: car.car_type,
    image: car.primary_image_url,
    testDriveOnly: isTestDriveOnly(car.tag),
    kind: vehicleKind(car),
    yard: car.yard,
    hidden: {
      dealership_slug: car.dealership_slug ?? "",
      manufacturer_slug: slugify(car.make),
      stock_number: car.stocknum,
      "Vehicle Make": car.make,
      "Vehicle Model": car.model,
      car_type: car.car_type,
      car_id: String(car.id),
      vehicle_status: car.status,
      subcategory: kind === "find-similar" ? FIND_SIMILAR_SUBCATEGORY : "",
      page_id: `cars/${car.slug}`,
    },
  };
  return { car: formCar, distributionLocations: car.distribution_locations ?? [], yardId: car.location_id };
}

const yardHours = lastKnownGood(
  (scope: SiteScope) => String(scope.siteId),
  (scope: SiteScope) => yardHoursBySite(scope.db, scope.siteId),
);

/**
 * Test-drive times when one of these yards is open (issue 54): a car's own yard, or for a test drive
 * booked without a car, any of the site's sales yards. Without yards on record, the site's times.
 */
async function testDriveSlots(scope: SiteScope, now: Date, yardIds: number[] | "sales") {
  const byYard = await yardHours(scope);
  const hours: YardHours[] =
    yardIds === "sales" ? [...byYard.values()].filter((h) => h.sells) : yardIds.flatMap((id) => byYard.get(id) ?? []);
  const isOpen = (day: string, time: string) => !hours.length || hours.some((h) => slotOpen(h, day, time));
  return appointmentSlots(scope.config.forms.appointment_slots, now, scope.config.time_zone, isOpen);
}

function baseSpec(scope: SiteScope, kind: LeadFormKind): LeadFormSpec {
  const forms = scope.config.forms;
  return {
    kind,
    commentsRequired: forms.comments_required,
    termsRequired: forms.terms_required,
    dealerships: [],
    appointmentSlots: [],
    distributionLocations: [],
    vehicles: [],
    locations: [],
    serviceDates: null,
  };
}

/** A car's enquiry, test drive, request photos or find-similar form; null for a car this site does not show. */
export async function carLeadForm(
  scope: SiteScope,
  slug: string,
  kind: CarLeadFormKind,
  now = new Date(),
): Promise<LeadFormPage | null> {
  const found = await carOfForm(scope, slug, kind);
  if (!found) return null;
  return {
    spec: {
      ...baseSpec(scope, kind),
      appointmentSlots:
        kind === "test-drive" ? await testDriveSlots(scope, now, found.yardId === null ? [] : [found.yardId]) : [],
      distributionLocations: kind === "test-drive" ? found.distributionLocations : [],
    },
    token: randomUUID(),
    action: `/cars/${slug}/${kind}`,
    car: found.car,
  };
}

/** The site-wide general enquiry of /contact, with the dealership select when the site has several. */
export async function generalLeadForm(scope: SiteScope): Promise<LeadFormPage> {
  return {
    spec: { ...baseSpec(scope, "general"), dealerships: await dealershipChoices(scope) },
    token: randomUUID(),
    action: "/contact",
    car: null,
  };
}

const dealershipChoices = lastKnownGood(
  (scope: SiteScope) => String(scope.siteId),
  (scope: SiteScope) =>
    scope.db
      .select({ value: dealerships.slug, label: dealerships.name })
      .from(dealerships)
      .where(eq(dealerships.site_id, scope.siteId))
      .orderBy(asc(dealerships.name)),
);

/** Spec 001 section 2, /book-test-drive and /service: the site's visible locations of a type, or all when it has none of that type. */
export async function locationChoices(scope: SiteScope, type: "sales" | "service" | "parts") {
  const rows = await scope.db
    .select({ value: locations.slug, label: locations.name, type: locations.location_type })
    .from(locations)
    .where(and(eq(locations.site_id, scope.siteId), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
  const ofType = rows.filter((r) => r.type === type);
  return (ofType.length ? ofType : rows).map(({ value, label }) => ({ value, label }));
}

const inStock = (scope: SiteScope) =>
  and(eq(cars.site_id, scope.siteId), eq(cars.status, "in_stock"), eq(cars.show_on_dealer_website, true));

/** The models in stock, and the cars of the model asked for (by ?model= or a ?car_id= of one of them). */
async function vehicleChoices(
  scope: SiteScope,
  url: URL,
): Promise<{ groups: LeadFormSpec["vehicles"]; chosen: string | null }> {
  const models = await scope.db
    .select({ make: cars.make, model: cars.model, count: sql<number>`count(*)::int` })
    .from(cars)
    .where(inStock(scope))
    .groupBy(cars.make, cars.model)
    .orderBy(asc(cars.make), asc(cars.model));
  const groups: LeadFormSpec["vehicles"] = [
    {
      label: "Models in stock",
      options: models.map((m) => ({
        value: `model:${m.make} ${m.model}`,
        label: `${m.make} ${m.model} (${m.count} in stock)`,
      })),
    },
  ];
  const carId = Number(url.searchParams.get("car_id"));
  const [asked] =
    Number.isSafeInteger(carId) && carId > 0
      ? await scope.db
          .select({ make: cars.make, model: cars.model })
          .from(cars)
          .where(and(inStock(scope), eq(cars.id, carId)))
      : [];
  const chosen = asked ? `${asked.make} ${asked.model}` : url.searchParams.get("model");
  const model = models.find((m) => `${m.make} ${m.model}` === chosen);
  if (!model) return { groups, chosen: null };
  const stock = await scope.db
    .select({ id: cars.id, name: cars.name, price: cars.price, stocknum: cars.stocknum })
    .from(cars)
    .where(and(inStock(scope), eq(cars.make, model.make), eq(cars.model, model.model)))
    .orderBy(asc(cars.price))
    .limit(50);
  groups.push({
    label: `${model.make} ${model.model} in stock`,
    options: stock.map((c) => ({
      value: `car:${c.id}`,
      label: `${c.name}${c.price > 0 ? `, $${c.price.toLocaleString("en-AU")}` : ""} (stock ${c.stocknum})`,
    })),
  });
  return { groups, chosen: asked ? `car:${carId}` : `model:${chosen}` };
}

/** The test drive without a car chosen first (spec 001 section 2, /book-test-drive). */
export async function bookTestDriveForm(scope: SiteScope, url: URL, now = new Date()): Promise<LeadFormPage> {
  const spec = { ...baseSpec(scope, "book-test-drive"), appointmentSlots: await testDriveSlots(scope, now, "sales") };
  const vehicles = await vehicleChoices(scope, url);
  const defaults = vehicles.chosen ? { vehicle: vehicles.chosen } : {};
  return {
    spec: { ...spec, vehicles: vehicles.groups, locations: await locationChoices(scope, "sales") },
    token: randomUUID(),
    action: `/book-test-drive${url.search}`,
    car: null,
    defaults,
  };
}

/** The parts request of /parts/search: what the shopper searched for, their car, and the parts counter to answer. */
export async function partsRequestForm(scope: SiteScope, query: string): Promise<LeadFormPage> {
  return {
    spec: { ...baseSpec(scope, "parts"), locations: await locationChoices(scope, "parts") },
    token: randomUUID(),
    action: "/parts/search",
    car: null,
    defaults: query ? { parts_wanted: query.slice(0, maxLengths.parts_wanted) } : undefined,
  };
}

/** The service booking of /service#service-booking: from tomorrow, up to 60 days ahead at the dealer. */
export async function serviceBookingForm(scope: SiteScope, now = new Date()): Promise<LeadFormPage> {
  const today = new Date(`${siteToday(scope.config.time_zone, now)}T00:00:00Z`);
  const day = (n: number) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  return {
    spec: {
      ...baseSpec(scope, "service"),
      locations: await locationChoices(scope, "service"),
      serviceDates: { min: day(1), max: day(60) },
    },
    token: randomUUID(),
    action: "/service",
    car: null,
  };
}
