import type { CarSpecifications, CarVariant } from "~/platform/db/json-types";
import { isTowed, vehicleKind, type VehicleKind } from "./vehicle-kind";
import { formatMonthYear, formatNumber } from "~/ui/format";

/** Spec 000 section 9: 8 features and 4 specification rows before Show All / Show More. */
export const FEATURES_LIMIT = 8;
export const SPEC_ROWS_LIMIT = 4;
/** Spec 000 section 3: caravan widths and lengths are in feet and shown in metres. */
export const METRES_PER_FOOT = 0.3048;

export interface SpecRow {
  label: string;
  value: string;
}

type RawValue = string | number | null | undefined;

/** Spec 000 section 2: rows whose value is undefined, null, empty or the text 'null' are hidden. */
export function isShownValue(value: RawValue): value is string | number {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return text !== "" && text.toLowerCase() !== "null";
}

function rows(pairs: [string, RawValue, ((v: string | number) => string)?][]): SpecRow[] {
  return pairs.flatMap(([label, value, format]) =>
    isShownValue(value) ? [{ label, value: format ? format(value) : String(value) }] : [],
  );
}

export function feetToMetres(feet: number): string {
  return `${(feet * METRES_PER_FOOT).toFixed(2)} m`;
}

/**
 * A number with its unit: "2,200 kg". A feed that already wrote the unit ("200Nm", "200 nm") is read
 * as the number, so it never reads "200Nm Nm" (issue 56).
 */
const unit = (suffix: string) => (v: string | number) => {
  const written = typeof v === "string" ? new RegExp(`^([\\d.,]+)\\s*${suffix.trim()}$`, "i").exec(v.trim()) : null;
  const value = written ? Number(written[1]!.replace(/,/g, "")) : v;
  return `${typeof value === "number" && !Number.isNaN(value) ? formatNumber(value) : v}${suffix}`;
};
/** Fuel use to a tenth of a litre: 6.1 L/100km is not 6 (issue 56). */
const perHundredKm = (v: string | number) => {
  const litresUsed = Number.parseFloat(String(v));
  return Number.isNaN(litresUsed) ? String(v) : `${litresUsed.toFixed(1)} L/100km`;
};
const litres = (v: string | number) => `${Number(v).toFixed(1)}L`;

export interface KeyInformationCar {
  car_type: string;
  km: number;
  item_type: string | null;
  simple_body: string | null;
  body: string | null;
  trans: string | null;
  fuel: string | null;
  engine_size_litres: number | null;
  drive: string | null;
  colour: string | null;
  stocknum: string;
  vin: string | null;
  regplate: string | null;
}

/** A caravan or trailer has no odometer to show (issue 57); its empty engine and gearbox rows are hidden as any empty row. */
export function keyInformation(car: KeyInformationCar, condition: string): SpecRow[] {
  const towed = isTowed(vehicleKind(car));
  return rows([
    ["Condition", condition],
    ["Odometer", towed ? null : car.km, unit(" km")],
    ["Body", car.body],
    ["Transmission", car.trans],
    ["Fuel", car.fuel],
    ["Engine", car.engine_size_litres, litres],
    ["Drive", car.drive],
    ["Colour", car.colour],
    ["Stock number", car.stocknum],
    ["VIN", car.vin],
    ["Rego", car.regplate],
  ]);
}

export interface SpecificationCar {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  item_type: string | null;
  simple_body: string | null;
  interior_colour: string | null;
  doors: number | null;
  seats: number | null;
  gearnum: number | null;
  build_date: string | null;
  compliance_date: string | null;
  variant: CarVariant | null;
  specifications: CarSpecifications | null;
}

type Row = [string, RawValue, ((v: string | number) => string)?];

/** Spec 000 section 2's rows, with each kind's own fields (issue 57) before the shared ones. */
export function specificationRows(car: SpecificationCar): SpecRow[] {
  const kind = vehicleKind(car);
  const v = car.variant ?? {};
  return rows([
    ["Make", car.make],
    ["Model", car.model],
    ["Year", car.year],
    ["Badge", car.badge],
    ["Series", car.series],
    ...(isTowed(kind) ? towedRows(car.specifications ?? {}) : drivenRows(kind, car, v)),
    ["Build date", car.build_date, (d) => formatMonthYear(String(d))],
    ["Compliance date", car.compliance_date, (d) => formatMonthYear(String(d))],
  ]);
}

