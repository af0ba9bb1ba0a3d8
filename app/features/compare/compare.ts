import {
  type CarCardView,
  priceText,
  type CarSummaryRecord,
  type CarSummaryView,
  facetLabel,
  isTowed,
  specificationRows,
  type SpecificationCar,
  vehicleKind,
} from "~/features/cars";
import { formatNumber } from "~/ui/format";

/** The compare page (`/compare?cars=a,b,c`): up to three cars side by side; the address is the comparison. */
export const MAX_COMPARED = 3;

/** Compare page rows, in the order. */
export const COMPARE_ROWS = [
  "Price",
  "Weekly repayment",
  "Year",
  "Kilometres",
  "Body",
  "Transmission",
  "Fuel",
  "Engine",
  "Seats",
  "Drive",
  "Colour",
  "Location",
] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

/**
 * Issue 57, each kind's own fields, as its page names them: a caravan's weights and berths, a truck's
 * masses and licence, a motorcycle's licence and seat, a ute's towing. A row shows when a car compared has it.
 */
const KIND_ROWS = [
  "Tare mass",
  "ATM (aggregate trailer mass)",
  "Payload",
  "Ball weight",
  "Body length",
  "Berths",
  "GVM (gross vehicle mass)",
  "GCM (gross combination mass)",
  "Cab type",
  "Licence class",
  "Seat height",
  "Engine size",
  "Towing capacity (braked)",
  "Towing capacity (unbraked)",
] as const;

type Specs = Record<string, string>;

const DASH = "–";
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? DASH : String(value);

/** Each row's value for one car; its weekly repayment is its card's (issue 56), its terms said under the table. */
export function compareSpecs(
  car: CarSummaryRecord & Partial<SpecificationCar>,
  view: CarSummaryView,
  weekly: CarCardView["weekly"],
): Specs {
  const towed = isTowed(vehicleKind({ item_type: car.item_type ?? null, simple_body: car.simple_body ?? null }));
  const own = "variant" in car ? specificationRows(car as SpecificationCar) : [];
  return {
    Price: priceText(view.price),
    "Weekly repayment": weekly?.text ?? DASH,
    Year: String(car.year),
    // A caravan's odometer is not a figure anyone buys on (issue 57).
    Kilometres: towed ? DASH : `${formatNumber(car.km)} km`,
    Body: car.body ? facetLabel(car.body) : DASH,
    Transmission: text(car.transmission),
    Fuel: text(car.fuel),
    Engine: car.engine_size_litres ? `${car.engine_size_litres.toFixed(1)} L` : DASH,
    Seats: towed ? DASH : text(car.seats),
    Drive: text(car.drive),
    Colour: text(car.colour),
    Location: text(car.location_name),
    ...Object.fromEntries(
      own.filter((row) => (KIND_ROWS as readonly string[]).includes(row.label)).map((row) => [row.label, row.value]),
    ),
  };
}

/** The rows to show: every shared row, and each kind row some car compared has, in the kinds' order. */
export function compareRows(specs: Specs[]): string[] {
  const kindRows = KIND_ROWS.filter((row) => specs.some((s) => row in s));
  const beforeColour = COMPARE_ROWS.indexOf("Colour");
  return [...COMPARE_ROWS.slice(0, beforeColour), ...kindRows, ...COMPARE_ROWS.slice(beforeColour)];
}

/** `?cars=a,b,c` as at most three distinct slugs, in the order given. */
export function comparedSlugs(param: string | null): string[] {
  const slugs = (param ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^[a-z0-9-]{1,200}$/.test(s));
  return [...new Set(slugs)].slice(0, MAX_COMPARED);
}

export function compareHref(slugs: string[]): string {
  return slugs.length ? `/compare?cars=${slugs.slice(0, MAX_COMPARED).join(",")}` : "/compare";
}

/** The rows whose values differ between the cars compared: the page marks them so the differences stand out. */
export function differingRows(specs: Specs[]): Set<string> {
  if (specs.length < 2) return new Set();
  return new Set(compareRows(specs).filter((row) => new Set(specs.map((s) => s[row] ?? DASH)).size > 1));
}
