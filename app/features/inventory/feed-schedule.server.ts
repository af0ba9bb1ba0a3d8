import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { inventory_feeds } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import { servedSite, type ServedSites, type SiteScope } from "~/platform/tenancy/site-scope";
import { fetchFeed } from "./feed-fetch.server";
import { keepRun, NO_ROWS } from "./import-runs.server";
import { importInventory } from "./import.server";
import { isInventoryFormat, parseInventory, type InventoryFormat } from "./parse-inventory";
import type { StaffMember } from "~/features/console-staff";
import type { OwnersNotice } from "~/features/console-staff/index.server";
import { columnsOf } from "./column-mapping";
import { unattendedColumnMap } from "./column-maps.server";
import { recordAudit } from "~/features/console-staff/index.server";

export const feedSchedules = { hourly: "Every hour", daily: "Every day" } as const;
export type FeedSchedule = keyof typeof feedSchedules;
const EVERY: Record<FeedSchedule, string> = { hourly: "1 hour", daily: "1 day" };

type Feed = typeof inventory_feeds.$inferSelect;

/** What running a feed needs from outside: whether it may be on a private address, and a way to tell the owners. */
export interface FeedRunner {
  allowPrivate: boolean;
  tellOwners: (scope: SiteScope, notice: OwnersNotice) => Promise<unknown>;
}

/**
 * Runs one feed now through the one import path, reading its columns with the mapping kept for
 * them; a feed that cannot be read, or whose columns nobody has mapped, is a failed run with its
 * reason. A full feed that would mark more than the site's share sold stops and tells the owners.
 */
export async function runFeed(
  scope: SiteScope,
  feed: Feed,
  runner: FeedRunner,
  staff: StaffMember | null = null,
): Promise<void> {
  const facts = {
    source: "feed" as const,
    fileName: feed.url,
    fullFeed: feed.full_feed,
    feedId: feed.id,
    // "Run now" changes stock: the staff member who pressed it is on the run and on its record.
    ...(staff ? { staffId: staff.staffId, audit: "feed.run" as const } : {}),
  };
  const fetched = await fetchFeed(feed.url, {
    allowPrivate: runner.allowPrivate,
    format: isInventoryFormat(feed.format) ? feed.format : undefined,
  });
  if (!fetched.ok) {
    await keepRun(scope, facts, feed.format, { counts: NO_ROWS, bad: [], error: fetched.error });
    return;
  }
  const columns = feedColumns(fetched.text, fetched.format);
  const columnMap = columns ? await unattendedColumnMap(scope, columns) : null;
  if (columnMap === "unmapped") {
    const error = `The feed's columns (${columns!.join(", ")}) are not mapped yet: preview it once under Imports and say which field each fills.`;
    await keepRun(scope, facts, feed.format, { counts: NO_ROWS, bad: [], error });
    return;
  }
  const report = await importInventory(scope, fetched.text, fetched.format, { ...facts, columnMap }).catch(() => null);
  if (report?.stopped)
    await runner.tellOwners(scope, {
      kind: "feed-stopped",
      subject: `A stock feed stopped before marking cars sold on ${scope.config.name}`,
      lines: [
        `The scheduled feed ${feed.url} did not run.`,
        report.stopped,
        "Check the feed, then run it from Imports.",
      ],
      path: `/console/imports/${report.runId}`,
    });
}

/** The columns of a feed's file, or null when it cannot be read (its run then says why). */
function feedColumns(text: string, format: InventoryFormat): string[] | null {
  try {
    return columnsOf(parseInventory(text, format));
  } catch {
    return null;
  }
}

/**
 * Takes the next due feed and moves its next run on in one statement, so of several app processes
 * only one runs each feed each time (`for update skip locked`).
 */
async function claimDueFeed(db: Database, now: Date): Promise<Feed | null> {
  const due = db
    .select({ id: inventory_feeds.id })
    .from(inventory_feeds)
    .where(lte(inventory_feeds.next_run_at, now))
    .orderBy(asc(inventory_feeds.next_run_at))
    .limit(1)
    .for("update", { skipLocked: true });
  const [feed] = await db
    .update(inventory_feeds)
    .set({
      next_run_at: sql`${now.toISOString()}::timestamptz + (case ${inventory_feeds.schedule} when 'hourly' then interval '${sql.raw(EVERY.hourly)}' else interval '${sql.raw(EVERY.daily)}' end)`,
    })
    .where(eq(inventory_feeds.id, sql`(${due})`))
    .returning();
  return feed ?? null;
}

/** Runs every due feed of these sites, one after another. */
export async function runDueFeeds(db: Database, sites: ServedSites, runner: FeedRunner, now = new Date()) {
  let ran = 0;
  for (let feed = await claimDueFeed(db, now); feed; feed = await claimDueFeed(db, now)) {
    const scope = servedSite(sites, feed.site_id);
    if (!scope) continue;
    await runFeed(scope, feed, runner).catch((error: unknown) =>
      logger.error({ err: error, site: scope.config.slug, feed: feed!.id }, "a scheduled feed failed"),
    );
    ran += 1;
  }
  return ran;
}

export interface FeedScheduler {
  start(): void;
  stop(): Promise<void>;
}

/** Looks for due feeds every `intervalMs` until stopped. */
export function feedScheduler(db: Database, sites: ServedSites, intervalMs: number, runner: FeedRunner): FeedScheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    start() {
      timer = setInterval(() => {
        running = running.then(() =>
          runDueFeeds(db, sites, runner).catch((error: unknown) =>
            logger.error({ err: error }, "scheduled feeds could not be checked"),
          ),
        );
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

/** The site's feeds, for the imports page. */
export async function siteFeeds(scope: SiteScope) {
  return scope.db
    .select()
    .from(inventory_feeds)
    .where(eq(inventory_feeds.site_id, scope.siteId))
    .orderBy(asc(inventory_feeds.id));
}

export async function addFeed(
  scope: SiteScope,
  staff: StaffMember,
  feed: { url: string; format: string; schedule: FeedSchedule; fullFeed: boolean },
): Promise<{ ok: true; id: number } | { ok: false; error: string }> {
  const added = await scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inventory_feeds)
      .values({
        site_id: scope.siteId,
        url: feed.url,
        format: feed.format,
        schedule: feed.schedule,
        full_feed: feed.fullFeed,
      })
      .onConflictDoNothing()
      .returning({ id: inventory_feeds.id });
    if (row)
      await recordAudit(tx, scope.siteId, {
        staffId: staff.staffId,
        action: "feed.add",
        entity: "feed",
        entityId: row.id,
        after: { url: feed.url, schedule: feed.schedule, full_feed: feed.fullFeed },
      });
    return row;
  });
  return added ? { ok: true, id: added.id } : { ok: false, error: "This site already reads that feed." };
}

export async function removeFeed(scope: SiteScope, staff: StaffMember, id: number): Promise<boolean> {
  return scope.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(inventory_feeds)
      .where(and(eq(inventory_feeds.id, id), eq(inventory_feeds.site_id, scope.siteId)))
      .returning({ id: inventory_feeds.id, url: inventory_feeds.url });
    if (gone)
      await recordAudit(tx, scope.siteId, {
        staffId: staff.staffId,
        action: "feed.remove",
        entity: "feed",
        entityId: id,
        before: { url: gone.url },
      });
    return Boolean(gone);
  });
}
