import { and, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import { announceInventoryChange } from "~/platform/db/change-feed.server";
import { cars, inventory_imports, type ImportCounts } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { Database } from "~/platform/db/client.server";
import { recordAudit } from "~/features/console-staff/index.server";
import type { RowProblem } from "./car-row";
import { feedRuns } from "~/platform/metrics/metrics.server";
import type { StoredColumnMap } from "./column-mapping";

/** Where an import came from and, for the console's, the previewed run it applies. */
export interface ImportRunFacts {
  source: "console" | "feed" | "cli" | "api";
  fileName: string;
  /** A full feed lists every car: a car it no longer lists is marked sold. */
  fullFeed?: boolean;
  feedId?: number | null;
  staffId?: number | null;
  /** The previewed run this applies (the console's "Apply"). */
  runId?: number;
  /** A staff member's run ("import.apply", "feed.run"): recorded with the run's outcome, in one transaction. */
  audit?: "import.apply" | "feed.run";
  /** How the file's columns are read when they are not the import's own field names (issue 55). */
  columnMap?: StoredColumnMap | null;
  /** The count a person typed to let a full feed mark more than the site's share sold. */
  soldConfirmed?: string;
}

/** The counts of a run that read no row (its file or feed could not be read). */
export const NO_ROWS: ImportCounts = { rows: 0, added: 0, changed: 0, unchanged: 0, removed: 0, bad: 0 };

/** Keeps the run with its counts and every bad row; a previewed run becomes applied. */
export async function keepRun(
  scope: SiteScope,
  facts: ImportRunFacts,
  format: string,
  outcome: { counts: ImportCounts; bad: RowProblem[]; error?: string },
): Promise<number> {
  const status = outcome.error ? "failed" : "applied";
  if (facts.source === "feed") feedRuns.inc({ outcome: status });
  const values = {
    status,
    counts: outcome.counts,
    bad: outcome.bad,
    error: outcome.error ?? null,
    body: null,
    applied_at: new Date(),
    lease_until: null,
  };
  return scope.db.transaction(async (tx) => {
    const runId = facts.runId ?? (await insertRun(tx, scope, facts, format));
    await tx
      .update(inventory_imports)
      .set(values)
      .where(and(eq(inventory_imports.id, runId), eq(inventory_imports.site_id, scope.siteId)));
    if (facts.audit && facts.staffId)
      await recordAudit(tx, scope.siteId, {
        staffId: facts.staffId,
        action: facts.audit,
        entity: "import",
        entityId: runId,
        after: { ...outcome.counts, ...(outcome.error ? { error: outcome.error } : {}) },
      });
    return runId;
  });
}

async function insertRun(tx: Database, scope: SiteScope, facts: ImportRunFacts, format: string): Promise<number> {
  const [row] = await tx
    .insert(inventory_imports)
    .values({
      site_id: scope.siteId,
      source: facts.source,
      feed_id: facts.feedId ?? null,
      file_name: facts.fileName.slice(0, 200),
      format,
      full_feed: facts.fullFeed ?? false,
      column_map: facts.columnMap ?? null,
      staff_id: facts.staffId ?? null,
      status: "applying",
      counts: NO_ROWS,
    })
    .returning({ id: inventory_imports.id });
  return row!.id;
}

/** What a full feed's sweep would do: how many unsold cars it leaves out, of how many. */
export async function unlistedCount(scope: SiteScope, listed: readonly string[]) {
  const [row] = await scope.db
    .select({
      unsold: sql<number>`count(*)::int`,
      unlisted: listed.length
        ? sql<number>`(count(*) filter (where ${notInArray(cars.stocknum, [...listed])}))::int`
        : sql<number>`count(*)::int`,
    })
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), ne(cars.status, "sold")));
  return { unlisted: row?.unlisted ?? 0, unsold: row?.unsold ?? 0 };
}

/** A full feed's sweep: the site's cars it does not list (and not already sold) are marked sold, and published. */
export async function markUnlistedSold(scope: SiteScope, listed: readonly string[], now = new Date()): Promise<number> {
  if (!listed.length) return 0;
  const sold = await scope.db
    .update(cars)
    .set({ status: "sold", sold_date_timestamp: Math.floor(now.getTime() / 1000), updated_at: now })
    .where(and(eq(cars.site_id, scope.siteId), ne(cars.status, "sold"), notInArray(cars.stocknum, [...listed])))
    .returning({ id: cars.id });
  if (sold.length)
    await announceInventoryChange(
      scope.db,
      scope.siteId,
      sold.map((s) => s.id),
    );
  return sold.length;
}

/** The site's latest runs, newest first. */
export async function recentRuns(scope: SiteScope, limit = 20) {
  return scope.db
    .select({
      id: inventory_imports.id,
      source: inventory_imports.source,
      file_name: inventory_imports.file_name,
      status: inventory_imports.status,
      counts: inventory_imports.counts,
      error: inventory_imports.error,
      created_at: inventory_imports.created_at,
      applied_at: inventory_imports.applied_at,
      full_feed: inventory_imports.full_feed,
    })
    .from(inventory_imports)
    .where(eq(inventory_imports.site_id, scope.siteId))
    .orderBy(desc(inventory_imports.id))
    .limit(limit);
}

export async function importRun(scope: SiteScope, id: number) {
  const [run] = await scope.db
    .select()
    .from(inventory_imports)
    .where(and(eq(inventory_imports.id, id), eq(inventory_imports.site_id, scope.siteId)));
  return run ?? null;
}
