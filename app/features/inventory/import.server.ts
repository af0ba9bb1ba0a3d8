import { recordStockAlerts } from "~/features/alerts/index.server";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { validateCarRows } from "./car-row";
import { keepRun, NO_ROWS, markUnlistedSold, type ImportRunFacts } from "./import-runs.server";
import { parseInventory, type InventoryFormat } from "./parse-inventory";
import { upsertCars, type UpsertReport } from "./upsert-cars.server";

export interface ImportReport extends UpsertReport {
  rows: number;
  /** Cars a full feed no longer lists, marked sold. */
  removed: number;
  runId: number;
}

/**
 * The one path every import takes (the console, a scheduled feed, the CLI and the API): validates
 * every row, stores the good ones, names each bad row with its number and reason, sweeps what a
 * full feed no longer lists, and keeps the run with its counts.
 */
export async function importInventory(
  scope: SiteScope,
  text: string,
  format: InventoryFormat,
  facts: ImportRunFacts = { source: "cli", fileName: "import" },
): Promise<ImportReport> {
  let records: unknown[];
  try {
    records = parseInventory(text, format);
  } catch (error) {
    await keepRun(scope, facts, format, { counts: NO_ROWS, bad: [], error: (error as Error).message });
    throw error;
  }
  const { good, bad } = validateCarRows(records);
  const { changes, ...written } = await upsertCars(scope, good);
  const listed = [...good.map((g) => g.car.stocknum), ...bad.flatMap((b) => (b.stocknum ? [b.stocknum] : []))];
  const removed = facts.fullFeed && good.length ? await markUnlistedSold(scope, listed) : 0;
  await recordStockAlerts(scope, changes).catch((error: unknown) =>
    logger.error({ err: error, site: scope.config.slug }, "stock alerts could not be gathered"),
  );
  const allBad = [...bad, ...written.bad].sort((a, b) => a.row - b.row);
  const counts = {
    rows: records.length,
    added: written.inserted,
    changed: written.updated,
    unchanged: written.unchanged,
    removed,
    bad: allBad.length,
  };
  const runId = await keepRun(scope, facts, format, { counts, bad: allBad });
  logger.info({ site: scope.config.slug, source: facts.source, ...counts }, "inventory import");
  return { ...written, rows: records.length, bad: allBad, removed, runId };
}

export function describeImport(report: ImportReport): string[] {
  return [
    `${report.rows} rows: ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.bad.length} rejected${report.removed ? `, ${report.removed} no longer listed marked sold` : ""}`,
    ...report.bad.map((b) => `row ${b.row}${b.stocknum ? ` (stocknum ${b.stocknum})` : ""}: ${b.reason}`),
  ];
}