const kg = unit(" kg");
const mm = unit(" mm");

/** Feet as a caravan's maker gives them, and metres beside them: "6.10 m (20 ft)". */
const feetAndMetres = (feet: string | number) =>
  `${feetToMetres(Number(feet))} (${Math.round(Number(feet) * 10) / 10} ft)`;

/** A caravan's or trailer's weights, size, beds and tanks; payload is what the ATM leaves over the tare. */
function towedRows(s: CarSpecifications): Row[] {
  const payload =
    typeof s.aggregate_trailer_mass === "number" && typeof s.tare_weight === "number"
      ? s.aggregate_trailer_mass - s.tare_weight
      : null;
  return [
    ["Tare mass", s.tare_weight, kg],
    ["ATM (aggregate trailer mass)", s.aggregate_trailer_mass, kg],
    ["GTM (gross trailer mass)", s.gross_trailer_mass, kg],
    ["Payload", payload, kg],
    ["Ball weight", s.ball_weight, kg],
    ["Body length", s.body_length, feetAndMetres],
    ["Body width", s.body_width, feetAndMetres],
    ["Berths", s.sleeps],
    ["Axles", s.axles ?? (s.axle_type === "Tandem" ? 2 : s.axle_type === "Single" ? 1 : null)],
    ["Axle type", s.axle_type],
    ["Water tanks", s.water_tanks, unit(" L")],
    ["Grey water tanks", s.grey_water_tanks, unit(" L")],
  ];
}

function drivenRows(kind: VehicleKind, car: SpecificationCar, v: CarVariant): Row[] {
  const s = car.specifications ?? {};
  return [
    ...kindRows(kind, v),
    ["Berths", kind === "motorhome" ? s.sleeps : null],
    // A motorcycle or a caravan has no doors: 0 is not shown (issue 56).
    ["Doors", car.doors || null],
    ["Seats", car.seats],
    ["Interior colour", car.interior_colour],
    ["Gears", car.gearnum],
    ["Gear type", v.geartype],
    ["Cylinders", v.cylinders],
    ["Engine size", v.enginesize, unit(" cc")],
    ["Induction", v.induction],
    ["Power", v.power, unit(" kW")],
    ["Torque", v.torque, unit(" Nm")],
    ["Fuel consumption (combined)", v.fuelconsumptioncombined, perHundredKm],
    ["Fuel capacity", v.fuelcapacity, unit(" L")],
    ["Gross vehicle mass", kind === "truck" ? null : v.grossvehiclemass, kg],
    ["Towing capacity (braked)", v.towingcapacitybraked, kg],
    ["Towing capacity (unbraked)", v.towingcapacityunbraked, kg],
    ["Length", v.vehiclelength, mm],
    ["Width", v.vehiclewidth, mm],
    ["Height", v.vehicleheight, mm],
    ["Body configuration", v.bodyconfiguration],
    ["ANCAP rating", v.ancaprating, (r) => `${r} stars`],
  ];
}

/** What a buyer of the kind asks first: a truck's masses, cab and licence; a motorcycle's seat and licence. */
function kindRows(kind: VehicleKind, v: CarVariant): Row[] {
  if (kind === "truck")
    return [
      ["GVM (gross vehicle mass)", v.grossvehiclemass, kg],
      ["GCM (gross combination mass)", v.grosscombinationmass, kg],
      ["Cab type", v.cabtype],
      ["Wheelbase", v.wheelbase, mm],
      ["Axle configuration", v.axleconfiguration],
      ["Licence class", v.licenceclass, licenceText],
    ];
  if (kind === "motorcycle")
    return [
      ["Licence class", v.licenceclass, licenceText],
      ["Seat height", v.seatheight, mm],
    ];
  return [];
}

/** "LAMS approved" for a learner-approved motorcycle; a truck's class by its letters. */
function licenceText(value: string | number): string {
  const text = String(value).trim();
  if (/^lams/i.test(text)) return "LAMS approved";
  const named: Record<string, string> = {
    C: "Car (C)",
    LR: "Light rigid (LR)",
    MR: "Medium rigid (MR)",
    HR: "Heavy rigid (HR)",
    R: "Unrestricted (R)",
  };
  return named[text.toUpperCase()] ?? text;
}
