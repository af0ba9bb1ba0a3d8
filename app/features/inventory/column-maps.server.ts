import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { import_column_maps } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { columnsKey, MAPPING_REQUIRED, needsMapping, type StoredColumnMap } from "./column-mapping";

/** The mapping this site confirmed for a file with these columns, if any. */
export async function savedColumnMap(scope: SiteScope, columns: readonly string[]): Promise<StoredColumnMap | null> {
  const [row] = await scope.db
    .select({ column_map: import_column_maps.column_map })
    .from(import_column_maps)
    .where(and(eq(import_column_maps.site_id, scope.siteId), eq(import_column_maps.columns_key, columnsKey(columns))));
  return row?.column_map ?? null;
}

/** Keeps a person's mapping for the next file or feed run with the same columns (the caller records it, in `tx`). */
export async function keepColumnMap(
  tx: Database,
  siteId: number,
  columns: readonly string[],
  columnMap: StoredColumnMap,
  madeBy: number,
) {
  const staffId = madeBy;
  await tx
    .insert(import_column_maps)
    .values({ site_id: siteId, columns_key: columnsKey(columns), column_map: columnMap, staff_id: staffId })
    .onConflictDoUpdate({
      target: [import_column_maps.site_id, import_column_maps.columns_key],
      set: { column_map: columnMap, staff_id: staffId, updated_at: new Date() },
    });
}

/**
 * How a file that arrives without a person (a scheduled feed) is read: in the import's own field
 * names, or with the mapping kept for its columns; `unmapped` when it has neither.
 */
export async function unattendedColumnMap(
  scope: SiteScope,
  columns: readonly string[],
): Promise<StoredColumnMap | null | "unmapped"> {
  if (!needsMapping(columns)) return null;
  return (await savedColumnMap(scope, columns)) ?? (hasOwnFieldNames(columns) ? null : "unmapped");
}

/** The import's required fields under their own names: the other columns are simply not read, as before. */
function hasOwnFieldNames(columns: readonly string[]) {
  return [...MAPPING_REQUIRED, "car_type", "status"].every((f) => columns.includes(f));
}
