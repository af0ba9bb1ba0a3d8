import { priceRange } from "~/features/search/price-bands";
import { commercialCatalogue } from "~/features/demo/catalogue-commercial";
import { passengerCatalogue } from "~/features/demo/catalogue-passenger";
import { makeCar, type StockLocation, type StockPlan } from "~/features/demo/car-factory";
import { seededRandom, type Random } from "~/features/demo/random";
import { validateCarRows, type CarRow } from "~/features/inventory/car-row";
import type { SearchCar } from "~/features/cars/search-car";
import { carCategories, filteredFeatures } from "~/features/cars/car-groups";

/**
 * Search documents for the property tests and the search benchmark, made by the demo's car factory
 * from a few makes so that filters collide, then roughened as real feeds are: every status, missing
 * badges, colours and drives, cars hidden from the website, and sold dates either side of the
 * listing window.
 */
const MAKES = new Set(["Toyota", "Mazda", "Ford", "Hyundai", "Kia", "Tesla", "Mercedes-Benz", "Isuzu"]);
const catalogue = [
  ...passengerCatalogue.filter((m) => MAKES.has(m.make)),
  ...commercialCatalogue.filter((m) => m.make === "Jayco"),
];

const places = [
  { city: "Parramatta", state: "NSW", name: "Parramatta Toyota" },
  { city: "Ringwood", state: "VIC", name: "Ringwood Motors" },
  { city: "Fortitude Valley", state: "QLD", name: "Valley Cars" },
  { city: "Osborne Park", state: "WA", name: "Osborne Park Auto" },
  { city: "Hobart", state: "TAS", name: null },
] as const;
const locations: StockLocation[] = places.map((p) => ({
  slug: p.city,
  location_type: "sales",
  manufacturers: [],
  address: { city: p.city },
}));
const statuses = ["in_stock", "in_stock", "in_stock", "in_stock", "coming_soon", "sold", "sold", "reserved"];

export function syntheticCars(count: number, seed = 1, now = Date.UTC(2026, 10, 21) / 1000): SearchCar[] {
  const random = seededRandom(seed);
  const plan: StockPlan = {
    catalogue,
    mix: { new: 0.3, demo: 0.15, used: 0.55 },
    stockPrefix: seed,
    locations,
    now: new Date(now * 1000),
  };
  return Array.from({ length: count }, (_, i) => {
    const { row, location_slug } = makeCar(plan, random, i);
    const [valid] = validateCarRows([row]).good;
    if (!valid) throw new Error(`The car factory made an invalid car: ${row.stocknum}`);
    return roughened(random, valid.car, location_slug, i + 1, now);
  });
}

function roughened(random: Random, row: CarRow, location_slug: string, id: number, now: number): SearchCar {
  const place = places.find((p) => p.city === location_slug) ?? places[0];
  const status = random.pick(statuses);
  const offer = row.offer_price ?? null;
  return {
    id,
    slug: `car-${id}`,
    name: `${row.year} ${row.make} ${row.model}`,
    stocknum: `S${String(random.int(0, 99_999)).padStart(5, "0")}`,
    vin: random.chance(0.8) ? (row.vin ?? null) : null,
    year: row.year,
    make: row.make,
    model: row.model,
    badge: random.chance(0.1) ? null : (row.badge ?? null),
    series: row.series ?? null,
    colour: random.chance(0.1) ? null : (row.colour ?? null),
    body: row.simple_body ?? null,
    feed_body: row.body ?? null,
    drive: random.chance(0.1) ? null : (row.drive ?? null),
    seats: random.chance(0.9) ? (row.seats ?? null) : null,
    // Without drawing from `random`, so the other fields stay as they were.
    doors: row.doors ?? null,
    sleeps: row.specifications?.sleeps ?? null,
    towing_capacity: figure(row.variant?.towingcapacitybraked),
    fuel_economy: row.simple_fuel === "Electric" ? 0 : figure(row.variant?.fuelconsumptioncombined),
    payload:
      row.specifications?.aggregate_trailer_mass && row.specifications.tare_weight
        ? row.specifications.aggregate_trailer_mass - row.specifications.tare_weight
        : null,
    licence_class: typeof row.variant?.licenceclass === "string" ? row.variant.licenceclass : null,
    item_type: row.item_type === "car" ? null : (row.item_type ?? null),
    transmission: row.simple_transmission ?? null,
    fuel: row.simple_fuel ?? null,
    km: random.chance(0.1) ? 0 : row.km,
    price: offer !== null && offer > 10 ? offer : row.price,
    before_price: row.before_price ?? null,
    offer_price: offer,
    subscription_price: null,
    price_type: row.price_type ?? null,
    preorder: false,
    car_type: row.car_type,
    status,
    tag: random.chance(0.1) ? random.pick(["Test Drive Only", "runout sale"]) : null,
    reserved: random.chance(0.05),
    certified: row.certified ?? false,
    show_on_dealer_website: random.chance(0.95),
    sold_date_timestamp: status === "sold" ? now - random.int(0, 20) * 43_200 : null,
    created_at_timestamp: now - random.int(0, 200) * 86_400,
    custom_rank: random.int(0, 50),
    photos_count: row.images?.length ?? 0,
    primary_image_url: null,
    views: row.views ?? 0,
    dealership_slug: place.name ? place.name.toLowerCase().replace(/ /g, "-") : null,
    dealership_name: place.name,
    location_id: places.indexOf(place) + 1,
    location_name: place.name,
    city: place.city,
    state: place.state,
    finance_lenders: null,
    weekly_quote: null,
    dealer_sold_days: random.chance(0.1) ? random.int(0, 14) : null,
    price_range: priceRange(offer !== null && offer > 10 ? offer : row.price),
    weekly_price_range: null,
    // Some cars miss some features, without drawing from `random`: the other fields stay as they were.
    filtered_features: filteredFeatures((row.standardEquipment ?? []).filter((_, i) => (i + id) % 3 !== 0)),
    categories: carCategories({
      licence_class: typeof row.variant?.licenceclass === "string" ? row.variant.licenceclass : null,
      body: row.simple_body ?? null,
      feed_body: row.body ?? null,
      seats: row.seats ?? null,
      drive: row.drive ?? null,
      fuel: row.simple_fuel ?? null,
      item_type: row.item_type ?? null,
      price: row.price,
    }),
  };
}

function figure(value: unknown): number | null {
  return typeof value === "number" ? value : null;
}
