import { slugify } from "~/platform/text/slug";
import type { CarRowInput } from "~/features/inventory";
import { checkDigitOf, usedShare, wmiOf, yearCodeOf } from "~/features/cars";
import { colours, type CatalogueModel, type Powertrain } from "./catalogue";
import { dealerComments } from "./car-comments";
import { caravanSpecs, equipment, lenders, variant } from "./car-details";
import type { Random } from "./random";
import type { StockLocation } from "./stock-location";
import { vehicleImageSet, vehicleSpinSet } from "./vehicle-media";

/**
 * The one car factory: the demo seed, the tests and the benchmarks all make their cars here, from
 * the catalogue, so every car's year, powertrain, badge and location fit together.
 */

export interface DemoCar {
  row: CarRowInput;
  location_slug: string;
}

/** What the factory needs of a location: where it is, what it sells, and whether it is a sales yard. */

export type { StockLocation };

export interface StockPlan {
  catalogue: CatalogueModel[];
  /** Share of new, demo and used cars. */
  mix: { new: number; demo: number; used: number };
  /** Prefixes every stock number, so two sites' numbers differ. */
  stockPrefix: number;
  locations: StockLocation[];
  now: Date;
}

const DAY = 86_400_000;
const OLDEST_USED_YEARS = { car: 16, truck: 16, motorcycle: 12, caravan: 12 } as const;

/** Every year a powertrain was on sale here, newest first. */
export function yearsOnSale(model: CatalogueModel, powertrain: Powertrain, thisYear: number): number[] {
  const last = Math.min(thisYear, powertrain.to ?? thisYear);
  const first = Math.max(model.from, powertrain.from, thisYear - OLDEST_USED_YEARS[model.item_type]);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => last - i);
}

export function generateCars(plan: StockPlan, count: number, random: Random): DemoCar[] {
  return Array.from({ length: count }, (_, i) => makeCar(plan, random, i));
}

