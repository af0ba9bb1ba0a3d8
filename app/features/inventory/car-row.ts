import * as z from "zod/mini";
import { UnparseableRow } from "./unparseable-row";
import { implausibleFigures, type RowFigures } from "./row-plausibility";
import { storableJson } from "~/platform/forms/storable-text";
import { slugify } from "~/platform/text/slug";

/**
 * One car as it arrives by import (JSON, NDJSON or CSV) or from the console's car form, with the
 * spec's field names. CSV cells arrive as text, so numbers, booleans and JSON columns are read from
 * strings too; an empty cell means the field is absent. A message never names its field: the import
 * puts the column before it ("year: must be 1900 or later"), the console puts it beside the field.
 */

/** Empty cells and nulls mean "not given": drop them before the fields are read. */
function withoutBlanks(record: unknown): unknown {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== "" && v !== null && v !== undefined));
}

const before = <T extends z.ZodMiniType>(read: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(read), schema);

type NumberCheck = z.core.CheckFn<number> | z.core.$ZodCheck<number>;

/** A number, from a number or from text such as "$45,990"; text that is no number is named in the error. */
const num = (...checks: NumberCheck[]) =>
  before(
    (v) => {
      if (typeof v !== "string") return v;
      const n = Number(v.replace(/[$,\s]/g, ""));
      return Number.isNaN(n) ? v : n;
    },
    z
      .number({
        error: (issue) => {
          if (issue.code !== "invalid_type") return undefined;
          return issue.input === undefined ? "is required" : `must be a number, not ${JSON.stringify(issue.input)}`;
        },
      })
      .check(...(checks as z.core.$ZodCheck<number>[])),
  );

const whole = (message = "must be a whole number") => z.refine(Number.isInteger, message);
const atLeast = (min: number, message = `must be ${min} or more`) => z.minimum(min, message);
const atMost = (max: number, message = `must be ${max} or less`) => z.maximum(max, message);

const bool = before(
  (v) => {
    if (typeof v !== "string") return v;
    const t = v.trim().toLowerCase();
    if (["true", "1", "yes", "y"].includes(t)) return true;
    if (["false", "0", "no", "n"].includes(t)) return false;
    return v;
  },
  z.boolean({ error: "must be yes or no" }),
);

const json = <T extends z.ZodMiniType>(schema: T) =>
  before((v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);

const text = (max = 500) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .check(z.trim(), z.maxLength(max, `must be ${max} characters or fewer`));
const required = (max: number) => text(max).check(z.minLength(1, "is required"));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, "must be a date as YYYY-MM-DD"));
const money = num(whole("must be whole dollars"), atLeast(0, "cannot be negative"), atMost(100_000_000));
const currentYear = new Date().getFullYear();
const isUrl = (v: string) => URL.canParse(v) && /^https?:/i.test(v);

const image = z.object({
  image: z.object({ url: z.string().check(z.minLength(1)) }),
  thumb: z.object({ url: z.string().check(z.minLength(1)) }),
  alt: z.optional(z.string().check(z.maxLength(200))),
});
const nullableNum = z.optional(z.nullable(z.number()));
const opt = z.optional;

