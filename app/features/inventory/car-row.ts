import { z } from "zod";
import { UnparseableRow } from "./unparseable-row";
import { storableJson } from "~/platform/forms/storable-text";
import { slugify } from "~/platform/text/slug";

/**
 * One car as it arrives by import (JSON, NDJSON or CSV) with the spec's field names. CSV cells
 * arrive as text, so numbers, booleans and JSON columns are read from strings too; an empty cell
 * means the field is absent.
 */

/** Empty cells and nulls mean "not given": drop them before the fields are read. */
function withoutBlanks(record: unknown): unknown {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== "" && v !== null && v !== undefined));
}

/** A number, from a number or from text such as "$45,990"; text that is no number is named in the error. */
const num = (rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) =>
  z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      const n = Number(v.replace(/[$,\s]/g, ""));
      return Number.isNaN(n) ? v : n;
    },
    rules(
      z.number({
        error: (issue) => {
          if (issue.code !== "invalid_type") return undefined;
          return issue.input === undefined ? "is required" : `must be a number, not ${JSON.stringify(issue.input)}`;
        },
      }),
    ),
  );

const bool = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const t = v.trim().toLowerCase();
  if (["true", "1", "yes", "y"].includes(t)) return true;
  if (["false", "0", "no", "n"].includes(t)) return false;
  return v;
}, z.boolean());

const json = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);

const text = (max = 500) => z.string().trim().max(max);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, "Expected a date as YYYY-MM-DD");
const money = num((n) => n.int("Expected whole dollars").min(0, "Cannot be negative").max(100_000_000));
const currentYear = new Date().getFullYear();

const image = z.object({
  image: z.object({ url: z.string().min(1) }),
  thumb: z.object({ url: z.string().min(1) }),
  alt: z.string().max(200).optional(),
});
const nullableNum = z.number().nullable().optional();

const CarFields = z.object({
  stocknum: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z.string({ error: "stocknum is required" }).trim().min(1, "stocknum is required").max(40),
  ),
  slug: text(200)
    .pipe(z.string().regex(/^[a-z0-9-]+$/, "slug is lowercase letters, digits and hyphens"))
    .optional(),
  name: text(300).optional(),
  vin: text(17).optional(),
  nvic: text(20).optional(),
  regplate: text(12).optional(),
  dealership_slug: text(100).optional(),
  location_id: num((n) => n.int().positive()).optional(),
  year: num((n) =>
    n
      .int("year must be a whole number")
      .min(1900, "year must be 1900 or later")
      .max(currentYear + 2, `year must be at most ${currentYear + 2}`),
  ),
  make: text(60).pipe(z.string().min(1)),
  model: text(80).pipe(z.string().min(1)),
  badge: text(120).optional(),
  series: text(80).optional(),
  colour: text(60).optional(),
  interior_colour: text(60).optional(),
  body: text(60).optional(),
  simple_body: text(40).optional(),
  bodyconfiguration: text(60).optional(),
  doors: num((n) => n.int().min(0).max(10)).optional(),
  seats: num((n) => n.int().min(0).max(100)).optional(),
  drive: text(20).optional(),
  item_type: text(40).optional(),
  carsales_title: text(300).optional(),
  gearnum: num((n) => n.int().min(0).max(20)).optional(),
  trans: text(60).optional(),
  simple_transmission: text(40).optional(),
  fuel: text(60).optional(),
  simple_fuel: text(40).optional(),
  engine_size: num((n) => n.int().min(0).max(30_000)).optional(),
  engine_size_litres: num((n) => n.min(0).max(30)).optional(),
  km: num((n) => n.int().min(0, "km cannot be negative").max(3_000_000)).default(0),
  price: money.default(0),
  before_price: money.optional(),
  subscription_price: money.optional(),
  offer_price: money.optional(),
  preorder: bool.default(false),
  price_type: text(40).optional(),
  car_type: z.enum(["new", "used", "demo"], { error: "car_type must be new, used or demo" }),
  status: text(40).pipe(
    z.string().regex(/^[a-z_]+$/, "status is a lowercase word such as in_stock, coming_soon or sold"),
  ),
  tag: text(60).optional(),
  reserved: bool.default(false),
  certified: bool.default(false),
  show_on_dealer_website: bool.default(true),
  sold_date_timestamp: num((n) => n.int().positive()).optional(),
  payment_processors: json(z.array(z.string())).default([]),
  custom_rank: num((n) => n.int()).default(0),
  created_at: z.iso.datetime({ offset: true, error: "created_at must be an ISO date-time" }).optional(),
  build_date: isoDate.optional(),
  compliance_date: isoDate.optional(),
  rego_expiry: isoDate.optional(),
  images: json(z.array(image)).default([]),
  // A dealer's own video may live on the site itself, as the demo's do: a root-relative path is allowed.
  video_url: text(500)
    .pipe(
      z.union([z.string().url(), z.string().regex(/^\/[^/]/)], {
        error: "video_url must be an address or a path on the site",
      }),
    )
    .optional(),
  external_video_url: text(500).pipe(z.string().url()).optional(),
  spin_images: json(z.array(z.string().min(1))).default([]),
  spin_interior_image: text(500).optional(),
  spin_code: text(100).optional(),
  hotspots: json(
    z.array(
      z.object({
        view: z.enum(["exterior", "interior"]),
        angle: z.number(),
        x: z.number(),
        y: z.number(),
        title: z.string(),
        description: z.string(),
      }),
    ),
  ).default([]),
  dealercomments: text(10_000).optional(),
  standardEquipment: json(z.array(z.string())).default([]),
  file: text(500).optional(),
  finance_lenders: json(
    z.record(
      z.string(),
      z.object({
        disclaimer: z.string(),
        deposit: z.number(),
        paymentMonth: z.number(),
        paymentWeek: z.number(),
        totalPayable: z.number(),
        interestRate: z.number(),
        comparisonRate: z.number(),
        termMonths: z.number(),
        termYears: z.number(),
        balloon: z.number(),
        establishmentFees: z.number(),
      }),
    ),
  ).default({}),
  autograb_data: json(
    z.object({ state_average_market_price: nullableNum, average_market_price: nullableNum }),
  ).optional(),
  views: num((n) => n.int().min(0)).default(0),
  private_suburb: text(80).optional(),
  private_postcode: text(4).optional(),
  variant: json(z.record(z.string(), z.union([z.number(), z.string(), z.null()]))).optional(),
  specifications: json(
    z.object({
      body_width: nullableNum,
      body_length: nullableNum,
      tare_weight: nullableNum,
      axle_type: z.string().nullable().optional(),
      sleeps: nullableNum,
      aggregate_trailer_mass: nullableNum,
    }),
  ).optional(),
});

