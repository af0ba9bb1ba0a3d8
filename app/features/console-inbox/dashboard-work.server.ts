import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { StaffMember } from "~/features/console-staff";
import { cars, leads, locations, staff_users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { visibleLeads } from "./inbox.server";
import { conversion, responseBy, responseFigures, stockAgeBuckets, type WorkedLead } from "./response-rules";

/** The most leads one dashboard reads for its response figures: a month of a very busy group. */
const MAX_LEADS = 20_000;

/**
 * Issue 54: how fast the leads this person may see were answered (overall, by salesperson, yard and
 * source), how far they got (appointment, won), and how old the stock of their yards is.
 */
export async function dashboardWork(scope: SiteScope, staff: StaffMember, from: Date, now: Date) {
  const yardId = sql`coalesce(${leads.location_id}, ${cars.location_id})`;
  const source = sql<string>`coalesce(${leads.lead_attributes} -> 'linked_query_params' ->> 'utm_source', ${leads.source})`;
  const ownYards =
    staff.role === "sales" && !staff.operator && staff.locationIds.length ? [...staff.locationIds] : null;
  const [worked, stock] = await Promise.all([
    scope.db
      .select({
        created_at: leads.created_at,
        first_contacted_at: leads.first_contacted_at,
        status: leads.status,
        owner: staff_users.name,
        yard: locations.name,
        source,
      })
      .from(leads)
      .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
      .leftJoin(locations, and(eq(locations.id, yardId), eq(locations.site_id, scope.siteId)))
      .leftJoin(staff_users, eq(staff_users.id, leads.assigned_staff_id))
      .where(and(visibleLeads(scope, staff), gte(leads.created_at, from)))
      .limit(MAX_LEADS),
    scope.db
      .select({
        days: sql<number>`greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${cars.created_at})) / 86400))::int`,
      })
      .from(cars)
      .where(
        and(
          eq(cars.site_id, scope.siteId),
          ne(cars.status, "sold"),
          ownYards ? inArray(cars.location_id, ownYards) : undefined,
        ),
      ),
  ]);
  const rows: WorkedLead[] = worked;
  return {
    response: responseFigures(rows, now),
    bySalesperson: responseBy(rows, (l) => l.owner ?? "Not assigned", now),
    byYard: responseBy(rows, (l) => l.yard ?? "No yard", now),
    bySource: responseBy(rows, (l) => l.source, now),
    conversion: conversion(rows),
    stockAge: stockAgeBuckets(stock.map((s) => Number(s.days))),
  };
}
