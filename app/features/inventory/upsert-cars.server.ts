import { createHash } from "node:crypto";
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { priceDropped, type StockChanges } from "~/features/alerts";
import { advertisedPrice } from "~/features/cars";
import { announceInventoryChange } from "~/platform/db/change-feed.server";
import { car_price_changes, cars, dealerships, locations } from "~/platform/db/schema";
import type { CarLocation } from "~/platform/db/json-types";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { carName, carSlug, type CarRow, type RowProblem } from "./car-row";

export interface UpsertReport {
  inserted: number;
  updated: number;
  unchanged: number;
  bad: RowProblem[];
}

type Written = { id: number; inserted: boolean; price: number; offer_price: number | null; stocknum: string };

type CarInsert = typeof cars.$inferInsert;
const CHUNK = 500;

/** Upserts validated rows by (site, stocknum). A row identical to what is stored changes nothing. */
export async function upsertCars(
  scope: SiteScope,
  rows: { row: number; car: CarRow }[],
): Promise<UpsertReport & { changes: StockChanges }> {
  const report: UpsertReport = { inserted: 0, updated: 0, unchanged: 0, bad: [] };
  const written: Written[] = [];
  const before = new Map<string, number>();
  const references = await loadReferences(
    scope,
    rows.map((r) => r.car),
  );
  const values: { row: number; stocknum: string; value: CarInsert }[] = [];
  for (const { row, car } of rows) {
    const resolved = toInsert(scope, car, references);
    if (typeof resolved === "string") report.bad.push({ row, stocknum: car.stocknum, reason: resolved });
    else values.push({ row, stocknum: car.stocknum, value: resolved });
  }
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK);
    for (const [stocknum, price] of await advertisedPrices(
      scope,
      chunk.map((c) => c.stocknum),
    ))
      before.set(stocknum, price);
    try {
      tally(
        report,
        written,
        await writeChunk(
          scope,
          chunk.map((c) => c.value),
        ),
        chunk.length,
      );
    } catch {
      // One bad row (a slug another car already uses, say) must not cost the others: retry one by one.
      for (const one of chunk) {
        try {
          tally(report, written, await writeChunk(scope, [one.value]), 1);
        } catch (error) {
          report.bad.push({ row: one.row, stocknum: one.stocknum, reason: describeDbError(error) });
        }
      }
    }
  }
  report.bad.sort((a, b) => a.row - b.row);
  await recordPriceChanges(scope, priceChanges(written, before), "import");
  if (written.length > 0)
    await announceInventoryChange(
      scope.db,
      scope.siteId,
      written.map((w) => w.id),
    );
  return { ...report, changes: stockChanges(written, before) };
}

export interface PriceChange {
  car_id: number;
  old_price: number;
  new_price: number;
}

function priceChanges(written: Written[], before: Map<string, number>): PriceChange[] {
  return written.flatMap((w) => {
    const old = before.get(w.stocknum);
    const now = advertisedPrice(w);
    return !w.inserted && old !== undefined && old !== now ? [{ car_id: w.id, old_price: old, new_price: now }] : [];
  });
}

/** The price history: each change of a car's advertised price, whoever made it. */
export async function recordPriceChanges(
  scope: Pick<SiteScope, "db" | "siteId">,
  changes: readonly PriceChange[],
  source: "import" | "console",
): Promise<void> {
  for (let i = 0; i < changes.length; i += CHUNK)
    await scope.db
      .insert(car_price_changes)
      .values(changes.slice(i, i + CHUNK).map((c) => ({ ...c, site_id: scope.siteId, source })));
}

/** `before` holds the advertised price each updated car had before this write. */
function stockChanges(written: Written[], before: Map<string, number>): StockChanges {
  const priceDrops = priceChanges(written, before).filter((c) => priceDropped(c.old_price, c.new_price));
  return { added: written.filter((w) => w.inserted).map((w) => w.id), priceDrops };
}

async function advertisedPrices(scope: SiteScope, stocknums: string[]): Promise<Map<string, number>> {
  const rows = await scope.db
    .select({ stocknum: cars.stocknum, price: cars.price, offer_price: cars.offer_price })
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), inArray(cars.stocknum, stocknums)));
  return new Map(rows.map((r) => [r.stocknum, advertisedPrice(r)]));
}

function tally(report: UpsertReport, written: Written[], rows: Written[], attempted: number) {
  const inserted = rows.filter((w) => w.inserted).length;
  report.inserted += inserted;
  report.updated += rows.length - inserted;
  report.unchanged += attempted - rows.length;
  written.push(...rows);
}

// The market segment is the database's to keep (a generated column).
const { id: _id, site_id: _site, created_at: _created, market_segment: _segment, ...updatable } = getTableColumns(cars);
/** A row that brings no photos keeps the ones the car has (uploaded in the console, say). */
const PHOTO_COLUMNS = new Set(["images", "photos_count", "primary_image_url"]);
const updateSet = Object.fromEntries(
  Object.entries(updatable).map(([key, column]) => [
    key,
    key === "updated_at"
      ? sql`now()`
      : key === "version"
        ? sql`${cars.version} + 1`
        : PHOTO_COLUMNS.has(key)
          ? sql.raw(
              `case when excluded.images = '[]'::jsonb then "cars"."${column.name}" else excluded."${column.name}" end`,
            )
          : sql.raw(`excluded."${column.name}"`),
  ]),
);

