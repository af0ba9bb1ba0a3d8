import { and, eq, sql } from "drizzle-orm";
import { advertisedPrice } from "~/features/cars";
import type { CarRow } from "~/features/inventory";
import { carColumns, type PriceChange } from "~/features/inventory/index.server";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { cars } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { refusal, type Refusal } from "~/platform/forms/refusal";
import { carFields } from "./car-form";
import { publishStockChange } from "./stock-publish.server";

export type CarSave = { ok: true; id: number; version: number } | Refusal;

export const CONFLICT =
  "Someone else saved this car after you opened it, so your changes were not saved. Your edits are still in the form: open the car again in a new tab to see theirs, then save again.";

/** Columns the form does not hold: photos have their own panel, views are counted, the import's hash stays the feed's. */
const KEPT = ["site_id", "images", "photos_count", "primary_image_url", "views", "import_hash", "created_at"] as const;

type Columns = Exclude<Awaited<ReturnType<typeof carColumns>>, string>;

/** The car's columns, or the yard refused (a yard of another site, or none). */
async function columnsOf(scope: SiteScope, car: CarRow) {
  const columns = await carColumns(scope, car);
  if (typeof columns === "string") return refusal("invalid", columns, { location_id: columns });
  return { ok: true as const, columns };
}

/** The columns a save writes: a field left empty in the form is cleared, not left as it was. */
function editable(columns: Columns) {
  const set: Record<string, unknown> = { ...columns };
  for (const key of KEPT) delete set[key];
  for (const field of carFields) if (set[field.name] === undefined) set[field.name] = null;
  return set as Partial<Columns>;
}

function duplicate(error: unknown): CarSave | null {
  const text = String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
  if (text.includes("cars_site_stocknum"))
    return refusal("invalid", "Another car has that stock number.", {
      stocknum: "Another car of this site has this stock number.",
    });
  if (text.includes("cars_site_slug"))
    return refusal("invalid", "Another car has that address.", {
      slug: "Another car of this site has this address.",
    });
  return null;
}

/**
 * Saves the form over the car as it was when the form was opened (`version`): if anyone saved it
 * since (another tab, a colleague, a feed), nothing is written and the editor is told.
 */
export async function saveCar(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  version: number,
  car: CarRow,
  now = new Date(),
): Promise<CarSave> {
  const read = await columnsOf(scope, car);
  if (!read.ok) return read;
  const [stored] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.id, id), eq(cars.site_id, scope.siteId)));
  if (!stored) return refusal("not-found", "No such car in this site's stock.");
  if (stored.version !== version) return refusal("conflict", CONFLICT);
  const set = editable(read.columns);
  if (set.status === "sold" && stored.status !== "sold") set.sold_date_timestamp = Math.floor(now.getTime() / 1000);
  const changed = Object.keys(set).filter(
    (key) =>
      JSON.stringify(set[key as keyof typeof set] ?? null) !==
      JSON.stringify(stored[key as keyof typeof stored] ?? null),
  );
  try {
    const saved = await scope.db.transaction(async (tx) => {
      const [row] = await tx
        .update(cars)
        .set({ ...set, version: sql`${cars.version} + 1`, updated_at: now })
        .where(and(eq(cars.id, id), eq(cars.site_id, scope.siteId), eq(cars.version, version)))
        .returning({ version: cars.version });
      if (!row) return null;
      const pick = (source: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, source[k] ?? null]));
      await recordAudit(
        tx,
        scope.siteId,
        {
          staffId: staff.staffId,
          action: "car.edit",
          entity: "car",
          entityId: id,
          before: pick(stored),
          after: pick(set),
        },
        now,
      );
      return row;
    });
    if (!saved) return refusal("conflict", CONFLICT);
    const old = advertisedPrice(stored);
    const next = advertisedPrice({ price: set.price ?? stored.price, offer_price: set.offer_price ?? null });
    const prices: PriceChange[] = old !== next ? [{ car_id: id, old_price: old, new_price: next }] : [];
    await publishStockChange(scope, [id], prices);
    return { ok: true, id, version: saved.version };
  } catch (error) {
    const refused = duplicate(error);
    if (refused) return refused;
    throw error;
  }
}

/** Adds a car typed into the console, audited, and publishes it. */
export async function addCar(scope: SiteScope, staff: StaffMember, car: CarRow, now = new Date()): Promise<CarSave> {
  const read = await columnsOf(scope, car);
  if (!read.ok) return read;
  const { import_hash: _hash, ...columns } = read.columns;
  if (columns.status === "sold") columns.sold_date_timestamp = Math.floor(now.getTime() / 1000);
  try {
    const row = await scope.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(cars)
        .values({ ...columns, created_at: now, updated_at: now })
        .returning({ id: cars.id, version: cars.version });
      await recordAudit(
        tx,
        scope.siteId,
        {
          staffId: staff.staffId,
          action: "car.add",
          entity: "car",
          entityId: inserted!.id,
          after: { stocknum: columns.stocknum, name: columns.name },
        },
        now,
      );
      return inserted!;
    });
    await publishStockChange(scope, [row.id], [], [row.id]);
    return { ok: true, id: row.id, version: row.version };
  } catch (error) {
    const refused = duplicate(error);
    if (refused) return refused;
    throw error;
  }
}
