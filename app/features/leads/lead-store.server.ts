import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { analytics_events, cars, lead_deliveries, leads } from "~/platform/db/schema";
import { announceLeadStored } from "~/platform/db/lead-feed.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { LeadReportRow, SinkName } from "./lead-report";
import { leadReference } from "./success-note";

export type NewLead = Omit<typeof leads.$inferInsert, "id" | "site_id" | "created_at" | "car_dealership_id">;

export interface StoreOptions {
  /** The channels the lead is to be delivered through; one outbox row each. */
  sinks: SinkName[];
  /** The analytics event the lead counts as (spec 000 section 7), recorded with it. */
  eventId?: number;
}

export class NotACarOfThisSite extends Error {
  constructor(carId: number) {
    super(`car_id ${carId} is not a car of this site`);
  }
}

/**
 * Writes a lead in the site's scope before anything else happens, with its outbox rows and its
 * analytics event in the same transaction. A car of another site is refused; the same idempotency
 * key stores one lead and answers with it again.
 */
export async function storeLead(
  scope: SiteScope,
  lead: NewLead,
  options: StoreOptions = { sinks: [] },
): Promise<{ lead_id: number; created: boolean }> {
  let car_dealership_id: number | null = null;
  if (lead.car_id != null) {
    const [car] = await scope.db
      .select({ dealership_id: cars.dealership_id })
      .from(cars)
      .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, lead.car_id)));
    if (!car) throw new NotACarOfThisSite(lead.car_id);
    car_dealership_id = car.dealership_id;
  }
  const stored = await scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ ...lead, site_id: scope.siteId, car_dealership_id })
      .onConflictDoNothing({ target: [leads.site_id, leads.idempotency_key] })
      .returning({ id: leads.id });
    if (!row) {
      const [existing] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.site_id, scope.siteId), eq(leads.idempotency_key, lead.idempotency_key ?? "")));
      if (!existing) throw new Error("The lead could not be stored");
      return { lead_id: existing.id, created: false };
    }
    if (!lead.spam && options.sinks.length > 0) {
      await tx
        .insert(lead_deliveries)
        .values(options.sinks.map((sink) => ({ site_id: scope.siteId, lead_id: row.id, sink })));
    }
    if (!lead.spam && options.eventId !== undefined) {
      await tx.insert(analytics_events).values({
        site_id: scope.siteId,
        event_id: options.eventId,
        label: lead.category,
        url: lead.url,
        car_id: lead.car_id,
        payload: { lead_id: row.id },
      });
    }
    return { lead_id: row.id, created: true };
  });
  // An open console inbox (in this process or another) shows it at once.
  if (stored.created && !lead.spam) await announceLeadStored(scope.db, scope.siteId);
  return stored;
}

/**
 * A lead from the journal, stored in its site. Its car was checked when it arrived; one sold and
 * removed while the lead waited costs the lead its link to the car, never the lead.
 */
export async function storeJournalledLead(scope: SiteScope, lead: NewLead, options: StoreOptions) {
  try {
    return await storeLead(scope, lead, options);
  } catch (error) {
    if (!(error instanceof NotACarOfThisSite)) throw error;
    return storeLead(scope, { ...lead, car_id: null }, options);
  }
}

/** The site's newest leads with the state of each delivery: what `npm run leads` prints. */
export async function leadReport(scope: SiteScope, limit = 50): Promise<LeadReportRow[]> {
  const rows = await scope.db
    .select({ lead: leads, stocknum: cars.stocknum })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
    .where(eq(leads.site_id, scope.siteId))
    .orderBy(desc(leads.id))
    .limit(limit);
  const ids = rows.map((r) => r.lead.id);
  const deliveries = ids.length
    ? await scope.db
        .select()
        .from(lead_deliveries)
        .where(and(eq(lead_deliveries.site_id, scope.siteId), inArray(lead_deliveries.lead_id, ids)))
    : [];
  return rows.map(({ lead, stocknum }) => ({
    lead_id: lead.id,
    received: lead.created_at.toISOString(),
    category: lead.category,
    subcategory: lead.subcategory,
    name: [lead.name, lead.last_name].filter(Boolean).join(" "),
    email: lead.email,
    phone: lead.phone,
    stock_number: stocknum ?? null,
    spam: lead.spam,
    deliveries: deliveries
      .filter((d) => d.lead_id === lead.id)
      .map((d) => ({
        sink: d.sink,
        status: d.status,
        attempts: d.attempts,
        next_attempt_at: d.status === "pending" ? d.next_attempt_at.toISOString() : null,
        last_error: d.last_error,
      })),
  }));
}

export interface LeadCompletion {
  subcategory: string | null;
  message: string | null;
  fields: Record<string, unknown>;
}

/**
 * A lead stored before its outcome was known (a reservation before its payment), completed with
 * that outcome and only then handed to the outbox: the fields are merged, each delivery added once.
 */
export async function completeLead(
  scope: SiteScope,
  leadId: number,
  completion: LeadCompletion,
  sinks: SinkName[],
): Promise<boolean> {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({
        subcategory: completion.subcategory,
        message: completion.message,
        fields: sql`${leads.fields} || ${JSON.stringify(completion.fields)}::jsonb`,
      })
      .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, leadId)))
      .returning({ id: leads.id, spam: leads.spam });
    if (!row) return false;
    if (!row.spam && sinks.length > 0)
      await tx
        .insert(lead_deliveries)
        .values(sinks.map((sink) => ({ site_id: scope.siteId, lead_id: leadId, sink })))
        .onConflictDoNothing();
    return true;
  });
}

/** The reference of this site's lead stored under an idempotency key, or null while it is not stored. */
export async function leadReferenceByKey(scope: SiteScope, key: string): Promise<string | null> {
  const [row] = await scope.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.site_id, scope.siteId), eq(leads.idempotency_key, key)))
    .limit(1);
  return row ? leadReference(row.id) : null;
}
