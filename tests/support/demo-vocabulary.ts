import { carCategories, filteredFeatures } from "~/features/cars/car-groups";
import { demoStock } from "~/features/demo/demo-stock";
import { validateCarRows } from "~/features/inventory/car-row";
import { MAKE_MODEL_SEPARATOR } from "~/features/search/facets";
import { cheapestBand, type ReadFacet, type SearchVocabulary } from "~/features/search/query-reading";
import type { SiteConfig } from "~/platform/tenancy/site-config";

const distinct = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

/** A demo site's vocabulary as its index would give it (search-vocabulary.ts), from the site's demo stock. */
export function demoVocabulary(config: SiteConfig, now: Date): SearchVocabulary {
  const stock = demoStock(config, now);
  const cars = validateCarRows(stock.cars.map((c) => c.row)).good.map((g) => g.car);
  const locationOf = new Map(stock.locations.map((l) => [l.slug, l.name]));
  const values: Record<ReadFacet, string[]> = {
    make: distinct(cars.map((c) => c.make)),
    model: distinct(cars.map((c) => c.model)),
    body: distinct(cars.map((c) => c.simple_body ?? c.body)),
    fuel: distinct(cars.map((c) => c.simple_fuel ?? c.fuel)),
    transmission: distinct(cars.map((c) => c.simple_transmission ?? c.trans)),
    drive: distinct(cars.map((c) => c.drive)),
    colour: distinct(cars.map((c) => c.colour)),
    seats: distinct(cars.map((c) => (c.seats ? String(c.seats) : null))),
    doors: distinct(cars.map((c) => (c.doors ? String(c.doors) : null))),
    sleeps: distinct(cars.map((c) => (c.specifications?.sleeps ? String(c.specifications.sleeps) : null))),
    location_name: distinct(stock.cars.map((c) => locationOf.get(c.location_slug))),
    car_type: distinct(cars.map((c) => c.car_type)),
    item_type: distinct(cars.map((c) => c.item_type)),
    categories: distinct(
      cars.flatMap((c) =>
        carCategories({
          body: c.simple_body ?? c.body ?? null,
          feed_body: c.body ?? null,
          seats: c.seats ?? null,
          drive: c.drive ?? null,
          fuel: c.simple_fuel ?? c.fuel ?? null,
          item_type: c.item_type ?? null,
          price: c.price,
          licence_class: typeof c.variant?.licenceclass === "string" ? c.variant.licenceclass : null,
        }),
      ),
    ),
    filtered_features: distinct(cars.flatMap((c) => filteredFeatures(c.standardEquipment))),
  };
  const prices = cars.map((c) => c.price).filter((p) => p > 1000);
  return {
    values,
    makeModels: distinct(cars.map((c) => `${c.make}${MAKE_MODEL_SEPARATOR}${c.model}`)),
    cheapest: cheapestBand(prices.length ? Math.min(...prices) : null),
    thisYear: now.getFullYear(),
    measured: {
      towing_capacity: cars.some((c) => Number(c.variant?.towingcapacitybraked) > 0),
      fuel_economy: cars.some((c) => c.variant?.fuelconsumptioncombined != null || c.simple_fuel === "Electric"),
      payload: cars.some((c) => Number(c.specifications?.aggregate_trailer_mass) > 0),
    },
  };
}
