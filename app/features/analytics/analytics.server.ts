import { analytics_events } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { AnalyticsEvent } from "./analytics-events";

export async function recordEvent(scope: SiteScope, event: AnalyticsEvent): Promise<void> {
  await scope.db.insert(analytics_events).values({ ...event, site_id: scope.siteId });
}
