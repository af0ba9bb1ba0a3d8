import { eq, sql } from "drizzle-orm";
import { analytics_events } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { AnalyticsEvent } from "./analytics-events";

export async function recordEvent(scope: SiteScope, event: AnalyticsEvent): Promise<void> {
  await scope.db.insert(analytics_events).values({ ...event, site_id: scope.siteId });
}

/** How many of each event this site has recorded. */
export async function eventCounts(scope: SiteScope): Promise<Map<number, number>> {
  const rows = await scope.db
    .select({ event_id: analytics_events.event_id, count: sql<number>`count(*)::int` })
    .from(analytics_events)
    .where(eq(analytics_events.site_id, scope.siteId))
    .groupBy(analytics_events.event_id);
  return new Map(rows.map((r) => [r.event_id, r.count]));
}
