import { slugify } from "~/ui/slug";
import type { CarRowInput } from "../inventory/car-row";
import { comparisonRate } from "../finance/finance-quote";
import { repayment } from "../finance/repayment";
import { colours, type CatalogueModel } from "./catalogue";
import type { DemoLocation } from "./generate-locations";
import type { DemoProfile } from "./profile";
import type { Random } from "./random";
import { vehicleImageSet, vehicleSpinSet } from "./vehicle-media";

export interface DemoCar {
  row: CarRowInput;
  location_slug: string;
}

const DAY = 86_400_000;
const TRANSMISSIONS = ["Automatic", "Automatic", "Automatic", "Manual", "CVT", "Dual Clutch"] as const;
const COMMENTS = [
  "One owner with full service history, two keys and the balance of factory warranty.",
  "Finished in a timeless colour with a spotless interior, this one presents as new.",
  "Comes with roadworthy, fresh service and our 12-month mechanical warranty.",
  "Towbar fitted, tinted windows, and near-new tyres all round.",
  "Trade-ins welcome and finance available on the spot; ask us about extended warranty.",
] as const;

function status(random: Random, now: number): Pick<CarRowInput, "status" | "sold_date_timestamp"> {
  const roll = random.next();
  if (roll < 0.84) return { status: "in_stock" };
  if (roll < 0.89) return { status: "coming_soon" };
  if (roll < 0.95) return { status: "sold", sold_date_timestamp: Math.floor((now - random.int(0, 2) * DAY - random.int(0, 20) * 3_600_000) / 1000) };
  return { status: "sold", sold_date_timestamp: Math.floor((now - random.int(10, 200) * DAY) / 1000) };
}

function carType(random: Random, mix: DemoProfile["mix"]): "new" | "demo" | "used" {
  const roll = random.next();
  if (roll < mix.new) return "new";
  if (roll < mix.new + mix.demo) return "demo";
  return "used";
}

function dealerComments(random: Random, name: string): string | undefined {
  const roll = random.next();
  if (roll < 0.15) return undefined;
  const count = roll < 0.45 ? 10 : random.int(1, 3);
  const sentences = Array.from({ length: count }, (_, i) => COMMENTS[(i + random.int(0, 4)) % COMMENTS.length]);
  return `This ${name} is ready to drive away. ${sentences.join(" ")}`;
}

