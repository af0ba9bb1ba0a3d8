import { and, count, desc, eq, gt, gte, sql, sum } from "drizzle-orm";
import { car_view_days, cars, lead_deliveries, leads, search_misses } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { siteToday } from "~/platform/text/dates";
import type { DashboardPeriod } from "./dashboard-rules";
import { dayStart, visibleLeads } from "./inbox.server";
import { dashboardWork } from "./dashboard-work.server";
import type { StaffMember } from "~/features/console-staff";

const TOP = 8;

/** The first day of the period at the dealer ("YYYY-MM-DD"), and the instant it began there. */
function since(period: DashboardPeriod, timeZone: string, now: Date) {
  const first = new Date(`${siteToday(timeZone, now)}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - (period.days - 1));
  const day = first.toISOString().slice(0, 10);
  return { day, instant: dayStart(day, timeZone) };
}

/**
 * The dashboard's figures for a period (issue 39): leads by kind and by source, vehicle page views
 * and the cars with most views and most leads, searches that found nothing, and deliveries failing now.
 */
export async function dashboard(scope: SiteScope, staff: StaffMember, period: DashboardPeriod, now = new Date()) {
  const from = since(period, scope.config.time_zone, now);
  // Each person sees the figures of the leads they may see (issue 54): a salesperson, their yards' and their own.
  const siteLeads = and(visibleLeads(scope, staff), gte(leads.created_at, from.instant));
  const withCar = and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId));
  const source = sql<string>`coalesce(${leads.lead_attributes} -> 'linked_query_params' ->> 'utm_source', ${leads.source})`;
  const firstPage = sql<string>`coalesce(${leads.lead_attributes} -> 'visited_pages' ->> 0, '')`;
  const views = sum(car_view_days.views).mapWith(Number);
  const [work, byKind, bySource, byFirstPage, [viewTotal], mostViewed, mostLeads, misses, failing] = await Promise.all([
    dashboardWork(scope, staff, from.instant, now),
    scope.db
      .select({ label: leads.category, n: count() })
      .from(leads)
      .leftJoin(cars, withCar)
      .where(siteLeads)
      .groupBy(leads.category)
      .orderBy(desc(count())),
    scope.db
      .select({ label: source, n: count() })
      .from(leads)
      .leftJoin(cars, withCar)
      .where(siteLeads)
      .groupBy(source)
      .orderBy(desc(count()))
      .limit(TOP),
    scope.db
      .select({ label: firstPage, n: count() })
      .from(leads)
      .leftJoin(cars, withCar)
      .where(siteLeads)
      .groupBy(firstPage)
      .orderBy(desc(count()))
      .limit(TOP),
    scope.db
      .select({ n: views })
      .from(car_view_days)
      .where(and(eq(car_view_days.site_id, scope.siteId), gte(car_view_days.day, from.day))),
    scope.db
      .select({ label: cars.name, slug: cars.slug, n: views })
      .from(car_view_days)
      .innerJoin(cars, eq(cars.id, car_view_days.car_id))
      .where(and(eq(car_view_days.site_id, scope.siteId), gte(car_view_days.day, from.day)))
      .groupBy(cars.name, cars.slug)
      .orderBy(desc(views))
      .limit(TOP),
    scope.db
      .select({ label: cars.name, slug: cars.slug, n: count() })
      .from(leads)
      .innerJoin(cars, withCar)
      .where(siteLeads)
      .groupBy(cars.name, cars.slug)
      .orderBy(desc(count()))
      .limit(TOP),
    scope.db
      .select({ label: search_misses.words, n: sum(search_misses.count).mapWith(Number) })
      .from(search_misses)
      .where(and(eq(search_misses.site_id, scope.siteId), gte(search_misses.day, from.day)))
      .groupBy(search_misses.words)
      .orderBy(desc(sum(search_misses.count)))
      .limit(TOP),
    scope.db
      .select({
        lead_id: leads.id,
        name: leads.name,
        sink: lead_deliveries.sink,
        attempts: lead_deliveries.attempts,
        error: lead_deliveries.last_error,
      })
      .from(lead_deliveries)
      .innerJoin(leads, eq(leads.id, lead_deliveries.lead_id))
      .where(
        and(
          eq(lead_deliveries.site_id, scope.siteId),
          eq(lead_deliveries.status, "pending"),
          gt(lead_deliveries.attempts, 0),
        ),
      )
      .orderBy(desc(lead_deliveries.attempts))
      .limit(20),
  ]);
  return {
    ...work,
    leads: byKind.reduce((total, k) => total + k.n, 0),
    byKind,
    leadSources: bySource,
    byFirstPage,
    views: viewTotal?.n ?? 0,
    mostViewed,
    mostLeads,
    misses,
    failing,
  };
}
