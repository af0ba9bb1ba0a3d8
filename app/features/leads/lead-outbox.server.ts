import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { claimDue, settleClaim, type OutboxClaim } from "~/platform/outbox/outbox.server";
import { cars, dealerships, leads } from "~/platform/db/schema";
import { pollingWorker } from "~/platform/outbox/polling-worker.server";
import { logger } from "~/platform/logging/logger.server";
import { servedSite, type ServedSites, type SiteScope } from "~/platform/tenancy/site-scope";
import type { DeliverableLead, LeadSink } from "./lead-sinks.server";
import type { SinkName } from "./lead-report";

export interface LeadOutbox {
  /** Asks for a delivery round now, as soon as any running round ends: called right after a lead is stored. */
  kick(): void;
  /** Claims the deliveries that are due and sends each once. */
  deliverDue(now?: Date): Promise<{ delivered: number; failed: number }>;
  start(): void;
  stop(): Promise<void>;
}

interface Claim extends OutboxClaim {
  lead_id: number;
  sink: SinkName;
}

const BATCH = 20;

async function deliverableLead(scope: SiteScope, leadId: number): Promise<DeliverableLead | null> {
  const [row] = await scope.db
    .select({ lead: leads, car: cars, dealership_name: dealerships.name })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
    .leftJoin(dealerships, and(eq(dealerships.id, leads.car_dealership_id), eq(dealerships.site_id, scope.siteId)))
    .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, leadId)));
  if (!row) return null;
  const { lead, car } = row;
  return {
    ...lead,
    appointment_at: typeof lead.fields.appointment_at === "string" ? lead.fields.appointment_at : null,
    vehicle: car
      ? {
          year: car.year,
          make: car.make,
          model: car.model,
          stock_number: car.stocknum,
          vin: car.vin,
          price: car.price,
          car_type: car.car_type,
        }
      : null,
    dealership_name: row.dealership_name ?? scope.config.name,
    site_name: scope.config.name,
    site_slug: scope.config.slug,
  };
}

export function leadOutbox(
  db: Database,
  sites: ServedSites,
  sinks: LeadSink[],
  intervalMs: number,
  leaseMs?: number,
): LeadOutbox {
  const sinkByName = new Map(sinks.map((s) => [s.name, s]));

  async function deliverOne(claim: Claim, now: Date): Promise<boolean> {
    let failure: unknown = null;
    try {
      const scope = servedSite(sites, claim.site_id);
      const sink = sinkByName.get(claim.sink);
      if (!scope || !sink) throw new Error(`No ${claim.sink} sink or site ${claim.site_id} in this instance`);
      const lead = await deliverableLead(scope, claim.lead_id);
      if (!lead) throw new Error(`Lead ${claim.lead_id} is not in site ${claim.site_id}`);
      const receipt = await sink.deliver(lead, scope.config);
      logger.info({ site: scope.config.slug, lead_id: claim.lead_id, sink: claim.sink, receipt }, "lead delivered");
    } catch (error) {
      failure = error;
      logger.warn(
        { err: error, lead_id: claim.lead_id, sink: claim.sink, attempt: claim.attempts },
        "lead delivery failed; it stays in the outbox",
      );
    }
    await settleClaim(db, "lead_deliveries", claim, now, failure);
    return failure === null;
  }

  async function deliverDue(now = new Date()) {
    const totals = { delivered: 0, failed: 0 };
    for (;;) {
      const claims = await claimDue<Claim>(db, "lead_deliveries", now, BATCH, leaseMs);
      const results = await Promise.all(claims.map((claim) => deliverOne(claim, now)));
      for (const ok of results) totals[ok ? "delivered" : "failed"]++;
      if (claims.length < BATCH) return totals;
    }
  }

  const worker = pollingWorker("the lead outbox", () => deliverDue(), intervalMs);
  return { ...worker, deliverDue };
}
