import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { cars, inventory_imports, type ImportCounts } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { validateCarRows, type RowProblem } from "./car-row";
import {
  columnSamples,
  columnsOf,
  mappedRows,
  mappingProblems,
  needsMapping,
  suggestMapping,
  type ColumnMapping,
  type StoredColumnMap,
} from "./column-mapping";
import { keepColumnMap, savedColumnMap } from "./column-maps.server";
import { previewImport, type StoredCar } from "./import-preview";
import { importRun, NO_ROWS } from "./import-runs.server";
import { crossesSoldGuard, soldCountConfirmed } from "./sold-guard";
import { soldCountWords } from "./import-forms";
import { importInventory } from "./import.server";
import { parseInventory, type InventoryFormat } from "./parse-inventory";
import { refusal, type Refusal } from "~/platform/forms/refusal";

export interface ImportUpload {
  fileName: string;
  text: string;
  format: InventoryFormat;
  fullFeed: boolean;
}

/** The site's cars as an import's fields name them, by stock number. */
async function storedCars(scope: SiteScope): Promise<Map<string, StoredCar>> {
  const rows = await scope.db.select().from(cars).where(eq(cars.site_id, scope.siteId));
  return new Map(rows.map((row) => [row.stocknum, row as unknown as StoredCar]));
}

/** What applying the file's rows would do, against the stock as it is now, and whether it crosses the sold guard. */
async function previewOf(
  scope: SiteScope,
  records: readonly unknown[],
  fullFeed: boolean,
  columnMap: StoredColumnMap | null,
) {
  const mapped = mappedRows(records, columnMap);
  const { good, bad } = validateCarRows(mapped.records, mapped.columnOf);
  const listed = new Set([...good.map((g) => g.car.stocknum), ...bad.flatMap((b) => (b.stocknum ? [b.stocknum] : []))]);
  const stored = await storedCars(scope);
  const preview = previewImport(good, stored, fullFeed ? { listed } : null);
  const guard = {
    unlisted: preview.removed.length,
    unsold: [...stored.values()].filter((car) => car.status !== "sold").length,
    limitPercent: scope.config.imports.full_feed_sold_limit_percent,
  };
  return { preview, bad, soldGuard: crossesSoldGuard(guard) ? guard : null };
}

function previewCounts({ preview, bad }: Pick<Awaited<ReturnType<typeof previewOf>>, "preview" | "bad">) {
  return {
    rows: preview.added.length + preview.changed.length + preview.unchanged + bad.length,
    added: preview.added.length,
    changed: preview.changed.length,
    unchanged: preview.unchanged,
    removed: preview.removed.length,
    bad: bad.length,
  };
}

/**
 * How an uploaded file is read: in the import's own field names; with the mapping kept for its
 * columns; or, the first time its columns are seen, a mapping step with the columns guessed.
 */
async function uploadColumnMap(scope: SiteScope, records: unknown[]) {
  const columns = columnsOf(records);
  if (!needsMapping(columns)) return { columnMap: null, mapped: true };
  const saved = await savedColumnMap(scope, columns);
  return saved
    ? { columnMap: saved, mapped: true }
    : { columnMap: { mapping: suggestMapping(columns), defaults: {} }, mapped: false };
}

/**
 * Keeps an uploaded file as a previewed run (or, when its columns need mapping, a run waiting for
 * its mapping): nothing in the stock changes until it is applied. A file that cannot be read at all
 * answers why.
 */
export async function previewUpload(
  scope: SiteScope,
  staff: StaffMember,
  upload: ImportUpload,
): Promise<{ ok: true; runId: number } | { ok: false; error: string }> {
  let counts: ImportCounts;
  let bad: RowProblem[] = [];
  let read: Awaited<ReturnType<typeof uploadColumnMap>>;
  try {
    const records = parseInventory(upload.text, upload.format);
    read = await uploadColumnMap(scope, records);
    counts = { ...NO_ROWS, rows: records.length };
    if (read.mapped) {
      const previewed = await previewOf(scope, records, upload.fullFeed, read.columnMap);
      counts = previewCounts(previewed);
      bad = previewed.bad;
    }
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const run = await scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inventory_imports)
      .values({
        site_id: scope.siteId,
        source: "console",
        file_name: upload.fileName.slice(0, 200) || "upload",
        format: upload.format,
        full_feed: upload.fullFeed,
        body: upload.text,
        status: read.mapped ? "previewed" : "mapping",
        column_map: read.columnMap,
        counts,
        bad,
        staff_id: staff.staffId,
      })
      .returning({ id: inventory_imports.id });
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "import.preview",
      entity: "import",
      entityId: row!.id,
      after: { file: upload.fileName.slice(0, 200), full_feed: upload.fullFeed },
    });
    return row!;
  });
  return { ok: true, runId: run.id };
}

/** The columns of a run's file, in order, while it can still be mapped. */
export async function importRunColumns(scope: SiteScope, id: number): Promise<string[] | null> {
  const run = await importRun(scope, id);
  if (!run || run.body === null) return null;
  return columnsOf(parseInventory(run.body, run.format as InventoryFormat));
}

/**
 * A person's mapping of a run's columns: checked, kept for the next file with the same columns, and
 * the run previewed with it.
 */
