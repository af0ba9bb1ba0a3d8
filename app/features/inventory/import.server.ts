import { recordStockAlerts } from "~/features/alerts/index.server";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { validateCarRows } from "./car-row";
import { mappedRows } from "./column-mapping";
import { keepRun, NO_ROWS, markUnlistedSold, unlistedCount, type ImportRunFacts } from "./import-runs.server";
import { crossesSoldGuard, soldCountConfirmed, soldGuardWords } from "./sold-guard";
import { parseInventory, type InventoryFormat } from "./parse-inventory";
import { upsertCars, type UpsertReport } from "./upsert-cars.server";

export interface ImportReport extends UpsertReport {
  rows: number;
  /** Cars a full feed no longer lists, marked sold. */
  removed: number;
  runId: number;
  /** Why nothing was applied: a full feed over the site's share of cars to mark sold, unconfirmed. */
  stopped?: string;
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
  const mapped = mappedRows(records, facts.columnMap ?? null);
  const { good, bad } = validateCarRows(mapped.records, mapped.columnOf);
  const listed = [...good.map((g) => g.car.stocknum), ...bad.flatMap((b) => (b.stocknum ? [b.stocknum] : []))];
  const sweeps = Boolean(facts.fullFeed && good.length);
  const stopped = sweeps ? await soldGuardStop(scope, listed, facts.soldConfirmed) : null;
  if (stopped) {
    const counts = { ...NO_ROWS, rows: records.length, bad: bad.length };
    const runId = await keepRun(scope, facts, format, { counts, bad, error: stopped });
    logger.warn({ site: scope.config.slug, source: facts.source }, stopped);
    return { inserted: 0, updated: 0, unchanged: 0, bad, rows: records.length, removed: 0, runId, stopped };
  }
  const { changes, ...written } = await upsertCars(scope, good);
  const removed = sweeps ? await markUnlistedSold(scope, listed) : 0;
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

/** The words a full feed stops with when it would mark too many cars sold and nobody typed the count. */
async function soldGuardStop(scope: SiteScope, listed: string[], typed: string | undefined): Promise<string | null> {
  const guard = {
    ...(await unlistedCount(scope, listed)),
    limitPercent: scope.config.imports.full_feed_sold_limit_percent,
  };
  return crossesSoldGuard(guard) && !soldCountConfirmed(typed, guard.unlisted) ? soldGuardWords(guard) : null;
}

export function describeImport(report: ImportReport): string[] {
  if (report.stopped) return [report.stopped];
  return [
    `${report.rows} rows: ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.bad.length} rejected${report.removed ? `, ${report.removed} no longer listed marked sold` : ""}`,
    ...report.bad.map((b) => `row ${b.row}${b.stocknum ? ` (stocknum ${b.stocknum})` : ""}: ${b.reason}`),
  ];
}
