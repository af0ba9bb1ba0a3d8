import { seededRandom } from "~/features/demo/random";
import type { SearchCar } from "~/features/cars/search-car";

/**
 * Synthetic search documents for the property tests and the search benchmark: small vocabularies so
 * filters collide, every status, missing values, and sold dates either side of the listing window.
 */
const makes = {
  Toyota: ["Corolla", "Camry", "HiLux", "RAV4", "LandCruiser", "Yaris"],
  Mazda: ["CX-5", "Mazda3", "BT-50", "CX-30"],
  Ford: ["Ranger", "Everest", "Mustang", "Puma"],
  Hyundai: ["i30", "Tucson", "Kona", "Santa Fe"],
  Kia: ["Sportage", "Cerato", "Carnival", "Sorento"],
  Tesla: ["Model 3", "Model Y"],
  "Mercedes-Benz": ["C-Class", "GLC", "Sprinter"],
  Isuzu: ["D-Max", "MU-X", "N Series"],
} as const;
const badges = ["GX", "GXL", "Ascent Sport", "SR", "Titanium", "Wildtrak", "Active", "Elite", null];
const colours = ["White", "Black", "Silver", "Blue", "Red", "Grey", null];
const bodies = ["Sedan", "Hatch", "SUV", "Ute", "Wagon", "Van", "Cab Chassis"];
const fuels = ["Petrol", "Diesel", "Electric", "Hybrid"];
const transmissions = ["Automatic", "Manual"];
const drives = ["FWD", "RWD", "AWD", "4WD", null];
const places = [
  ["Parramatta", "NSW", "Parramatta Toyota"],
  ["Ringwood", "VIC", "Ringwood Motors"],
  ["Fortitude Valley", "QLD", "Valley Cars"],
  ["Osborne Park", "WA", "Osborne Park Auto"],
  ["Hobart", "TAS", null],
] as const;
const statuses = ["in_stock", "in_stock", "in_stock", "in_stock", "coming_soon", "sold", "sold", "reserved"];

export function syntheticCars(count: number, seed = 1, now = Date.UTC(2026, 10, 21) / 1000): SearchCar[] {
  const random = seededRandom(seed);
  const makeNames = Object.keys(makes) as (keyof typeof makes)[];
  return Array.from({ length: count }, (_, i) => {
    const make = random.pick(makeNames);
    const [city, state, locationName] = random.pick(places);
    const status = random.pick(statuses);
    const price = random.chance(0.05) ? 0 : random.int(30, 1200) * 100;
    return {
      id: i + 1,
      slug: `car-${i + 1}`,
      name: `car ${i + 1}`,
      stocknum: `S${String(random.int(0, 99_999)).padStart(5, "0")}`,
      vin: random.chance(0.8) ? `JTD${random.int(10_000_000, 99_999_999)}AB` : null,
      year: random.int(2008, 2026),
      make,
      model: random.pick(makes[make]),
      badge: random.pick(badges),
      series: random.chance(0.3) ? `Series ${random.int(1, 4)}` : null,
      colour: random.pick(colours),
      body: random.pick(bodies),
      drive: random.pick(drives),
      seats: random.chance(0.9) ? random.pick([2, 4, 5, 7, 8]) : null,
      item_type: random.chance(0.05) ? "caravan" : null,
      transmission: random.pick(transmissions),
      fuel: random.pick(fuels),
      km: random.chance(0.1) ? 0 : random.int(0, 300) * 1000 + random.int(0, 999),
      price,
      before_price: random.chance(0.1) ? price + 2000 : null,
      offer_price: null,
      subscription_price: null,
      price_type: "Drive Away",
      preorder: false,
      car_type: random.pick(["new", "used", "used", "demo"]),
      status,
      tag: random.chance(0.1) ? random.pick(["Test Drive Only", "runout sale"]) : null,
      reserved: random.chance(0.05),
      certified: random.chance(0.2),
      show_on_dealer_website: random.chance(0.95),
      sold_date_timestamp: status === "sold" ? now - random.int(0, 20) * 43_200 : null,
      created_at_timestamp: now - random.int(0, 200) * 86_400,
      custom_rank: random.int(0, 50),
      photos_count: random.int(0, 12),
      primary_image_url: null,
      views: random.int(0, 500),
      dealership_slug: locationName ? locationName.toLowerCase().replace(/ /g, "-") : null,
      dealership_name: locationName,
      location_id: places.findIndex((p) => p[0] === city) + 1,
      location_name: locationName,
      city,
      state,
      weekly_repayment: null,
      dealer_sold_days: random.chance(0.1) ? random.int(0, 14) : null,
    } satisfies SearchCar;
  });
}
