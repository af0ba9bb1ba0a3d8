import { asc, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { market_dirty } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import { pollingWorker, type PollingWorker } from "~/platform/outbox/polling-worker.server";

/** Cars for sale now, and sold ones: the two halves of a segment's market. */
const FOR_SALE = sql`o.price > 0 and o.status in ('in_stock', 'coming_soon')`;
const SOLD = sql`o.price > 0 and o.status = 'sold'`;

/**
 * Issue 55: each segment's figures for each site that has cars in it, over the other sites' cars
 * only: how many compare and from how many dealers, for sale now, the asking prices' median, 10th
 * and 90th percentiles and spread, the sold ones' median price and days to sell. A batch of segments
 * is written whole in one transaction and two statements, so a page reads either the old figures or
 * the new (one segment at a time, a demo platform's 1,817 segments took 6 s; together, 0.5 s).
 */
async function recomputeSegments(db: Database, segments: readonly string[]): Promise<void> {
  if (segments.length === 0) return;
  // One array parameter, not one parameter a segment: after this transaction, PGlite answered a
  // statement of a thousand text parameters with no rows at all.
  const wanted = sql`${sql.param(segments)}::text[]`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from market_figures where segment = any(${wanted})`);
    await tx.execute(sql`
      insert into market_figures (segment, site_id, comparables, dealers, for_sale, asking_median, asking_p10,
        asking_p90, asking_spread, sold, sold_median, days_to_sell, computed_at)
      select s.segment, s.site_id,
        count(*) filter (where ${FOR_SALE} or ${SOLD}),
        count(distinct o.site_id) filter (where ${FOR_SALE} or ${SOLD}),
        count(*) filter (where ${FOR_SALE}),
        round(percentile_cont(0.5) within group (order by o.price) filter (where ${FOR_SALE})),
        round(percentile_cont(0.1) within group (order by o.price) filter (where ${FOR_SALE})),
        round(percentile_cont(0.9) within group (order by o.price) filter (where ${FOR_SALE})),
        stddev_pop(o.price) filter (where ${FOR_SALE}) / nullif(avg(o.price) filter (where ${FOR_SALE}), 0),
        count(*) filter (where ${SOLD}),
        round(percentile_cont(0.5) within group (order by o.price) filter (where ${SOLD})),
        round(percentile_cont(0.5) within group (
          order by (o.sold_date_timestamp - extract(epoch from o.created_at)) / 86400.0
        ) filter (where ${SOLD} and o.sold_date_timestamp is not null)),
        now()
      from (select distinct market_segment as segment, site_id from cars where market_segment = any(${wanted})) s
      join cars o on o.market_segment = s.segment and o.site_id <> s.site_id
      group by s.segment, s.site_id`);
  });
}

/**
 * Recomputes the segments marked out of date, oldest first, at most `limit`. A segment marked again
 * while it was computed keeps its mark (its time moved on), so the next round sees that change too.
 */
export async function recomputeDirtySegments(db: Database, limit = 500): Promise<number> {
  // The mark's time as the database holds it (microseconds): a JavaScript Date would round it.
  const markedAt = sql<string>`${market_dirty.marked_at}::text`;
  const marked = await db
    .select({ segment: market_dirty.segment, at: markedAt })
    .from(market_dirty)
    .orderBy(asc(market_dirty.marked_at))
    .limit(limit);
  if (marked.length === 0) return 0;
  const segments = marked.map((m) => m.segment);
  await recomputeSegments(db, segments);
  await db.execute(sql`
    delete from market_dirty d
    using unnest(${sql.param(segments)}::text[], ${sql.param(marked.map((m) => m.at))}::text[]) as seen(segment, at)
    where d.segment = seen.segment and d.marked_at::text = seen.at`);
  return marked.length;
}

/** Recomputes marked segments until none is left; returns how many were. */
export async function recomputeAllDirtySegments(db: Database): Promise<number> {
  let segments = 0;
  for (let done = await recomputeDirtySegments(db); done > 0; done = await recomputeDirtySegments(db)) segments += done;
  return segments;
}

/** Keeps the figures current: every `intervalMs`, and at once when kicked after a stock change. */
export function marketWorker(db: Database, intervalMs: number): PollingWorker {
  return pollingWorker(
    "the market figures",
    async () => {
      const segments = await recomputeAllDirtySegments(db);
      if (segments) logger.debug({ segments }, "market figures recomputed");
    },
    intervalMs,
  );
}