export function makeCar(plan: StockPlan, random: Random, index: number): DemoCar {
  const thisYear = plan.now.getUTCFullYear();
  const { model, powertrain, year, carType } = pickVehicle(plan, random, thisYear);
  const nowMs = plan.now.getTime();
  const age = thisYear - year;
  const km =
    carType === "new"
      ? random.int(0, 40)
      : carType === "demo"
        ? random.int(500, 9000)
        : Math.max(
            1000,
            Math.max(1, age) *
              random.int(model.item_type === "caravan" ? 2000 : 8000, model.item_type === "truck" ? 60000 : 22000),
          );
  const badge = random.pick(powertrain.badges);
  const colour = random.pick(colours);
  const location = pickLocation(random, plan.locations, model);
  const status = pickStatus(random, nowMs);
  const price = priceFor(random, { model, powertrain, badge }, carType, age, km);
  const stocknum = `${plan.stockPrefix}${String(index + 1).padStart(5, "0")}`;
  const photos = random.chance(0.03) ? 0 : random.int(6, 14);
  const spin = model.item_type === "car" && random.chance(0.04);
  const car = { model, powertrain, year, badge, colour, km, carType, price, location };
  const row: CarRowInput = {
    stocknum,
    vin: model.item_type === "caravan" ? undefined : vinFor(random, year, { model, powertrain, badge }),
    nvic:
      model.item_type === "car" && random.chance(0.7)
        ? `${slugify(model.model).replace(/-/g, "").slice(0, 3).toUpperCase()}${random.int(10, 99)}${String.fromCharCode(65 + random.int(0, 25))}`
        : undefined,
    regplate: carType === "new" ? undefined : plate(random),
    year,
    make: model.make,
    model: model.model,
    badge,
    series: model.item_type === "car" ? `MY${String(year).slice(2)}` : undefined,
    colour,
    interior_colour:
      model.item_type === "motorcycle"
        ? undefined
        : random.pick(["Black Cloth", "Black Leather", "Grey Cloth", "Tan Leather"]),
    body: model.body,
    simple_body: model.simple_body,
    doors: model.doors,
    seats: model.seats,
    drive: powertrain.drive ?? undefined,
    item_type: model.item_type,
    gearnum: powertrain.gearnum ?? undefined,
    trans: powertrain.trans ?? undefined,
    simple_transmission: powertrain.trans === null ? undefined : powertrain.trans === "Manual" ? "Manual" : "Automatic",
    fuel: powertrain.fuel ?? undefined,
    simple_fuel: powertrain.fuel === "Plug-in Hybrid" ? "Hybrid" : (powertrain.fuel ?? undefined),
    engine_size: powertrain.engine_litres === null ? undefined : Math.round(powertrain.engine_litres * 1000),
    engine_size_litres: powertrain.engine_litres ?? undefined,
    km,
    price,
    before_price: price > 0 && random.chance(0.08) ? Math.round((price * 1.08) / 100) * 100 : undefined,
    offer_price:
      carType === "new" && price > 0 && random.chance(0.1) ? Math.round((price * 0.95) / 100) * 100 : undefined,
    preorder: status.status === "coming_soon" && random.chance(0.3),
    price_type: carType === "new" ? "Drive Away" : random.pick(["Drive Away", "Excl. Government Charges"]),
    car_type: carType,
    ...status,
    tag: random.chance(0.015)
      ? "Test Drive Only"
      : carType === "new" && random.chance(0.08)
        ? "runout sale"
        : undefined,
    reserved: status.status === "in_stock" && random.chance(0.03),
    certified: carType === "used" && age <= 5 && random.chance(0.35),
    show_on_dealer_website: !random.chance(0.01),
    custom_rank: random.int(0, 1000),
    created_at: new Date(nowMs - random.int(0, 120) * DAY - random.int(0, 86_399) * 1000).toISOString(),
    ...buildAndCompliance(year, random.int(1, 12), random.int(1, 12)),
    rego_expiry:
      carType === "new" ? undefined : new Date(nowMs + random.int(-60, 330) * DAY).toISOString().slice(0, 10),
    images: vehicleImageSet(model.simple_body, colour, photos),
    video_url: walkaroundVideo(model, colour, random),
    spin_images: spin ? vehicleSpinSet(model.simple_body, colour) : [],
    spin_interior_image: spin
      ? `/media/vehicle/${slugify(model.simple_body)}/${slugify(colour)}/interior.svg`
      : undefined,
    hotspots: spin ? hotspots() : [],
    dealercomments: dealerComments(random, car),
    standardEquipment: equipment(model, { year, price, index }),
    file: carType === "used" && random.chance(0.2) ? `/media/history/${stocknum}.pdf` : undefined,
    finance_lenders: price > 500 && random.chance(0.7) ? lenders(price) : {},
    autograb_data:
      carType === "used" && price > 0
        ? {
            state_average_market_price: Math.round(price * (0.98 + random.next() * 0.1)),
            average_market_price: Math.round(price * (0.97 + random.next() * 0.1)),
          }
        : undefined,
    views: random.int(0, 900),
    variant:
      model.item_type === "caravan" && powertrain.fuel === null ? undefined : variant(random, model, powertrain, badge),
    specifications: model.item_type === "caravan" ? caravanSpecs(random, model) : undefined,
  };
  return { row, location_slug: location.slug };
}

/**
 * The smallest valid import row, with the spec's field names, for tests that need one particular car:
 * a used 2022 Toyota Corolla Ascent Sport, as the catalogue sells it, with the fields given over it.
 */
export function sampleImportRow(stocknum: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    stocknum,
    year: 2022,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    car_type: "used",
    status: "in_stock",
    price: 28990,
    km: 31000,
    ...overrides,
  };
}

/** Complied in the month it was built or up to two months later, never before (issue 57). */
function buildAndCompliance(year: number, builtMonth: number, roll: number) {
  const month = (m: number) => String(m).padStart(2, "0");
  return {
    build_date: `${year}-${month(builtMonth)}-01`,
    compliance_date: `${year}-${month(Math.min(12, builtMonth + (roll % 3)))}-15`,
  };
}

/** The bundled walkaround videos, by body and colour: a car gets one only when it is that car. */
const WALKAROUNDS: Record<string, string> = { "suv/White": "/media/video/suv-white-walkaround.webm" };

function walkaroundVideo(model: CatalogueModel, colour: string, random: Random): string | undefined {
  const video = WALKAROUNDS[`${model.simple_body}/${colour}`];
  return video && random.chance(0.6) ? video : undefined;
}

function pickVehicle(plan: StockPlan, random: Random, thisYear: number) {
  for (;;) {
    const model = random.pick(plan.catalogue);
    const powertrain = random.pick(model.powertrains);
    const carType = pickCarType(random, plan.mix);
    const years = yearsOnSale(model, powertrain, thisYear);
    // A new or demo car is this year's or last year's; a powertrain no longer sold is only ever used.
    const fitting = carType === "used" ? years.filter((y) => y < thisYear) : years.filter((y) => y >= thisYear - 1);
    if (fitting.length > 0) return { model, powertrain, carType, year: random.pick(fitting) };
  }
}