const CarFields = z.object({
  stocknum: before(
    (v) => (typeof v === "number" ? String(v) : v),
    z.string({ error: "is required" }).check(z.trim(), z.minLength(1, "is required"), z.maxLength(40)),
  ),
  slug: opt(text(200).check(z.regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens"))),
  name: opt(text(300)),
  vin: opt(text(17)),
  nvic: opt(text(20)),
  regplate: opt(text(12)),
  dealership_slug: opt(text(100)),
  location_id: opt(num(whole(), atLeast(1))),
  year: num(
    whole(),
    atLeast(1900, "must be 1900 or later"),
    atMost(currentYear + 2, `must be ${currentYear + 2} or earlier`),
  ),
  make: required(60),
  model: required(80),
  badge: opt(text(120)),
  series: opt(text(80)),
  colour: opt(text(60)),
  interior_colour: opt(text(60)),
  body: opt(text(60)),
  simple_body: opt(text(40)),
  bodyconfiguration: opt(text(60)),
  doors: opt(num(whole(), atLeast(0), atMost(10))),
  seats: opt(num(whole(), atLeast(0), atMost(100))),
  drive: opt(text(20)),
  item_type: opt(text(40)),
  carsales_title: opt(text(300)),
  gearnum: opt(num(whole(), atLeast(0), atMost(20))),
  trans: opt(text(60)),
  simple_transmission: opt(text(40)),
  fuel: opt(text(60)),
  simple_fuel: opt(text(40)),
  engine_size: opt(num(whole(), atLeast(0), atMost(30_000))),
  engine_size_litres: opt(num(atLeast(0), atMost(30))),
  km: z._default(num(whole(), atLeast(0, "cannot be negative"), atMost(3_000_000)), 0),
  price: z._default(money, 0),
  before_price: opt(money),
  subscription_price: opt(money),
  offer_price: opt(money),
  preorder: z._default(bool, false),
  price_type: opt(text(40)),
  car_type: z.enum(["new", "used", "demo"], { error: "must be new, used or demo" }),
  status: text(40).check(z.regex(/^[a-z_]+$/, "must be a lowercase word such as in_stock, coming_soon or sold")),
  tag: opt(text(60)),
  reserved: z._default(bool, false),
  certified: z._default(bool, false),
  show_on_dealer_website: z._default(bool, true),
  sold_date_timestamp: opt(num(whole(), atLeast(1))),
  payment_processors: z._default(json(z.array(z.string())), []),
  custom_rank: z._default(num(whole()), 0),
  created_at: opt(z.iso.datetime({ offset: true, error: "must be an ISO date-time" })),
  build_date: opt(isoDate),
  compliance_date: opt(isoDate),
  rego_expiry: opt(isoDate),
  images: z._default(json(z.array(image)), []),
  // A dealer's own video may live on the site itself, as the demo's do: a root-relative path is allowed.
  video_url: opt(
    text(500).check(z.refine((v) => isUrl(v) || /^\/[^/]/.test(v), "must be an address or a path on the site")),
  ),
  external_video_url: opt(text(500).check(z.refine(isUrl, "must be an address such as https://..."))),
  spin_images: z._default(json(z.array(z.string().check(z.minLength(1)))), []),
  spin_interior_image: opt(text(500)),
  spin_code: opt(text(100)),
  hotspots: z._default(
    json(
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
    ),
    [],
  ),
  dealercomments: opt(text(10_000)),
  standardEquipment: z._default(json(z.array(z.string())), []),
  file: opt(text(500)),
  finance_lenders: z._default(
    json(
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
    ),
    {},
  ),
  autograb_data: opt(json(z.object({ state_average_market_price: nullableNum, average_market_price: nullableNum }))),
  views: z._default(num(whole(), atLeast(0)), 0),
  private_suburb: opt(text(80)),
  private_postcode: opt(text(4)),
  variant: opt(json(z.record(z.string(), z.union([z.number(), z.string(), z.null()])))),
  specifications: opt(
    json(
      z.object({
        body_width: nullableNum,
        body_length: nullableNum,
        tare_weight: nullableNum,
        axle_type: z.optional(z.nullable(z.string())),
        sleeps: nullableNum,
        aggregate_trailer_mass: nullableNum,
        gross_trailer_mass: nullableNum,
        ball_weight: nullableNum,
        axles: nullableNum,
        water_tanks: nullableNum,
        grey_water_tanks: nullableNum,
      }),
    ),
  ),
});

/** Figures that cannot be true together are refused, beside the field that is out (issue 57). */
const PlausibleCar = CarFields.check((ctx) => {
  for (const { path, message } of implausibleFigures(ctx.value as RowFigures))
    ctx.issues.push({ code: "custom", path, message, input: ctx.value });
});

export const CarRowSchema = before(withoutBlanks, PlausibleCar);

/** Every field an import reads, by its spec name. */
export const IMPORT_FIELDS = Object.keys(CarFields.shape) as (keyof typeof CarFields.shape)[];
export type ImportField = (typeof IMPORT_FIELDS)[number];

export type CarRowInput = z.input<typeof CarFields>;
export type CarRow = z.output<typeof CarRowSchema>;

/** One car's record read by the import's rules (a console form's, say): the car, or every issue. */
export function readCarRow(record: unknown) {
  return z.safeParse(CarRowSchema, storableJson(record));
}

export function carName(row: Pick<CarRow, "year" | "make" | "model" | "badge">): string {
  return [row.year, row.make, row.model, row.badge].filter(Boolean).join(" ");
}

export function carSlug(row: Pick<CarRow, "year" | "make" | "model" | "badge" | "stocknum">): string {
  return slugify(`${carName(row)} ${row.stocknum}`);
}

function whereIn(path: readonly PropertyKey[], columnOf: (field: string) => string): string {
  if (!path.length) return "row";
  return [columnOf(String(path[0])), ...path.slice(1).map(String)].join(".");
}

export interface RowProblem {
  /** 1-based position of the row in the file (data rows, header not counted). */
  row: number;
  stocknum?: string;
  reason: string;
}

/**
 * Validates every row; a repeated stocknum within one batch is a problem of the later row. A mapped
 * file's problems name the dealer's own column (`columnOf`), not the field it fills.
 */
export function validateCarRows(
  records: readonly unknown[],
  columnOf: (field: string) => string = (field) => field,
): {
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
    const parsed = readCarRow(record);
    if (!parsed.success) {
      const stocknum =
        typeof record === "object" && record && "stocknum" in record ? String(record.stocknum) : undefined;
      const reason = parsed.error.issues
        .map((issue) => `${whereIn(issue.path, columnOf)}: ${issue.message}`)
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
