import { type CarCardView, priceText, type CarSummaryRecord, type CarSummaryView, facetLabel } from "~/features/cars";
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

const DASH = "–";
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? DASH : String(value);

/** Each row's value for one car; its weekly repayment is its card's (issue 56), its terms said under the table. */
export function compareSpecs(
  car: CarSummaryRecord,
  view: CarSummaryView,
  weekly: CarCardView["weekly"],
): Record<CompareRow, string> {
  return {
    Price: priceText(view.price),
    "Weekly repayment": weekly?.text ?? DASH,
    Year: String(car.year),
    Kilometres: `${formatNumber(car.km)} km`,
    Body: car.body ? facetLabel(car.body) : DASH,
    Transmission: text(car.transmission),
    Fuel: text(car.fuel),
    Engine: car.engine_size_litres ? `${car.engine_size_litres.toFixed(1)} L` : DASH,
    Seats: text(car.seats),
    Drive: text(car.drive),
    Colour: text(car.colour),
    Location: text(car.location_name),
  };
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
export function differingRows(specs: Record<CompareRow, string>[]): Set<CompareRow> {
  if (specs.length < 2) return new Set();
  return new Set(COMPARE_ROWS.filter((row) => new Set(specs.map((s) => s[row])).size > 1));
}