function pickCarType(random: Random, mix: StockPlan["mix"]): "new" | "demo" | "used" {
  const roll = random.next();
  if (roll < mix.new) return "new";
  if (roll < mix.new + mix.demo) return "demo";
  return "used";
}

function pickStatus(random: Random, now: number): Pick<CarRowInput, "status" | "sold_date_timestamp"> {
  const roll = random.next();
  if (roll < 0.84) return { status: "in_stock" };
  if (roll < 0.89) return { status: "coming_soon" };
  if (roll < 0.95)
    return {
      status: "sold",
      sold_date_timestamp: Math.floor((now - random.int(0, 2) * DAY - random.int(0, 20) * 3_600_000) / 1000),
    };
  return { status: "sold", sold_date_timestamp: Math.floor((now - random.int(10, 200) * DAY) / 1000) };
}

/** A car is kept at a sales yard of a dealership that sells its make, else at any sales yard. */
function pickLocation(random: Random, locations: StockLocation[], model: CatalogueModel): StockLocation {
  const sales = locations.filter((l) => l.location_type === "sales");
  const own = sales.filter((l) => l.manufacturers.includes(model.make));
  return random.pick(own.length > 0 ? own : sales);
}

export interface PricedVehicle {
  model: CatalogueModel;
  powertrain: Powertrain;
  badge: string;
}

/** A vehicle's new price: the model's, with each step up its powertrain's badges 10% more (an i30 N is not an i30 Active). */
export function newPriceOf({ model, powertrain, badge }: PricedVehicle): number {
  return model.price * (1 + 0.1 * Math.max(0, powertrain.badges.indexOf(badge)));
}

/** How well a kind holds its value: a 4x4 and a ute better than a hatch, a caravan too. */
export function retentionOf({ model, powertrain }: PricedVehicle): number {
  if (powertrain.drive === "4x4") return 1.2;
  if (model.simple_body === "ute" || model.item_type === "caravan") return 1.1;
  return 1;
}

/** Spec 001 demo stock, priced as a dealer would: new at list, demo a little under, used by the one depreciation curve. */
function priceFor(random: Random, vehicle: PricedVehicle, carType: string, age: number, km: number): number {
  if (random.chance(0.02)) return 0;
  const share =
    carType === "used"
      ? usedShare(age, km, vehicle.model.item_type, retentionOf(vehicle))
      : carType === "demo"
        ? 0.92
        : 1;
  const raw = newPriceOf(vehicle) * share * (0.97 + random.next() * 0.06);
  return Math.round(raw / 10) * 10 - (carType === "used" ? 10 : 0);
}

/**
 * 17 characters as the maker writes them: its WMI, a model code of five characters the same for
 * every car of one model, powertrain and badge (so a VIN lookup finds its siblings on the platform),
 * the check digit, the model year, and a serial.
 */
function vinFor(
  random: Random,
  year: number,
  vehicle: { model: CatalogueModel; powertrain: Powertrain; badge: string },
): string {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  const serial = Array.from({ length: 17 }, (_, i) => (i === 9 ? "0" : chars[random.int(0, chars.length - 1)]!));
  const wmi = wmiOf(vehicle.model.make) ?? serial.slice(0, 3).join("");
  const code = modelCode(
    `${vehicle.model.make} ${vehicle.model.model} ${vehicle.powertrain.engine_litres} ${vehicle.badge}`,
  );
  const vin = `${wmi}${code}0${yearCodeOf(year)}${serial.slice(10).join("")}`;
  return `${vin.slice(0, 8)}${checkDigitOf(vin)}${vin.slice(9)}`;
}

/** Five VIN characters from a name, the same every time. */
function modelCode(name: string): string {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  let hash = 2166136261;
  for (const c of name) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return Array.from({ length: 5 }, (_, i) => chars[(hash >>> (i * 6)) % chars.length]).join("");
}

function plate(random: Random): string {
  const letter = () => String.fromCharCode(65 + random.int(0, 25));
  return `${letter()}${letter()}${random.int(10, 99)}${letter()}${letter()}`;
}

function hotspots(): CarRowInput["hotspots"] {
  return [
    {
      view: "exterior",
      angle: 0,
      x: 0.3,
      y: 0.6,
      title: "Alloy wheels",
      description: "18-inch alloys with near-new tyres.",
    },
    { view: "exterior", angle: 90, x: 0.55, y: 0.4, title: "Paint", description: "Paint protection applied from new." },
    {
      view: "interior",
      angle: 0,
      x: 0.5,
      y: 0.5,
      title: "Touchscreen",
      description: "Apple CarPlay and Android Auto.",
    },
  ];
}