export function generateCars(profile: DemoProfile, locations: DemoLocation[], random: Random, now: Date): DemoCar[] {
  const sales = locations.filter((l) => l.location_type === "sales");
  const nowMs = now.getTime();
  const thisYear = now.getUTCFullYear();
  return Array.from({ length: profile.carCount }, (_, i) => {
    const model = random.pick(profile.catalogue);
    const type = carType(random, profile.mix);
    const year = type === "used" ? thisYear - random.int(1, model.item_type === "caravan" ? 12 : 16) : thisYear - random.int(0, 1);
    const age = thisYear - year;
    const km = type === "new" ? random.int(0, 40) : type === "demo" ? random.int(500, 9000) : Math.max(1000, age * random.int(8000, 22000));
    const badge = random.pick(model.badges);
    const fuel = random.pick(model.fuels);
    const colour = random.pick(colours);
    const location = pickLocation(random, sales, model);
    const { status: carStatus, sold_date_timestamp } = status(random, nowMs);
    const price = priceFor(random, model, type, age, km);
    const stocknum = `${profile.seed}${String(i + 1).padStart(5, "0")}`;
    const name = `${year} ${model.make} ${model.model} ${badge}`;
    const photos = random.chance(0.03) ? 0 : random.int(4, 14);
    const spin = model.item_type === "car" && random.chance(0.04);
    const electric = fuel === "Electric";
    const trans = model.item_type === "caravan" ? "None" : random.pick(TRANSMISSIONS);
    const row: CarRowInput = {
      stocknum,
      vin: vinFor(random),
      nvic: model.item_type === "car" && random.chance(0.7) ? `${slugify(model.model).slice(0, 3).toUpperCase()}${random.int(10, 99)}${String.fromCharCode(65 + random.int(0, 25))}` : undefined,
      regplate: type === "new" ? undefined : `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(10, 99)}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}`,
      year,
      make: model.make,
      model: model.model,
      badge,
      series: model.item_type === "car" ? `MY${String(year).slice(2)}` : undefined,
      colour,
      interior_colour: random.pick(["Black Cloth", "Black Leather", "Grey Cloth", "Tan Leather"]),
      body: model.simple_body === "ute" ? random.pick(["Dual Cab Utility", "Single Cab Chassis", "Space Cab Pick-up"]) : titleCase(model.simple_body),
      simple_body: model.simple_body,
      doors: model.doors,
      seats: model.seats,
      drive: model.drive,
      item_type: model.item_type,
      gearnum: trans === "CVT" || trans === "None" ? undefined : random.pick([5, 6, 8, 10]),
      trans,
      simple_transmission: trans === "Manual" ? "Manual" : trans === "None" ? "None" : "Automatic",
      fuel: fuel === "None" ? undefined : fuel,
      simple_fuel: fuel === "Plug-in Hybrid" ? "Hybrid" : fuel === "None" ? undefined : fuel,
      engine_size: electric || model.engine_litres === 0 ? undefined : Math.round(model.engine_litres * 1000),
      engine_size_litres: electric || model.engine_litres === 0 ? undefined : model.engine_litres,
      km,
      price,
      before_price: price > 0 && random.chance(0.08) ? Math.round((price * 1.08) / 100) * 100 : undefined,
      offer_price: type === "new" && price > 0 && random.chance(0.1) ? Math.round((price * 0.95) / 100) * 100 : undefined,
      preorder: carStatus === "coming_soon" && random.chance(0.3),
      price_type: type === "new" ? "Drive Away" : random.pick(["Drive Away", "Excl. Government Charges"]),
      car_type: type,
      status: carStatus,
      sold_date_timestamp,
      tag: random.chance(0.015) ? "Test Drive Only" : type === "new" && random.chance(0.08) ? "runout sale" : undefined,
      reserved: carStatus === "in_stock" && random.chance(0.03),
      certified: type === "used" && age <= 5 && random.chance(0.35),
      show_on_dealer_website: !random.chance(0.01),
      custom_rank: random.int(0, 1000),
      created_at: new Date(nowMs - random.int(0, 120) * DAY - random.int(0, 86_399) * 1000).toISOString(),
      build_date: `${year}-${String(random.int(1, 12)).padStart(2, "0")}-01`,
      compliance_date: `${year}-${String(random.int(1, 12)).padStart(2, "0")}-15`,
      rego_expiry: type === "new" ? undefined : new Date(nowMs + random.int(-60, 330) * DAY).toISOString().slice(0, 10),
      images: vehicleImageSet(model.simple_body, colour, photos),
      video_url: random.chance(0.05) ? `https://www.youtube.com/embed/demo${stocknum}` : undefined,
      spin_images: spin ? vehicleSpinSet(model.simple_body, colour) : [],
      spin_interior_image: spin ? `/media/vehicle/${slugify(model.simple_body)}/${slugify(colour)}/interior.svg` : undefined,
      hotspots: spin ? hotspots() : [],
      dealercomments: dealerComments(random, name),
      standardEquipment: equipment(model),
      file: type === "used" && random.chance(0.2) ? `/media/history/${stocknum}.pdf` : undefined,
      finance_lenders: price > 500 && random.chance(0.7) ? lenders(price) : {},
      autograb_data: type === "used" && price > 0 ? { state_average_market_price: Math.round(price * (0.95 + random.next() * 0.15)), average_market_price: Math.round(price * (0.95 + random.next() * 0.12)) } : undefined,
      views: random.int(0, 900),
      variant: model.item_type === "caravan" ? undefined : variant(random, model, fuel),
      specifications: model.item_type === "caravan" ? caravanSpecs(random) : undefined,
    };
    return { row, location_slug: location.slug };
  });
}

function pickLocation(random: Random, sales: DemoLocation[], model: CatalogueModel): DemoLocation {
  const own = sales.filter((l) => l.manufacturers.includes(model.make));
  return random.pick(own.length > 0 ? own : sales);
}

function priceFor(random: Random, model: CatalogueModel, type: string, age: number, km: number): number {
  if (random.chance(0.02)) return 0;
  const depreciation = type === "used" ? Math.max(0.18, 0.88 ** age - km / 2_000_000) : type === "demo" ? 0.92 : 1;
  const raw = model.price * depreciation * (0.93 + random.next() * 0.14);
  return Math.round(raw / 10) * 10 - (type === "used" ? 10 : 0);
}

function vinFor(random: Random): string {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  return Array.from({ length: 17 }, () => chars[random.int(0, chars.length - 1)]).join("");
}

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (c) => c.toUpperCase());
}

