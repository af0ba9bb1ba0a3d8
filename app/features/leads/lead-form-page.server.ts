import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { lastKnownGood } from "~/platform/db/last-known-good";
import { cars, dealerships, locations } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { slugify } from "~/ui/slug";
import { appointmentSlots } from "./appointment-slots";
import { FIND_SIMILAR_SUBCATEGORY, type CarLeadFormKind, type LeadFormCar, type LeadFormKind, type LeadFormPage, type LeadFormSpec } from "./lead-forms";

/**
 * One narrow query: the car's form fields and its location's distribution list, this site's visible
 * cars only. The last answer per car is kept, so a form opened before the database went away can
 * still be sent (the lead then waits in the journal).
 */
const carOfForm = lastKnownGood((scope: SiteScope, slug: string, kind: CarLeadFormKind) => `${scope.siteId}/${slug}/${kind}`, readCarOfForm);

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
      status: cars.status,
      dealership_slug: cars.dealership_slug,
      primary_image_url: cars.primary_image_url,
      distribution_locations: locations.distribution_locations,
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
  return { car: formCar, distributionLocations: car.distribution_locations ?? [] };
}

function baseSpec(scope: SiteScope, kind: LeadFormKind, now: Date): LeadFormSpec {
  const forms = scope.config.forms;
  return {
    kind,
    commentsRequired: forms.comments_required,
    termsRequired: forms.terms_required,
    dealerships: [],
    appointmentSlots: kind === "test-drive" ? appointmentSlots(forms.appointment_slots, now, scope.config.time_zone) : [],
    distributionLocations: [],
  };
}

/** A car's enquiry, test drive, request photos or find-similar form; null for a car this site does not show. */
export async function carLeadForm(scope: SiteScope, slug: string, kind: CarLeadFormKind, now = new Date()): Promise<LeadFormPage | null> {
  const found = await carOfForm(scope, slug, kind);
  if (!found) return null;
  return {
    spec: { ...baseSpec(scope, kind, now), distributionLocations: kind === "test-drive" ? found.distributionLocations : [] },
    token: randomUUID(),
    action: `/cars/${slug}/${kind}`,
    car: found.car,
  };
}

/** The site-wide general enquiry of /contact, with the dealership select when the site has several. */
export async function generalLeadForm(scope: SiteScope, now = new Date()): Promise<LeadFormPage> {
  return { spec: { ...baseSpec(scope, "general", now), dealerships: await dealershipChoices(scope) }, token: randomUUID(), action: "/contact", car: null };
}

const dealershipChoices = lastKnownGood(
  (scope: SiteScope) => String(scope.siteId),
  (scope: SiteScope) =>
    scope.db.select({ value: dealerships.slug, label: dealerships.name }).from(dealerships).where(eq(dealerships.site_id, scope.siteId)).orderBy(asc(dealerships.name)),
);
