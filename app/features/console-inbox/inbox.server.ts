import { siteYards } from "~/features/locations/index.server";
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { StaffMember } from "~/features/console-staff";
import {
  cars,
  lead_deliveries,
  lead_notes,
  leads,
  locations,
  staff_memberships,
  staff_users,
} from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { onLeadStored } from "~/platform/db/lead-feed.server";
import { escapeLike } from "~/features/search/index.server";
import { CSV_MAX_ROWS, INBOX_PAGE_SIZE, type InboxFilters } from "./inbox-rules";
import { leadIdOfReference } from "./lead-reference";
import { recordAudit } from "~/features/console-staff/index.server";

/** The lead's yard: its own (issue 54), or for a lead from before yards were given, its car's. */
const leadYardId = sql`coalesce(${leads.location_id}, ${cars.location_id})`;

/** A day at the dealer as an instant: "2026-11-26" starts at local midnight in the site's zone. */
export function dayStart(day: string, timeZone: string): Date {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const local = new Date(noonUtc.toLocaleString("en-US", { timeZone }));
  const offset = local.getTime() - noonUtc.getTime();
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - offset);
}

/**
 * The leads this staff member may see on this site: all of them, or for a salesperson with yards,
 * the leads of their yards (the lead's own yard, issue 54; for a lead from before yards were given,
 * its car's) and those assigned to them.
 */
export function visibleLeads(scope: SiteScope, staff: StaffMember): SQL {
  const site = eq(leads.site_id, scope.siteId);
  if (staff.operator || staff.role !== "sales" || !staff.locationIds.length) return and(site, eq(leads.spam, false))!;
  const yards = [...staff.locationIds];
  return and(
    site,
    eq(leads.spam, false),
    or(
      inArray(leads.location_id, yards),
      and(isNull(leads.location_id), inArray(cars.location_id, yards)),
      eq(leads.assigned_staff_id, staff.staffId),
    ),
  )!;
}

/** Whether this staff member may see this lead. */
export async function visibleLeadExists(scope: SiteScope, staff: StaffMember, id: number): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: leads.id })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
    .where(and(eq(leads.id, id), visibleLeads(scope, staff)));
  return row !== undefined;
}

/** A phone typed any way ("0412 345 678", "+61412345678") against phones stored any way: by their digits after 0 or 61. */
function phoneDigits(q: string): SQL | undefined {
  const digits = q.replace(/\D/g, "").replace(/^(61|0)/, "");
  if (digits.length < 4) return undefined;
  return ilike(sql`regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g')`, `%${digits}%`);
}

function filterSql(scope: SiteScope, staff: StaffMember, filters: InboxFilters): SQL {
  const zone = scope.config.time_zone;
  const words = filters.q ? `%${escapeLike(filters.q)}%` : null;
  const reference = filters.q ? leadIdOfReference(filters.q) : null;
  const assignee =
    filters.assignee === "me"
      ? eq(leads.assigned_staff_id, staff.staffId)
      : filters.assignee === "none"
        ? isNull(leads.assigned_staff_id)
        : filters.assignee
          ? eq(leads.assigned_staff_id, Number(filters.assignee))
          : undefined;
  return and(
    visibleLeads(scope, staff),
    filters.kind ? eq(leads.category, filters.kind) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.from ? gte(leads.created_at, dayStart(filters.from, zone)) : undefined,
    filters.to ? lt(leads.created_at, new Date(dayStart(filters.to, zone).getTime() + 86_400_000)) : undefined,
    filters.yard !== null ? eq(leadYardId, filters.yard) : undefined,
    filters.car ? ilike(cars.stocknum, `${escapeLike(filters.car)}%`) : undefined,
    assignee,
    words
      ? or(
          ilike(sql`coalesce(${leads.name}, '') || ' ' || coalesce(${leads.last_name}, '')`, words),
          ilike(leads.email, words),
          phoneDigits(filters.q),
          reference !== null ? eq(leads.id, reference) : undefined,
        )
      : undefined,
  )!;
}

const listColumns = {
  id: leads.id,
  created_at: leads.created_at,
  category: leads.category,
  subcategory: leads.subcategory,
  name: leads.name,
  last_name: leads.last_name,
  email: leads.email,
  phone: leads.phone,
  status: leads.status,
  first_contacted_at: leads.first_contacted_at,
  stocknum: cars.stocknum,
  car_name: cars.name,
  yard: locations.name,
  assignee: staff_users.name,
  // What a spreadsheet or CRM takes besides what the list shows (issue 54).
  postcode: leads.postcode,
  message: leads.message,
  source: leads.source,
  fields: leads.fields,
  lead_attributes: leads.lead_attributes,
};