export const CarRowSchema = z.preprocess(withoutBlanks, CarFields);

export type CarRowInput = z.input<typeof CarFields>;
export type CarRow = z.output<typeof CarRowSchema>;

/** One car's record read by the import's rules (a console form's, say): the car, or every issue. */
export function readCarRow(record: unknown) {
  return CarRowSchema.safeParse(storableJson(record));
}

export function carName(row: Pick<CarRow, "year" | "make" | "model" | "badge">): string {
  return [row.year, row.make, row.model, row.badge].filter(Boolean).join(" ");
}

export function carSlug(row: Pick<CarRow, "year" | "make" | "model" | "badge" | "stocknum">): string {
  return slugify(`${carName(row)} ${row.stocknum}`);
}

export interface RowProblem {
  /** 1-based position of the row in the file (data rows, header not counted). */
  row: number;
  stocknum?: string;
  reason: string;
}

/** Validates every row; a repeated stocknum within one batch is a problem of the later row. */
export function validateCarRows(records: readonly unknown[]): {
  good: { row: number; car: CarRow }[];
  bad: RowProblem[];
} {
  const good: { row: number; car: CarRow }[] = [];
  const bad: RowProblem[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, i) => {
    const rowNumber = i + 1;
    if (record instanceof UnparseableRow) {
      bad.push({ row: rowNumber, reason: record.reason });
      return;
    }
    const parsed = CarRowSchema.safeParse(storableJson(record));
    if (!parsed.success) {
      const stocknum =
        typeof record === "object" && record && "stocknum" in record ? String(record.stocknum) : undefined;
      const reason = parsed.error.issues
        .map((issue) => `${issue.path.join(".") || "row"}: ${issue.message}`)
        .join("; ");
      bad.push({ row: rowNumber, stocknum, reason });
      return;
    }
    const first = seen.get(parsed.data.stocknum);
    if (first !== undefined) {
      bad.push({
        row: rowNumber,
        stocknum: parsed.data.stocknum,
        reason: `stocknum ${parsed.data.stocknum} repeats row ${first}`,
      });
      return;
    }
    seen.set(parsed.data.stocknum, rowNumber);
    good.push({ row: rowNumber, car: parsed.data });
  });
  return { good, bad };
}
