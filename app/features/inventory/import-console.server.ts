import { and, eq, isNull, lt, or } from "drizzle-orm";
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

/** A run as its page shows it: a previewed run with what it would do, an applied one with what it did. */
export async function importRunView(scope: SiteScope, id: number) {
  const run = await importRun(scope, id);
  if (!run) return null;
  let preview: ImportPreview | null = null;
  if (run.status === "previewed" && run.body !== null)
    preview = (await previewOf(scope, run.body, run.format as InventoryFormat, run.full_feed)).preview;
  const { body, lease_until, ...facts } = run;
  // An apply that died part way (its lease long past) can be finished by applying again.
  const stopped = run.status === "applying" && body !== null && (!lease_until || lease_until < new Date());
  return { ...facts, preview, stopped };
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
  now = new Date(),
): Promise<{ ok: true } | Refusal> {
  const run = await importRun(scope, id);
  if (!run) return refusal("not-found", "No such import on this site.");
  if (run.body === null || (run.status !== "previewed" && run.status !== "applying"))
    return refusal("conflict", "This import was applied already.");
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
    });
  } finally {
    clearInterval(renew);
  }
  return { ok: true };
}