function listQuery(scope: SiteScope) {
  return scope.db
    .select(listColumns)
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
    .leftJoin(locations, and(eq(locations.id, leadYardId), eq(locations.site_id, scope.siteId)))
    .leftJoin(staff_users, eq(staff_users.id, leads.assigned_staff_id));
}

/** One page of the inbox, newest first, with the count of all that match. */
export async function inboxPage(scope: SiteScope, staff: StaffMember, filters: InboxFilters) {
  const where = filterSql(scope, staff, filters);
  const [rows, [total]] = await Promise.all([
    listQuery(scope)
      .where(where)
      .orderBy(desc(leads.created_at), desc(leads.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((filters.page - 1) * INBOX_PAGE_SIZE),
    scope.db
      .select({ n: count() })
      .from(leads)
      .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0, pages: Math.max(1, Math.ceil((total?.n ?? 0) / INBOX_PAGE_SIZE)) };
}

/** Every lead the filters find (up to the export's limit), newest first, for the CSV. */
/** The filtered inbox for a spreadsheet; taking it is on the audit trail (who took whose leads). */
export async function inboxExport(scope: SiteScope, staff: StaffMember, filters: InboxFilters) {
  const rows = await listQuery(scope)
    .where(filterSql(scope, staff, filters))
    .orderBy(desc(leads.created_at), desc(leads.id))
    .limit(CSV_MAX_ROWS);
  await scope.db.transaction((tx) =>
    recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "lead.export",
      entity: "lead",
      after: { rows: rows.length, filters: { ...filters } },
    }),
  );
  return rows;
}

/** What the filter form offers: the kinds of lead the site has had, its yards, its staff. */
export async function inboxChoices(scope: SiteScope) {
  const [kinds, yards, staff] = await Promise.all([
    scope.db
      .selectDistinct({ category: leads.category })
      .from(leads)
      .where(eq(leads.site_id, scope.siteId))
      .orderBy(asc(leads.category)),
    siteYards(scope),
    siteStaff(scope),
  ]);
  return { kinds: kinds.map((k) => k.category), yards, staff };
}

/** The site's staff, by name: who a lead may be assigned to. */
export async function siteStaff(scope: SiteScope) {
  return scope.db
    .select({ id: staff_users.id, name: staff_users.name })
    .from(staff_memberships)
    .innerJoin(staff_users, eq(staff_users.id, staff_memberships.staff_id))
    .where(eq(staff_memberships.site_id, scope.siteId))
    .orderBy(asc(staff_users.name));
}

/** One lead as its page shows it, with the car, notes and deliveries; null when this staff member may not see it. */
export async function inboxLead(scope: SiteScope, staff: StaffMember, id: number) {
  const [row] = await scope.db
    .select({
      lead: leads,
      car: { id: cars.id, name: cars.name, slug: cars.slug, stocknum: cars.stocknum },
      yard: locations.name,
      yardContact: locations.contact_detail,
    })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
    .leftJoin(locations, and(eq(locations.id, leadYardId), eq(locations.site_id, scope.siteId)))
    .where(and(eq(leads.id, id), visibleLeads(scope, staff)));
  if (!row) return null;
  const [notes, deliveries] = await Promise.all([
    scope.db
      .select({
        id: lead_notes.id,
        kind: lead_notes.kind,
        body: lead_notes.body,
        created_at: lead_notes.created_at,
        by: staff_users.name,
      })
      .from(lead_notes)
      .leftJoin(staff_users, eq(staff_users.id, lead_notes.staff_id))
      .where(and(eq(lead_notes.site_id, scope.siteId), eq(lead_notes.lead_id, id)))
      .orderBy(asc(lead_notes.id)),
    scope.db
      .select()
      .from(lead_deliveries)
      .where(and(eq(lead_deliveries.site_id, scope.siteId), eq(lead_deliveries.lead_id, id)))
      .orderBy(asc(lead_deliveries.id)),
  ]);
  return { ...row, car: row.car?.id ? row.car : null, notes, deliveries };
}

/** The leads still new that this staff member may see: the inbox's unread count. */
export async function newLeadCount(scope: SiteScope, staff: StaffMember): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
    .where(and(visibleLeads(scope, staff), eq(leads.status, "new")));
  return row?.n ?? 0;
}

/** How many leads this staff member may see arrived since an instant: the inbox's "new since you opened". */
export async function visibleLeadsSince(scope: SiteScope, staff: StaffMember, since: Date): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
    .where(and(visibleLeads(scope, staff), gte(leads.created_at, since)));
  return row?.n ?? 0;
}

/** Calls `listener` for each lead stored on this site, by any app instance, until the returned stop is called. */
export function onNewLead(scope: SiteScope, listener: () => void): () => void {
  return onLeadStored(scope.db, (siteId) => {
    if (siteId === scope.siteId) listener();
  });
}
