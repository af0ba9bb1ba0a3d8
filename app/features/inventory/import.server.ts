import { recordStockAlerts } from "~/features/alerts/index.server";
import { logger } from "~/platform/runtime/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { validateCarRows } from "./car-row";
import { parseInventory, type InventoryFormat } from "./parse-inventory";
import { upsertCars, type UpsertReport } from "./upsert-cars.server";

export interface ImportReport extends UpsertReport {
  rows: number;
}

/** Validates every row, stores the good ones, and names each bad row with its number and reason. */
export async function importInventory(scope: SiteScope, text: string, format: InventoryFormat): Promise<ImportReport> {
  const records = parseInventory(text, format);
  const { good, bad } = validateCarRows(records);
  const { changes, ...written } = await upsertCars(scope, good);
  await recordStockAlerts(scope, changes).catch((error: unknown) =>
    logger.error({ err: error, site: scope.config.slug }, "stock alerts could not be gathered"),
  );
  const report = { ...written, rows: records.length, bad: [...bad, ...written.bad].sort((a, b) => a.row - b.row) };
  logger.info(
    {
      site: scope.config.slug,
      rows: report.rows,
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      bad: report.bad.length,
    },
    "inventory import",
  );
  return report;
}

export function describeImport(report: ImportReport): string[] {
  return [
    `${report.rows} rows: ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.bad.length} rejected`,
    ...report.bad.map((b) => `row ${b.row}${b.stocknum ? ` (stocknum ${b.stocknum})` : ""}: ${b.reason}`),
  ];
}
