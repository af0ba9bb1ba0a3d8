import { toCsv } from "~/platform/text/csv";
import type { CarRow } from "./car-row";

/**
 * Issue 40: what an import would do, before it does it: the cars it adds, each field it changes
 * on a car already stored (from → to), and for a full feed the cars it no longer lists, which are
 * marked sold. A field a row leaves out is not a change: the import keeps what is stored.
 */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

export interface PreviewRow {
  row: number;
  stocknum: string;
  name: string;
  changes: FieldChange[];
}

export interface ImportPreview {
  added: PreviewRow[];
  changed: PreviewRow[];
  unchanged: number;
  /** Listed no more by a full feed: marked sold when applied. */
  removed: { stocknum: string; name: string }[];
}

/** The stored car as the import's fields name it. */
export type StoredCar = Record<string, unknown> & { stocknum: string; name: string; status: string };

/** Fields the import computes or counts rather than reads as given. */
const NOT_COMPARED = new Set(["created_at", "views", "dealership_slug"]);

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length)) return "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function same(a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && !v.length);
  if (blank(a) && blank(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function fieldChanges(car: CarRow, stored: StoredCar): FieldChange[] {
  return Object.entries(car).flatMap(([field, value]) => {
    if (NOT_COMPARED.has(field) || value === undefined || same(value, stored[field])) return [];
    // A row without photos keeps the car's (upsert-cars.server.ts).
    if (field === "images" && Array.isArray(value) && !value.length) return [];
    return [{ field, from: shown(stored[field]), to: shown(value) }];
  });
}

export function previewImport(
  good: readonly { row: number; car: CarRow }[],
  stored: ReadonlyMap<string, StoredCar>,
  fullFeed: { listed: ReadonlySet<string> } | null,
): ImportPreview {
  const preview: ImportPreview = { added: [], changed: [], unchanged: 0, removed: [] };
  for (const { row, car } of good) {
    const before = stored.get(car.stocknum);
    const name = car.name ?? [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
    if (!before) preview.added.push({ row, stocknum: car.stocknum, name, changes: [] });
    else {
      const changes = fieldChanges(car, before);
      if (changes.length) preview.changed.push({ row, stocknum: car.stocknum, name, changes });
      else preview.unchanged += 1;
    }
  }
  if (fullFeed && good.length)
    for (const car of stored.values())
      if (!fullFeed.listed.has(car.stocknum) && car.status !== "sold")
        preview.removed.push({ stocknum: car.stocknum, name: car.name });
  return preview;
}

/** The error report a dealer downloads: one line per bad row. */
export function errorReportCsv(bad: readonly { row: number; stocknum?: string; reason: string }[]): string {
  return toCsv(
    ["row", "stocknum", "reason"],
    bad.map((b) => [b.row, b.stocknum ?? "", b.reason]),
  );
}
