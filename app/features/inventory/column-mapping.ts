import { IMPORT_FIELDS, type ImportField } from "./car-row";
import { UnparseableRow } from "./unparseable-row";

/**
 * Issue 55: a dealer's file names its columns the way their DMS does ("Stock No", "KMs", "Drive
 * Away"). A column mapping says which import field each column fills (or that it is not used); it
 * is guessed from common names, confirmed by a person once, and kept for the next file with the
 * same columns.
 */
export type ColumnMapping = Record<string, ImportField | null>;

/** What a mapping must give every row: the fields an import cannot do without. */
export const MAPPING_REQUIRED: readonly ImportField[] = ["stocknum", "year", "make", "model"];

/** When no column says new, used or demo, or in stock or sold, the person says it once for the file. */
export interface MappingDefaults {
  car_type?: "new" | "used" | "demo";
  status?: string;
}

const normal = (header: string) =>
  header
    .toLowerCase()
    .replace(/#/g, "number")
    .replace(/[^a-z0-9]/g, "");

/** Names DMS exports give each field, written as `normal` leaves them. */
const SYNONYMS: Partial<Record<ImportField, string[]>> = {
  stocknum: ["stockno", "stocknumber", "stock", "stockid", "stockcode", "stk", "stkno", "stocknum"],
  vin: ["vin", "vinnumber", "vinno", "chassis", "chassisnumber", "chassisno"],
  regplate: ["rego", "regono", "registration", "registrationnumber", "regno", "plate", "numberplate", "regplate"],
  year: ["year", "yr", "modelyear", "releaseyear"],
  make: ["make", "manufacturer", "brand"],
  model: ["model", "modelname"],
  badge: ["badge", "variant", "grade", "trim"],
  series: ["series", "modelseries"],
  km: ["km", "kms", "odometer", "odometerkm", "odo", "kilometres", "kilometers", "mileage"],
  price: ["price", "driveaway", "driveawayprice", "askingprice", "sellprice", "retailprice", "advertisedprice"],
  before_price: ["wasprice", "previousprice", "beforeprice", "rrp"],
  car_type: ["condition", "newused", "stocktype", "vehiclecondition", "cartype", "usednew"],
  status: ["status", "stockstatus", "availability"],
  body: ["body", "bodytype", "bodystyle", "bodyshape"],
  trans: ["trans", "transmission", "gearbox", "transmissiontype"],
  colour: ["colour", "color", "exteriorcolour", "exteriorcolor", "extcolour", "paint", "paintcolour"],
  interior_colour: ["interiorcolour", "interiorcolor", "trimcolour"],
  fuel: ["fuel", "fueltype"],
  drive: ["drive", "drivetype", "drivetrain", "driveline", "drivewheels"],
  engine_size: ["enginecc", "cc", "capacitycc", "enginecapacity"],
  engine_size_litres: ["enginelitres", "enginesizelitres", "litres", "enginesize"],
  doors: ["doors", "doorcount", "numberofdoors"],
  seats: ["seats", "seatcount", "numberofseats", "seatingcapacity"],
  images: ["photos", "photourls", "photourl", "images", "imageurls", "pictures", "pictureurls", "photo"],
  dealercomments: ["comments", "description", "dealercomments", "adtext", "sellercomments", "notes"],
  nvic: ["nvic"],
  build_date: ["builddate", "built"],
  compliance_date: ["compliancedate", "compliance", "compdate"],
  rego_expiry: ["regoexpiry", "registrationexpiry", "regoexpires", "regexpiry"],
  dealership_slug: ["dealershipslug"],
};

const BY_NAME = new Map<string, ImportField>(
  Object.entries(SYNONYMS).flatMap(([field, names]) => names.map((n) => [n, field as ImportField])),
);
const FIELD_NAMES = new Set<string>(IMPORT_FIELDS);

/** The file's columns, in order: the keys of its rows (every row, so a JSON file's later keys count). */
export function columnsOf(records: readonly unknown[]): string[] {
  const columns = new Set<string>();
  for (const record of records)
    if (record && typeof record === "object" && !(record instanceof UnparseableRow) && !Array.isArray(record))
      for (const key of Object.keys(record)) columns.add(key);
  return [...columns];
}

/** A file whose every column is an import field's own name needs no mapping. */
export function needsMapping(columns: readonly string[]): boolean {
  return columns.some((c) => !FIELD_NAMES.has(c));
}

/** The same columns in any order: what a saved mapping is found by. */
export function columnsKey(columns: readonly string[]): string {
  return [...columns]
    .map((c) => c.trim().toLowerCase())
    .sort()
    .join("\u001f");
}

/** Each column's best guess: its own field name, else a common DMS name; each field taken once, first column first. */
export function suggestMapping(columns: readonly string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  const mapping: ColumnMapping = {};
  for (const column of columns) {
    const guess = FIELD_NAMES.has(column) ? (column as ImportField) : BY_NAME.get(normal(column));
    mapping[column] = guess && !taken.has(guess) ? guess : null;
    if (guess) taken.add(guess);
  }
  return mapping;
}

/** What is wrong with a mapping, in the words the mapping step shows; empty when it can be used. */
export function mappingProblems(mapping: ColumnMapping, defaults: MappingDefaults): string[] {
  const fields = Object.values(mapping).filter((f): f is ImportField => f !== null);
  const problems = MAPPING_REQUIRED.filter((f) => !fields.includes(f)).map(
    (f) => `Choose the column that holds the ${FIELD_LABELS[f]!.toLowerCase()}.`,
  );
  if (!fields.includes("car_type") && !defaults.car_type)
    problems.push("Choose the column that says new, used or demo, or say which every car in the file is.");
  const twice = fields.filter((f, i) => fields.indexOf(f) !== i);
  for (const f of new Set(twice)) problems.push(`Two columns are set to ${FIELD_LABELS[f] ?? f}: choose one.`);
  return problems;
}

/** Labels for the fields a DMS file usually has; the rest are offered by their import name. */
export const FIELD_LABELS: Partial<Record<ImportField, string>> = {
  stocknum: "Stock number",
  vin: "VIN",
  regplate: "Rego",
  year: "Year",
  make: "Make",
  model: "Model",
  badge: "Badge",
  series: "Series",
  km: "Odometer (km)",
  price: "Price",
  before_price: "Was price",
  car_type: "New, used or demo",
  status: "Status",
  body: "Body type",
  trans: "Transmission",
  colour: "Colour",
  interior_colour: "Interior colour",
  fuel: "Fuel",
  drive: "Drive",
  engine_size: "Engine (cc)",
  engine_size_litres: "Engine (litres)",
  doors: "Doors",
  seats: "Seats",
  images: "Photo addresses",
  dealercomments: "Dealer comments",
  build_date: "Build date",
  compliance_date: "Compliance date",
  rego_expiry: "Rego expiry",
};

export const fieldLabel = (field: ImportField) => FIELD_LABELS[field] ?? field;

/** A row's cells under their fields, read as dealers write them; columns not used are left out. */
export function mapRecord(record: unknown, mapping: ColumnMapping, defaults: MappingDefaults = {}): unknown {
  if (!record || typeof record !== "object" || record instanceof UnparseableRow || Array.isArray(record)) return record;
  const mapped: Record<string, unknown> = { status: defaults.status ?? "in_stock", car_type: defaults.car_type };
  for (const [column, value] of Object.entries(record)) {
    const field = mapping[column];
    const blank = value === null || value === undefined || (typeof value === "string" && value.trim() === "");
    if (field && !blank) mapped[field] = typeof value === "string" ? dealerValue(field, value) : value;
  }
  return mapped;
}

const STATUS_WORDS: Record<string, string> = {
  instock: "in_stock",
  available: "in_stock",
  forsale: "in_stock",
  active: "in_stock",
  current: "in_stock",
  comingsoon: "coming_soon",
  intransit: "coming_soon",
  incoming: "coming_soon",
  ordered: "coming_soon",
  sold: "sold",
  delivered: "sold",
};
const CONDITION_WORDS: Record<string, string> = {
  new: "new",
  used: "used",
  preowned: "used",
  secondhand: "used",
  demo: "demo",
  demonstrator: "demo",
  exdemo: "demo",
};
const TRANSMISSION_WORDS: Record<string, string> = {
  auto: "Automatic",
  automatic: "Automatic",
  a: "Automatic",
  at: "Automatic",
  manual: "Manual",
  man: "Manual",
  m: "Manual",
  mt: "Manual",
};
const DRIVE_WORDS: Record<string, string> = {
  "4x4": "4x4",
  "4wd": "4x4",
  "4x2": "4x2",
  "2wd": "4x2",
  awd: "AWD",
  fwd: "FWD",
  rwd: "RWD",
};
const NUMBER_FIELDS = new Set<ImportField>(["km", "doors", "seats", "engine_size", "year"]);
const MONEY_FIELDS = new Set<ImportField>(["price", "before_price", "offer_price", "subscription_price"]);

/** "$32,990 DAP" is 32990, "45,000 km" is 45000, "Auto" is Automatic, "4WD" is 4x4, "In Stock" is in_stock. */
export function dealerValue(field: ImportField, value: string): unknown {
  const v = value.trim();
  const word = v.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (v === "") return v;
  if (MONEY_FIELDS.has(field) || NUMBER_FIELDS.has(field)) {
    const digits = /^\$?\s*([\d,]+(?:\.\d+)?)\s*[a-z.]*$/i.exec(v)?.[1];
    return digits ? digits.replace(/,/g, "") : v;
  }
  if (field === "status") return STATUS_WORDS[word] ?? v.toLowerCase().replace(/\s+/g, "_");
  if (field === "car_type") return CONDITION_WORDS[word] ?? v;
  if (field === "trans") return TRANSMISSION_WORDS[word] ?? v;
  if (field === "drive") return DRIVE_WORDS[v.toLowerCase()] ?? v;
  if (field === "images") return photoList(v);
  return v;
}

/** Photo addresses separated by `|`, `,` or spaces, as the import's image records. */
function photoList(value: string) {
  return value
    .split(/[|,\s]+/)
    .filter((url) => /^https?:\/\//i.test(url))
    .map((url) => ({ image: { url }, thumb: { url } }));
}

/** A file's rows under the import's fields, and for its problems the dealer's name of each field's column. */
export function mappedRows(records: readonly unknown[], columnMap: StoredColumnMap | null) {
  if (!columnMap) return { records, columnOf: (field: string) => field };
  const mapping = columnMap.mapping as ColumnMapping;
  const columnByField = new Map(Object.entries(mapping).flatMap(([column, f]) => (f ? [[f as string, column]] : [])));
  return {
    records: records.map((r) => mapRecord(r, mapping, columnMap.defaults)),
    columnOf: (field: string) => columnByField.get(field) ?? fieldLabel(field as ImportField),
  };
}

/** A mapping as it is stored with a run and kept for the next file with the same columns. */
export interface StoredColumnMap {
  mapping: Record<string, string | null>;
  defaults: MappingDefaults;
}

/** The first few values under each column, for the person mapping them to see what each holds. */
export function columnSamples(records: readonly unknown[], columns: readonly string[], count = 3) {
  return columns.map((column) => ({
    column,
    samples: records
      .flatMap((r) =>
        r && typeof r === "object" && !(r instanceof UnparseableRow) ? [(r as Record<string, unknown>)[column]] : [],
      )
      .filter((v) => v !== undefined && v !== null && String(v).trim() !== "")
      .slice(0, count)
      .map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v)).slice(0, 80)),
  }));
}
