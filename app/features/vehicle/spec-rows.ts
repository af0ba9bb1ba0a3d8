import type { CarSpecifications, CarVariant } from "~/platform/db/json-types";
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

export function keyInformation(car: KeyInformationCar, condition: string): SpecRow[] {
  return rows([
    ["Condition", condition],
    ["Odometer", car.km, unit(" km")],
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
  interior_colour: string | null;
  doors: number | null;
  seats: number | null;
  gearnum: number | null;
  build_date: string | null;
  compliance_date: string | null;
  variant: CarVariant | null;
  specifications: CarSpecifications | null;
}

export function specificationRows(car: SpecificationCar): SpecRow[] {
  const v = car.variant ?? {};
  const s = car.specifications ?? {};
  return rows([
    ["Make", car.make],
    ["Model", car.model],
    ["Year", car.year],
    ["Badge", car.badge],
    ["Series", car.series],
    ["Body width", s.body_width, (f) => feetToMetres(Number(f))],
    ["Body length", s.body_length, (f) => feetToMetres(Number(f))],
    ["Tare weight", s.tare_weight, unit(" kg")],
    ["Aggregate trailer mass", s.aggregate_trailer_mass, unit(" kg")],
    ["Axle type", s.axle_type],
    ["Sleeps", s.sleeps],
    // A motorcycle or a caravan has no doors: 0 is not shown (issue 56).
    ["Doors", car.doors || null],
    ["Seats", car.seats],
    ["Interior colour", car.interior_colour],
    ["Gears", car.gearnum],
    ["Gear type", v.geartype],
    ["Cylinders", v.cylinders],
    ["Engine size", v.enginesize, unit(" cc")],
    ["Induction", v.induction],
    ["Torque", v.torque, unit(" Nm")],
    ["Fuel consumption (combined)", v.fuelconsumptioncombined, perHundredKm],
    ["Fuel capacity", v.fuelcapacity, unit(" L")],
    ["Gross vehicle mass", v.grossvehiclemass, unit(" kg")],
    ["Towing capacity (braked)", v.towingcapacitybraked, unit(" kg")],
    ["Length", v.vehiclelength, unit(" mm")],
    ["Width", v.vehiclewidth, unit(" mm")],
    ["Height", v.vehicleheight, unit(" mm")],
    ["Body configuration", v.bodyconfiguration],
    ["ANCAP rating", v.ancaprating, (r) => `${r} stars`],
    ["Build date", car.build_date, (d) => formatMonthYear(String(d))],
    ["Compliance date", car.compliance_date, (d) => formatMonthYear(String(d))],
  ]);
}
