import { and, eq } from "drizzle-orm";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { cars, inventory_imports } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { validateCarRows } from "./car-row";
import { previewImport, type ImportPreview, type StoredCar } from "./import-preview";
import { importRun } from "./import-runs.server";
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

/** What applying the file would do, against the stock as it is now. */
async function previewOf(scope: SiteScope, text: string, format: InventoryFormat, fullFeed: boolean) {
  const { good, bad } = validateCarRows(parseInventory(text, format));
  const listed = new Set([...good.map((g) => g.car.stocknum), ...bad.flatMap((b) => (b.stocknum ? [b.stocknum] : []))]);
  return { preview: previewImport(good, await storedCars(scope), fullFeed ? { listed } : null), bad };
}

/**
 * Keeps an uploaded file as a previewed run: nothing in the stock changes until it is applied.
 * A file that cannot be read at all answers why.
 */
export async function previewUpload(
  scope: SiteScope,
  staff: StaffMember,
  upload: ImportUpload,
): Promise<{ ok: true; runId: number } | { ok: false; error: string }> {
  let counted: Awaited<ReturnType<typeof previewOf>>;
  try {
    counted = await previewOf(scope, upload.text, upload.format, upload.fullFeed);
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const { preview, bad } = counted;
  const [run] = await scope.db
    .insert(inventory_imports)
    .values({
      site_id: scope.siteId,
      source: "console",
      file_name: upload.fileName.slice(0, 200) || "upload",
      format: upload.format,
      full_feed: upload.fullFeed,
      body: upload.text,
      status: "previewed",
      counts: {
        rows: preview.added.length + preview.changed.length + preview.unchanged + bad.length,
        added: preview.added.length,
        changed: preview.changed.length,
        unchanged: preview.unchanged,
        removed: preview.removed.length,
        bad: bad.length,
      },
      bad,
      staff_id: staff.staffId,
    })
    .returning({ id: inventory_imports.id });
  return { ok: true, runId: run!.id };
}

/** A run as its page shows it: a previewed run with what it would do, an applied one with what it did. */
export async function importRunView(scope: SiteScope, id: number) {
  const run = await importRun(scope, id);
  if (!run) return null;
  let preview: ImportPreview | null = null;
  if (run.status === "previewed" && run.body !== null)
    preview = (await previewOf(scope, run.body, run.format as InventoryFormat, run.full_feed)).preview;
  const { body: _body, ...facts } = run;
  return { ...facts, preview };
}

/** Applies a previewed run's good rows through the one import path, audited. */
export async function applyImportRun(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
): Promise<{ ok: true } | Refusal> {
  const run = await importRun(scope, id);
  if (!run) return refusal("not-found", "No such import on this site.");
  if (run.status !== "previewed" || run.body === null) return refusal("conflict", "This import was applied already.");
  const claimed = await scope.db
    .update(inventory_imports)
    .set({ status: "applying" })
    .where(and(eq(inventory_imports.id, id), eq(inventory_imports.status, "previewed")))
    .returning({ id: inventory_imports.id });
  if (!claimed.length) return refusal("conflict", "This import was applied already.");
  const report = await importInventory(scope, run.body, run.format as InventoryFormat, {
    source: "console",
    fileName: run.file_name,
    fullFeed: run.full_feed,
    staffId: staff.staffId,
    runId: id,
  });
  await recordAudit(scope.db, scope.siteId, {
    staffId: staff.staffId,
    action: "import.apply",
    entity: "import",
    entityId: id,
    after: { added: report.inserted, changed: report.updated, removed: report.removed, bad: report.bad.length },
  });
  return { ok: true };
}
