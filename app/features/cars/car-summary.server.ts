import { and, eq, inArray } from "drizzle-orm";
import { cars } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { CarSummaryRecord } from "./car-summary";
import type { SpecificationCar } from "./spec-rows";

/** The columns a car summary reads; simple_* first, the full field where it is empty. */
export const carSummaryColumns = {
  id: cars.id,
  slug: cars.slug,
  name: cars.name,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  car_type: cars.car_type,
  status: cars.status,
  km: cars.km,
  body: cars.simple_body,
  full_body: cars.body,
  transmission: cars.simple_transmission,
  trans: cars.trans,
  fuel: cars.simple_fuel,
  full_fuel: cars.fuel,
  engine_size_litres: cars.engine_size_litres,
  seats: cars.seats,
  drive: cars.drive,
  colour: cars.colour,
  location: cars.location,
  primary_image_url: cars.primary_image_url,
  price: cars.price,
  before_price: cars.before_price,
  offer_price: cars.offer_price,
  subscription_price: cars.subscription_price,
  preorder: cars.preorder,
  price_type: cars.price_type,
};

export type CarSummaryRow = {
  [K in keyof typeof carSummaryColumns]:
    | (typeof carSummaryColumns)[K]["_"]["data"]
    | ((typeof carSummaryColumns)[K]["_"]["notNull"] extends true ? never : null);
};

export function carSummary({ full_body, trans, full_fuel, location, ...row }: CarSummaryRow): CarSummaryRecord {
  return {
    ...row,
    body: row.body ?? full_body,
    transmission: row.transmission ?? trans,
    fuel: row.fuel ?? full_fuel,
    location_name: location?.name ?? null,
  };
}

/** A compared car: its summary and the fields of its kind (issue 57). */
export type ComparedCar = CarSummaryRecord & SpecificationCar;

/** This site's cars shown on the dealer website, by slug, in the order asked, with every specification to compare. */
export async function carsBySlug(scope: SiteScope, slugs: string[]): Promise<ComparedCar[]> {
  if (!slugs.length) return [];
  const rows = await scope.db
    .select({
      ...carSummaryColumns,
      series: cars.series,
      item_type: cars.item_type,
      simple_body: cars.simple_body,
      interior_colour: cars.interior_colour,
      doors: cars.doors,
      gearnum: cars.gearnum,
      build_date: cars.build_date,
      compliance_date: cars.compliance_date,
      variant: cars.variant,
      specifications: cars.specifications,
    })
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.show_on_dealer_website, true), inArray(cars.slug, slugs)));
  // The summary's reading of body, gearbox and fuel over the row's own, with the kind's fields kept.
  const bySlug = new Map(rows.map((row) => [row.slug, { ...row, ...carSummary(row as CarSummaryRow) }]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}
