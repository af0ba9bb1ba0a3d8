import { and, eq, gt, isNotNull, isNull, lt } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { leads } from "~/platform/db/schema";
import { pollingWorker } from "~/platform/outbox/polling-worker.server";
import { yardHoursBySite } from "~/platform/tenancy/site-locations.server";
import { servedSite, type ServedSites, type SiteScope } from "~/platform/tenancy/site-scope";
import { openMinutesBetween } from "~/platform/tenancy/yard-hours";
import { chooseOwner, handOver, lockedMembers } from "./assign-lead.server";

/** Leads older than this are not chased any more: a month-old untouched lead is a report, not an alert. */
const CHASE_DAYS = 14;

interface Waiting {
  id: number;
  site_id: number;
  location_id: number | null;
  assigned_staff_id: number | null;
  assigned_at: Date | null;
  escalation_stage: number;
}

/** How far a waiting lead should have gone by now: 0 with its owner, 1 to the manager, 2 to the next salesperson. */
export function dueStage(
  openMinutes: number,
  routing: { escalation_minutes: number; reoffer_minutes: number },
): number {
  if (openMinutes >= routing.escalation_minutes + routing.reoffer_minutes) return 2;
  return openMinutes >= routing.escalation_minutes ? 1 : 0;
}

async function escalate(scope: SiteScope, lead: Waiting, stage: number, now: Date): Promise<boolean> {
  return scope.db.transaction(async (tx) => {
    // Another instance may have moved it on, or someone answered it, since it was read.
    const [still] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.site_id, scope.siteId),
          eq(leads.id, lead.id),
          eq(leads.escalation_stage, lead.escalation_stage),
          eq(leads.status, "new"),
          isNull(leads.first_contacted_at),
        ),
      )
      .for("update");
    if (!still) return false;
    const members = await lockedMembers(tx, scope.siteId);
    const current = lead.assigned_staff_id === null ? [] : [lead.assigned_staff_id];
    if (stage === 1) {
      const manager = chooseOwner(members, "manager", lead.location_id, true, current);
      if (manager) {
        await handOver(tx, scope.siteId, lead.id, manager, "escalated", null, now);
      }
      await tx.update(leads).set({ escalation_stage: 1 }).where(eq(leads.id, lead.id));
      return manager !== null;
    }
    const next = chooseOwner(members, "round_robin", lead.location_id, true, current);
    const offered = next?.how === "round-robin" ? next : null;
    if (offered) await handOver(tx, scope.siteId, lead.id, offered, "offered", null, now);
    await tx
      .update(leads)
      .set({
        escalation_stage: 2,
        ...(offered ? { assigned_staff_id: offered.member.staffId, assigned_at: now } : {}),
      })
      .where(eq(leads.id, lead.id));
    return offered !== null;
  });
}

/**
 * Issue 54: a lead nobody has answered moves on. After the site's escalation minutes (counted only
 * while the lead's yard is open) its yard's manager is told; after the second period it is offered
 * to the next salesperson in the round-robin. Each step alerts the person it reaches.
 */
export async function escalateDue(db: Database, sites: ServedSites, now = new Date()): Promise<number> {
  const waiting = await db
    .select({
      id: leads.id,
      site_id: leads.site_id,
      location_id: leads.location_id,
      assigned_staff_id: leads.assigned_staff_id,
      assigned_at: leads.assigned_at,
      escalation_stage: leads.escalation_stage,
    })
    .from(leads)
    .where(
      and(
        eq(leads.status, "new"),
        isNull(leads.first_contacted_at),
        isNotNull(leads.assigned_at),
        gt(leads.assigned_at, new Date(now.getTime() - CHASE_DAYS * 86_400_000)),
        lt(leads.escalation_stage, 2),
        eq(leads.spam, false),
      ),
    )
    .limit(500);
  let moved = 0;
  const hoursBySite = new Map<number, Awaited<ReturnType<typeof yardHoursBySite>>>();
  for (const lead of waiting) {
    const scope = servedSite(sites, lead.site_id);
    if (!scope || !lead.assigned_at) continue;
    if (!hoursBySite.has(lead.site_id)) hoursBySite.set(lead.site_id, await yardHoursBySite(db, lead.site_id));
    const hours = lead.location_id === null ? undefined : hoursBySite.get(lead.site_id)?.get(lead.location_id);
    const open = hours
      ? openMinutesBetween(hours, hours.zone ?? scope.config.time_zone, lead.assigned_at, now)
      : (now.getTime() - lead.assigned_at.getTime()) / 60_000;
    const stage = dueStage(open, scope.config.lead_routing);
    // One step at a time: a lead found late still reaches the manager before the next salesperson.
    if (stage > lead.escalation_stage && (await escalate(scope, lead, lead.escalation_stage + 1, now))) moved++;
  }
  return moved;
}

export function escalationWorker(db: Database, sites: ServedSites, intervalMs: number, onMoved: () => void) {
  return pollingWorker(
    "lead escalation",
    async () => {
      if ((await escalateDue(db, sites)) > 0) onMoved();
    },
    intervalMs,
  );
}
