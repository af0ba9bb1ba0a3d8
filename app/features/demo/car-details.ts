import type { CarRowInput } from "~/features/inventory";
import { comparisonRate, repayment } from "~/features/finance";
import type { CatalogueModel, Powertrain } from "./catalogue";
import type { Random } from "./random";

/** The equipment list a dealer's feed carries for the vehicle: by type, and for a car by its age and price. */
export function equipment(model: CatalogueModel, car: { year: number; price: number; index: number }): string[] {
  if (model.item_type === "caravan" && model.simple_body === "motorhome")
    return ["Ensuite", "Solar panels", "Lithium battery", "Reversing camera", "Island bed", "Diesel heater"];
  if (model.item_type === "caravan")
    return ["Ensuite", "Solar panels", "Diesel heater", "Roll-out awning", "Queen bed", "Reversing camera"];
  if (model.item_type === "motorcycle")
    return ["ABS", "Traction control", "LED lighting", "Ride modes", "Cruise control"];
  if (model.item_type === "truck")
    return ["Air conditioning", "Reversing camera", "Bluetooth", "Exhaust brake", "Driver airbag", "Cruise control"];
  return carEquipment(model, car);
}

/** Newer and dearer cars carry more; the car's place in the stock list varies the options a price alone would not. */
function carEquipment(model: CatalogueModel, { year, price, index }: { year: number; price: number; index: number }) {
  const list = ["Reversing camera", "Bluetooth", "Cruise control"];
  if (year >= 2017) list.push("Apple CarPlay", "Android Auto");
  if (year >= 2019 && index % 2 === 0) list.push("Lane keep assist", "Blind spot monitoring");
  if (price >= 35_000)
    list.push("Adaptive cruise control", "Keyless entry", "Dual-zone climate control", "LED headlights");
  if (price >= 55_000) list.push("Heated seats", "Wireless charging", "Leather seats");
  if (price >= 55_000 && index % 3 === 0) list.push("Sunroof");
  if (price >= 60_000 && index % 2 === 1) list.push("360-degree camera");
  if ((model.simple_body === "ute" || model.simple_body === "suv") && index % 2 === 0) list.push("Tow bar");
  return list;
}

/** The variant's specifications, from the powertrain and sizes of the vehicle type. */
export function variant(random: Random, model: CatalogueModel, powertrain: Powertrain): CarRowInput["variant"] {
  const engine = powertrain.engine_litres;
  const size = SIZES[model.item_type];
  return {
    cylinders: powertrain.cylinders,
    enginesize: engine === null ? null : Math.round(engine * 1000),
    enginesize_litres: engine,
    induction: engine === null ? null : model.item_type === "motorcycle" || engine >= 5 ? "Aspirated" : "Turbo",
    geartype: powertrain.trans,
    fuelconsumptioncombined: consumption(random, model, powertrain),
    fuelcapacity: powertrain.fuel === "Electric" ? null : random.int(size.tank[0], size.tank[1]),
    grossvehiclemass: random.int(size.gvm[0], size.gvm[1]),
    vehiclelength: random.int(size.length[0], size.length[1]),
    vehicleheight: random.int(size.height[0], size.height[1]),
    vehiclewidth: random.int(size.width[0], size.width[1]),
    towingcapacitybraked:
      model.simple_body === "ute" || model.simple_body === "suv" ? random.pick([750, 1500, 2000, 3500]) : null,
    torque: random.int(size.torque[0], size.torque[1]),
    ancaprating: model.item_type === "car" ? random.pick([5, 5, 5, 4]) : null,
  };
}

type Range = [number, number];
const SIZES: Record<
  CatalogueModel["item_type"],
  Record<"tank" | "gvm" | "length" | "height" | "width" | "torque", Range>
> = {
  car: {
    tank: [45, 90],
    gvm: [1800, 3300],
    length: [3900, 5400],
    height: [1400, 1900],
    width: [1700, 2000],
    torque: [150, 600],
  },
  truck: {
    tank: [100, 200],
    gvm: [4500, 16000],
    length: [5900, 9500],
    height: [2200, 3100],
    width: [1900, 2500],
    torque: [370, 900],
  },
  motorcycle: {
    tank: [13, 23],
    gvm: [350, 600],
    length: [2000, 2600],
    height: [1050, 1500],
    width: [750, 1000],
    torque: [60, 170],
  },
  caravan: {
    tank: [75, 100],
    gvm: [2500, 4500],
    length: [5500, 7800],
    height: [2700, 3200],
    width: [2100, 2500],
    torque: [350, 450],
  },
};

function consumption(random: Random, model: CatalogueModel, powertrain: Powertrain): number | null {
  if (powertrain.fuel === "Electric" || powertrain.engine_litres === null) return null;
  if (powertrain.fuel === "Plug-in Hybrid") return Math.round((1.5 + random.next()) * 10) / 10;
  const base =
    model.item_type === "motorcycle"
      ? 3.5
      : model.item_type === "truck"
        ? 14
        : powertrain.fuel === "Hybrid"
          ? 4.2
          : 5 + powertrain.engine_litres * 1.3;
  return Math.round((base + random.next() * 1.5) * 10) / 10;
}

/** A caravan sleeps as many as its catalogue model seats, as its dealer comments say. */
export function caravanSpecs(random: Random, model: CatalogueModel): CarRowInput["specifications"] {
  return {
    body_width: Math.round((7 + random.next()) * 10) / 10,
    body_length: random.pick([16, 17, 18, 19, 20, 21, 22, 23]),
    tare_weight: random.int(1800, 2900),
    axle_type: random.pick(["Single", "Tandem"]),
    sleeps: model.seats,
    aggregate_trailer_mass: random.int(2500, 3500),
  };
}

/**
 * Each provider's figures for the car (spec 001 section 5), on the calculator's 0.5% rate steps so the
 * vehicle page's calculator starts from exactly the lender's terms: youx with no deposit, the
 * dealer's own finance with a 10% deposit, a broker with a 20% final payment.
 */
export function lenders(price: number) {
  return {
    youx: lender(price, 8.5, 0, 0),
    "dealer-finance": lender(price, 9.5, Math.round(price * 0.1), 0),
    "capital-finance": lender(price, 10.5, 0, Math.round(price * 0.2)),
  };
}

function lender(price: number, interestRate: number, deposit: number, balloon: number) {
  const terms = {
    price,
    deposit,
    establishmentFees: 0,
    residual: balloon,
    annualRatePercent: interestRate,
    termYears: 5,
  };
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
