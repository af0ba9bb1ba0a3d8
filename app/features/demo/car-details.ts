import type { CarRowInput } from "~/features/inventory";
import { comparisonRate, repayment } from "~/features/finance";
import { type Range, vehicleBounds, type VehicleBounds } from "~/features/cars";
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

/**
 * The variant's specifications, drawn inside the published figures of its kind, body and engine
 * (issue 57: no 3.9 m Silverado with 185 Nm), with each kind's own fields. The draws are the same in
 * number whatever the figures, so one car's change never moves the next car's.
 */
export function variant(
  random: Random,
  model: CatalogueModel,
  powertrain: Powertrain,
  badge = "",
): CarRowInput["variant"] {
  const engine = powertrain.engine_litres;
  const bounds = boundsOf(model, powertrain);
  const fuelcapacity = powertrain.fuel === "Electric" ? null : random.int(...bounds.tank);
  const grossvehiclemass = random.int(...bounds.gvm);
  const vehiclelength = random.int(...bounds.length);
  const vehicleheight = random.int(...bounds.height);
  const vehiclewidth = random.int(...bounds.width);
  const towingcapacitybraked = towing(random, model);
  const torque = random.int(...bounds.torque!);
  return {
    cylinders: powertrain.cylinders,
    enginesize: engine === null ? null : Math.round(engine * 1000),
    enginesize_litres: engine,
    induction: engine === null ? null : model.item_type === "motorcycle" || engine >= 5 ? "Aspirated" : "Turbo",
    geartype: powertrain.trans,
    fuelconsumptioncombined: consumption(random, model, powertrain),
    fuelcapacity,
    grossvehiclemass,
    vehiclelength,
    vehicleheight,
    vehiclewidth,
    towingcapacitybraked,
    towingcapacityunbraked: towingcapacitybraked === null ? null : Math.min(750, towingcapacitybraked),
    torque,
    // Power rises with torque across the engine's range.
    power: Math.round(between(bounds.power!, (torque - bounds.torque![0]) / (bounds.torque![1] - bounds.torque![0]))),
    ancaprating: model.item_type === "car" ? random.pick([5, 5, 5, 4]) : null,
    ...kindFields(model, powertrain, badge, { grossvehiclemass, vehiclelength }),
  };
}

/** The figures its kind, body and engine allow; the catalogue narrows them where the model does. */
export function boundsOf(model: CatalogueModel, powertrain: Powertrain): VehicleBounds {
  const kindBounds = vehicleBounds({
    item_type: model.item_type,
    simple_body: model.simple_body,
    fuel: powertrain.fuel,
    engine_size_litres: powertrain.engine_litres,
  });
  return { ...kindBounds, ...model.sizes };
}

const between = ([least, most]: Range, share: number) => least + (most - least) * share;

/** A ute tows 3 to 3.5 t, a light truck 3.5 t or more, an SUV anything from a box trailer to a caravan. */
function towing(random: Random, model: CatalogueModel): number | null {
  if (model.simple_body === "ute") return random.pick([3000, 3200, 3500, 3500]);
  if (model.simple_body === "suv") return random.pick([750, 1500, 2000, 3500]);
  if (model.simple_body === "cab chassis") return random.pick([3500, 3500, 4000, 4500]);
  return null;
}

/** Seat heights as the makers give them for each style of motorcycle, in mm. */
const SEAT_HEIGHTS: Record<string, number> = {
  Touring: 690,
  Cruiser: 675,
  Adventure: 850,
  Naked: 805,
  Sports: 835,
  "Dual Sport": 870,
};

/** A truck's cab, masses, wheelbase and licence; a motorcycle's licence and seat (issue 57). */
function kindFields(
  model: CatalogueModel,
  powertrain: Powertrain,
  badge: string,
  sized: { grossvehiclemass: number; vehiclelength: number },
): Record<string, string | number> {
  if (model.item_type === "motorcycle")
    return {
      licenceclass: model.lams || /\bLAMS\b/.test(badge) ? "LAMS" : "R",
      seatheight: SEAT_HEIGHTS[model.body] ?? 800,
    };
  if (model.item_type !== "truck") return {};
  const gvm = sized.grossvehiclemass;
  return {
    grosscombinationmass: gvm + (gvm > 8000 ? 8000 : 3500),
    cabtype: /wide/i.test(badge) ? "Wide" : /crew|dual/i.test(badge) ? "Crew" : "Standard",
    wheelbase: Math.round((sized.vehiclelength * 0.55) / 5) * 5,
    axleconfiguration: powertrain.drive ?? "4x2",
    // Australia's licence classes: a car licence to 4.5 t GVM, light rigid to 8 t, medium rigid above.
    licenceclass: gvm <= 4500 ? "C" : gvm <= 8000 ? "LR" : "MR",
  };
}

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

/** Kilograms a caravan's body weighs per foot of length: a pop-top is lighter than a full-height van. */
const TARE_PER_FOOT: Record<string, number> = { "Pop Top": 80, Hybrid: 90, Caravan: 118 };

/**
 * A caravan as its builder's plate reads (issue 57): tare by its length and build, an ATM 350 to 750 kg
 * above it, a ball weight a tenth of the tare, the GTM the ATM less the ball, two water tanks on a van
 * of 19 ft or more; it sleeps as many as its catalogue model seats, as its dealer comments say.
 */
export function caravanSpecs(random: Random, model: CatalogueModel): CarRowInput["specifications"] {
  const body_width = Math.round((7 + random.next()) * 10) / 10;
  const body_length = random.pick([16, 17, 18, 19, 20, 21, 22, 23]);
  const tare_weight = Math.round((body_length * (TARE_PER_FOOT[model.body] ?? 110) + random.int(-150, 150)) / 10) * 10;
  const axleRoll = random.pick(["Single", "Tandem"]);
  const aggregate_trailer_mass = tare_weight + Math.round(random.int(350, 750) / 10) * 10;
  const ball_weight = Math.round(tare_weight / 10 / 5) * 5;
  const long = body_length >= 19;
  return {
    body_width,
    body_length,
    tare_weight,
    axle_type: long ? "Tandem" : axleRoll,
    axles: long || axleRoll === "Tandem" ? 2 : 1,
    sleeps: model.seats,
    aggregate_trailer_mass,
    gross_trailer_mass: aggregate_trailer_mass - ball_weight,
    ball_weight,
    water_tanks: long ? 190 : 95,
    grey_water_tanks: long ? 95 : null,
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