async function writeChunk(scope: SiteScope, chunk: CarInsert[]) {
  return scope.db
    .insert(cars)
    .values(chunk)
    .onConflictDoUpdate({
      target: [cars.site_id, cars.stocknum],
      set: updateSet,
      setWhere: sql`${cars.import_hash} is distinct from excluded.import_hash`,
    })
    .returning({
      id: cars.id,
      inserted: sql<boolean>`(xmax = 0)`,
      price: cars.price,
      offer_price: cars.offer_price,
      stocknum: cars.stocknum,
    });
}

function describeDbError(error: unknown): string {
  const cause =
    (error as { cause?: { message?: string; constraint?: string } }).cause ??
    (error as { message?: string; constraint?: string });
  if (cause.constraint === "cars_site_slug" || cause.message?.includes("cars_site_slug"))
    return "slug is already used by another car of this site";
  return cause.message ?? "could not be stored";
}

interface References {
  locations: Map<number, CarLocation & { dealership_id: number | null; dealership_slug: string | null }>;
  dealerships: Map<string, number>;
}

async function loadReferences(scope: SiteScope, rows: CarRow[]): Promise<References> {
  const locationIds = [...new Set(rows.flatMap((r) => (r.location_id ? [r.location_id] : [])))];
  const dealershipRows = await scope.db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(eq(dealerships.site_id, scope.siteId));
  return {
    dealerships: new Map(dealershipRows.map((d) => [d.slug, d.id])),
    locations: await yardsById(scope, locationIds),
  };
}

async function yardsById(scope: SiteScope, ids: number[]): Promise<References["locations"]> {
  const rows = ids.length
    ? await scope.db
        .select()
        .from(locations)
        .where(and(eq(locations.site_id, scope.siteId), inArray(locations.id, ids)))
    : [];
  return new Map(
    rows.map((l) => [
      l.id,
      {
        id: l.id,
        name: l.name,
        slug: l.slug,
        phone: l.contact_detail.phone,
        location_type: l.location_type,
        location_subtype: l.location_subtype,
        manufacturers: l.manufacturers,
        manufacturer: l.manufacturers[0] ?? null,
        distribution_locations: l.distribution_locations,
        address: {
          street: l.address.street,
          city: l.address.city,
          state: l.address.state,
          postcode: l.address.postcode,
          place_url: l.address.place_url ?? null,
        },
        dealership_id: l.dealership_id,
        dealership_slug: l.dealership_slug,
      },
    ]),
  );
}

/** A car's yard columns when it moves to this yard of the site (the snapshot pages show), null when the site has no such yard. */
export async function yardColumns(scope: SiteScope, locationId: number) {
  const yard = (await yardsById(scope, [locationId])).get(locationId);
  if (!yard) return null;
  const { dealership_id, dealership_slug, ...location } = yard;
  return { location_id: yard.id, location, dealership_id, dealership_slug };
}

/** One car's stored columns from its validated row, or why it cannot be stored (a yard the site has not). */
export async function carColumns(scope: SiteScope, car: CarRow): Promise<CarInsert | string> {
  return toInsert(scope, car, await loadReferences(scope, [car]));
}

function toInsert(scope: SiteScope, car: CarRow, refs: References): CarInsert | string {
  const location = car.location_id === undefined ? undefined : refs.locations.get(car.location_id);
  if (car.location_id !== undefined && !location)
    return `location_id ${car.location_id} is not a location of this site`;
  const dealershipSlug = car.dealership_slug ?? location?.dealership_slug ?? undefined;
  const dealershipId = dealershipSlug ? refs.dealerships.get(dealershipSlug) : undefined;
  if (car.dealership_slug && dealershipId === undefined)
    return `dealership_slug ${car.dealership_slug} is not a dealership of this site`;
  const slug = car.slug ?? carSlug(car);
  const { location_id: _l, dealership_slug: _d, created_at, ...fields } = car;
  const snapshot = location ? (({ dealership_id: _di, dealership_slug: _ds, ...rest }) => rest)(location) : null;
  return {
    ...fields,
    site_id: scope.siteId,
    slug,
    name: car.name ?? carName(car),
    path: `/cars/${slug}`,
    website: scope.config.url,
    has_nvic: Boolean(car.nvic),
    dealership_slug: dealershipSlug ?? null,
    dealership_id: dealershipId ?? location?.dealership_id ?? null,
    location_id: location?.id ?? null,
    location: snapshot,
    photos_count: car.images.length,
    primary_image_url: car.images[0]?.image.url ?? null,
    autograb_data: car.autograb_data ?? null,
    variant: car.variant ?? null,
    specifications: car.specifications ?? null,
    ...(created_at ? { created_at: new Date(created_at) } : {}),
    import_hash: createHash("sha1")
      .update(JSON.stringify([car, snapshot]))
      .digest("hex"),
  };
}
