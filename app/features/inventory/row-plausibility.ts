import { farOutside, type Range, vehicleBounds } from "~/features/cars";
import { formatNumber } from "~/ui/format";

/**
 * Issue 57, figures that cannot be true, refused on every import in the dealer's words: a caravan
 * whose tare is over its ATM (no payload left), a compliance plate before the build or more than a
 * year after it, and sizes, masses or torque far outside what the vehicle's kind, body and engine
 * make. Each problem names the field, as the import's other problems do.
 */
export interface RowFigures {
  item_type?: string;
  simple_body?: string;
  fuel?: string;
  engine_size_litres?: number;
  build_date?: string;
  compliance_date?: string;
  variant?: Record<string, string | number | null>;
  specifications?: {
    tare_weight?: number | null;
    aggregate_trailer_mass?: number | null;
    gross_trailer_mass?: number | null;
    ball_weight?: number | null;
  };
}

export interface Implausible {
  path: string[];
  message: string;
}

export function implausibleFigures(row: RowFigures): Implausible[] {
  return [...towedMasses(row.specifications ?? {}), ...complianceDate(row), ...variantFigures(row)];
}

const kg = (n: number) => `${formatNumber(n)} kg`;

function towedMasses(s: NonNullable<RowFigures["specifications"]>): Implausible[] {
  const { tare_weight: tare, aggregate_trailer_mass: atm, gross_trailer_mass: gtm } = s;
  const problems: Implausible[] = [];
  if (typeof tare === "number" && typeof atm === "number" && tare >= atm)
    problems.push({
      path: ["specifications", "aggregate_trailer_mass"],
      message: `the ATM (${kg(atm)}) must be more than the tare (${kg(tare)}): the payload is what the ATM leaves over the tare`,
    });
  if (typeof gtm === "number" && typeof atm === "number" && gtm > atm)
    problems.push({
      path: ["specifications", "gross_trailer_mass"],
      message: `the GTM (${kg(gtm)}) cannot be more than the ATM (${kg(atm)})`,
    });
  return problems;
}

const monthOf = (date: string) => {
  const [year, month] = date.split("-").map(Number);
  return year! * 12 + (month! - 1);
};

function complianceDate({ build_date: built, compliance_date: complied }: RowFigures): Implausible[] {
  if (!built || !complied) return [];
  const gap = monthOf(complied) - monthOf(built);
  if (gap < 0)
    return [
      {
        path: ["compliance_date"],
        message: `${complied.slice(0, 7)} is before the build date ${built.slice(0, 7)}: a vehicle is complied after it is built`,
      },
    ];
  if (gap > 12)
    return [
      {
        path: ["compliance_date"],
        message: `${complied.slice(0, 7)} is more than a year after the build date ${built.slice(0, 7)}`,
      },
    ];
  return [];
}

/** A figure a feed wrote with its unit ("200Nm", "5,370 mm") is read as the number. */
function figure(value: string | number | null | undefined): number | null {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return null;
  const n = Number.parseFloat(value.replace(/,/g, ""));
  return Number.isNaN(n) ? null : n;
}

const VARIANT_FIGURES: { field: string; bound: "length" | "width" | "height" | "gvm" | "torque"; unit: string }[] = [
  { field: "vehiclelength", bound: "length", unit: "mm" },
  { field: "vehiclewidth", bound: "width", unit: "mm" },
  { field: "vehicleheight", bound: "height", unit: "mm" },
  { field: "grossvehiclemass", bound: "gvm", unit: "kg" },
  { field: "torque", bound: "torque", unit: "Nm" },
];

function variantFigures(row: RowFigures): Implausible[] {
  if (!row.variant) return [];
  const bounds = vehicleBounds({
    item_type: row.item_type ?? null,
    simple_body: row.simple_body ?? null,
    fuel: row.fuel ?? null,
    engine_size_litres: row.engine_size_litres ?? null,
  });
  const what = describe(row);
  return VARIANT_FIGURES.flatMap(({ field, bound, unit }) => {
    const value = figure(row.variant![field]);
    const range: Range | null = bounds[bound];
    if (value === null || !range || !farOutside(value, range)) return [];
    const [least, most] = range.map((n) => formatNumber(n));
    return [
      {
        path: ["variant", field],
        message: `${formatNumber(value)} ${unit} is far outside what ${what} has (${least} to ${most} ${unit})`,
      },
    ];
  });
}

function describe(row: RowFigures): string {
  const engine = row.engine_size_litres ? `${row.engine_size_litres} L ${(row.fuel ?? "").toLowerCase()}` : "";
  return ["a", engine, row.simple_body ?? row.item_type ?? "vehicle"].filter(Boolean).join(" ").replace(/\s+/g, " ");
}