function hotspots(): CarRowInput["hotspots"] {
  return [
    { view: "exterior", angle: 0, x: 0.3, y: 0.6, title: "Alloy wheels", description: "18-inch alloys with near-new tyres." },
    { view: "exterior", angle: 90, x: 0.55, y: 0.4, title: "Paint", description: "Paint protection applied from new." },
    { view: "interior", angle: 0, x: 0.5, y: 0.5, title: "Touchscreen", description: "Apple CarPlay and Android Auto." },
  ];
}

function equipment(model: CatalogueModel): string[] {
  if (model.item_type === "caravan") return ["Ensuite", "Solar panels", "Diesel heater", "Roll-out awning", "Queen bed", "Reversing camera"];
  if (model.item_type === "motorcycle") return ["ABS", "Traction control", "LED lighting", "Ride modes", "Quickshifter"];
  return ["Reversing camera", "Apple CarPlay", "Android Auto", "Adaptive cruise control", "Lane keep assist", "Blind spot monitoring", "Keyless entry", "Dual-zone climate control", "LED headlights", "Heated seats", "Wireless charging"];
}

function variant(random: Random, model: CatalogueModel, fuel: string): CarRowInput["variant"] {
  const electric = fuel === "Electric";
  return {
    cylinders: electric ? null : model.item_type === "motorcycle" ? 2 : model.engine_litres > 2.5 ? 6 : 4,
    enginesize: electric ? null : Math.round(model.engine_litres * 1000),
    enginesize_litres: electric ? null : model.engine_litres,
    induction: electric ? null : random.pick(["Turbo", "Aspirated"]),
    geartype: random.pick(["Automatic", "Manual"]),
    fuelconsumptioncombined: electric ? null : Math.round((fuel.includes("Hybrid") ? 4.5 : 6 + random.next() * 5) * 10) / 10,
    fuelcapacity: electric ? null : random.int(45, 90),
    grossvehiclemass: model.item_type === "truck" ? random.int(4500, 16000) : random.int(1800, 3300),
    vehiclelength: random.int(3900, 5400),
    vehicleheight: random.int(1400, 1900),
    vehiclewidth: random.int(1700, 2000),
    towingcapacitybraked: model.simple_body === "ute" || model.simple_body === "suv" ? random.pick([750, 1500, 2000, 3500]) : null,
    torque: random.int(150, 600),
    ancaprating: model.item_type === "car" ? random.pick([5, 5, 5, 4]) : null,
  };
}

function caravanSpecs(random: Random): CarRowInput["specifications"] {
  return {
    body_width: Math.round((7 + random.next()) * 10) / 10,
    body_length: random.pick([16, 17, 18, 19, 20, 21, 22, 23]),
    tare_weight: random.int(1800, 2900),
    axle_type: random.pick(["Single", "Tandem"]),
    sleeps: random.int(2, 6),
    aggregate_trailer_mass: random.int(2500, 3500),
  };
}

/**
 * Each provider's figures for the car (spec 001 section 5), on the calculator's 0.5% rate steps so the
 * vehicle page's calculator starts from exactly the lender's terms: youx with no deposit, the
 * dealer's own finance with a 10% deposit, a broker with a 20% final payment.
 */
function lenders(price: number) {
  return {
    youx: lender(price, 8.5, 0, 0),
    "dealer-finance": lender(price, 9.5, Math.round(price * 0.1), 0),
    "capital-finance": lender(price, 10.5, 0, Math.round(price * 0.2)),
  };
}

function lender(price: number, interestRate: number, deposit: number, balloon: number) {
  const terms = { price, deposit, establishmentFees: 0, residual: balloon, annualRatePercent: interestRate, termYears: 5 };
  const paymentMonth = Math.round(repayment({ ...terms, periodsPerYear: 12 }) * 100) / 100;
  return {
    disclaimer: `Indicative repayment on a 5 year secured consumer loan at ${interestRate}% p.a. Fees and charges apply; subject to credit approval.`,
    deposit,
    paymentMonth,
    paymentWeek: Math.round(repayment({ ...terms, periodsPerYear: 52 }) * 100) / 100,
    totalPayable: Math.round(paymentMonth * 60 + balloon),
    interestRate,
    comparisonRate: comparisonRate(interestRate),
    termMonths: 60,
    termYears: 5,
    balloon,
    establishmentFees: 0,
  };
}