export async function mapImportRun(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  columnMap: StoredColumnMap,
): Promise<{ ok: true } | Refusal> {
  const run = await importRun(scope, id);
  if (!run) return refusal("not-found", "No such import on this site.");
  if (run.body === null || (run.status !== "mapping" && run.status !== "previewed"))
    return refusal("conflict", "This import was applied already.");
  const problems = mappingProblems(columnMap.mapping as ColumnMapping, columnMap.defaults);
  if (problems.length) return refusal("invalid", problems.join(" "));
  const format = run.format as InventoryFormat;
  const records = parseInventory(run.body, format);
  const columns = columnsOf(records);
  const previewed = await previewOf(scope, records, run.full_feed, columnMap);
  await scope.db.transaction(async (tx) => {
    await keepColumnMap(tx, scope.siteId, columns, columnMap, staff.staffId);
    await tx
      .update(inventory_imports)
      .set({ status: "previewed", column_map: columnMap, counts: previewCounts(previewed), bad: previewed.bad })
      .where(and(eq(inventory_imports.id, id), eq(inventory_imports.site_id, scope.siteId)));
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "import.map",
      entity: "import",
      entityId: id,
      after: { mapping: columnMap.mapping, defaults: columnMap.defaults },
    });
  });
  return { ok: true };
}

/** A run as its page shows it: a previewed run with what it would do, an applied one with what it did. */
export async function importRunView(scope: SiteScope, id: number) {
  const run = await importRun(scope, id);
  if (!run) return null;
  const { body, lease_until, ...facts } = run;
  const records = body !== null ? parseInventory(body, run.format as InventoryFormat) : null;
  const previewed =
    run.status === "previewed" && records ? await previewOf(scope, records, run.full_feed, run.column_map) : null;
  // An apply that died part way (its lease long past) can be finished by applying again.
  const stopped = run.status === "applying" && body !== null && (!lease_until || lease_until < new Date());
  const columns = records && run.column_map ? mappingView(records, run.column_map) : null;
  return { ...facts, preview: previewed?.preview ?? null, soldGuard: previewed?.soldGuard ?? null, stopped, columns };
}

/** Each column with what it holds and the field it fills, and the defaults for what no column says. */
function mappingView(records: readonly unknown[], columnMap: StoredColumnMap) {
  const columns = columnsOf(records);
  return {
    list: columnSamples(records, columns).map((c) => ({ ...c, field: columnMap.mapping[c.column] ?? null })),
    defaults: columnMap.defaults,
  };
}

/**
 * How long an apply holds its run without a sign of life: it renews the hold every few seconds while
 * it works, so a crashed apply's run is free to finish again within this long.
 */
export const APPLY_LEASE_MS = 20_000;

/** The apply is still at work: its hold on the run is renewed. */
async function holdRun(scope: SiteScope, id: number) {
  await scope.db
    .update(inventory_imports)
    .set({ lease_until: new Date(Date.now() + APPLY_LEASE_MS) })
    .where(and(eq(inventory_imports.id, id), eq(inventory_imports.status, "applying")))
    .catch(() => undefined);
}

/**
 * Applies a previewed run's good rows through the one import path; the run's outcome and its audit
 * record are written in one transaction. The run is held by a lease while it applies: an apply that
 * died (a crash) leaves it "applying" until the lease passes, and applying it again then finishes it
 * once, as every row is written by its stock number (rows already written come out unchanged).
 */
export async function applyImportRun(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  soldConfirmed = "",
  now = new Date(),
): Promise<{ ok: true } | Refusal> {
  const run = await importRun(scope, id);
  if (!run) return refusal("not-found", "No such import on this site.");
  if (run.status === "mapping") return refusal("invalid", "Say which field each column fills first.");
  if (run.body === null || (run.status !== "previewed" && run.status !== "applying"))
    return refusal("conflict", "This import was applied already.");
  if (run.status === "previewed") {
    const records = parseInventory(run.body, run.format as InventoryFormat);
    const { soldGuard } = await previewOf(scope, records, run.full_feed, run.column_map);
    if (soldGuard && !soldCountConfirmed(soldConfirmed, soldGuard.unlisted)) {
      const words = soldCountWords(soldGuard.unlisted);
      return refusal("invalid", words, { sold_count: words });
    }
  }
  // Who began it is on the record with the claim, so an apply that dies part way is still accounted for.
  const claimed = await scope.db.transaction(async (tx) => {
    const rows = await tx
      .update(inventory_imports)
      .set({ status: "applying", lease_until: new Date(now.getTime() + APPLY_LEASE_MS) })
      .where(
        and(
          eq(inventory_imports.id, id),
          eq(inventory_imports.site_id, scope.siteId),
          or(
            eq(inventory_imports.status, "previewed"),
            and(
              eq(inventory_imports.status, "applying"),
              or(isNull(inventory_imports.lease_until), lt(inventory_imports.lease_until, now)),
            ),
          ),
        ),
      )
      .returning({ id: inventory_imports.id });
    if (rows.length)
      await recordAudit(tx, scope.siteId, {
        staffId: staff.staffId,
        action: "import.apply-start",
        entity: "import",
        entityId: id,
      });
    return rows;
  });
  if (!claimed.length)
    return refusal(
      "conflict",
      run.status === "applying"
        ? "This import is being applied now. Its page shows the outcome when it is done."
        : "This import was applied already.",
    );
  const renew = setInterval(() => void holdRun(scope, id), APPLY_LEASE_MS / 4);
  try {
    await importInventory(scope, run.body, run.format as InventoryFormat, {
      source: "console",
      fileName: run.file_name,
      fullFeed: run.full_feed,
      staffId: staff.staffId,
      runId: id,
      audit: "import.apply",
      columnMap: run.column_map,
      soldConfirmed,
    });
  } finally {
    clearInterval(renew);
  }
  return { ok: true };
}
