import { and, eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "~/features/console-staff/index.server";
import type { Database } from "~/platform/db/client.server";
import { cars, lead_alerts, lead_notes, leads, locations, staff_memberships, staff_users } from "~/platform/db/schema";
import { yardHoursBySite } from "~/platform/tenancy/site-locations.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { isOpenAt } from "~/platform/tenancy/yard-hours";
import { leadYard, type Yard } from "./lead-yard";
import type { AlertReason } from "./lead-words";
import { nextInLine } from "./round-robin";

type Channel = "push" | "email" | "sms";

interface Member {
  staffId: number;
  name: string;
  role: "owner" | "manager" | "sales";
  available: boolean;
  locationIds: number[];
  lastLeadAt: Date | null;
  channels: Channel[];
  mobile: string | null;
}

/** The site's staff, locked in membership order so two leads at once never take the same turn. */
async function lockedMembers(tx: Database, siteId: number): Promise<Member[]> {
  const rows = await tx
    .select({
      staffId: staff_memberships.staff_id,
      name: staff_users.name,
      role: staff_memberships.role,
      available: staff_memberships.available,
      locationIds: staff_memberships.location_ids,
      lastLeadAt: staff_memberships.last_lead_at,
      channels: staff_memberships.alert_channels,
      mobile: staff_users.mobile,
    })
    .from(staff_memberships)
    .innerJoin(staff_users, eq(staff_users.id, staff_memberships.staff_id))
    .where(eq(staff_memberships.site_id, siteId))
    .orderBy(staff_memberships.id)
    .for("update", { of: staff_memberships });
  return rows;
}

const coversYard = (member: Member, yardId: number | null) =>
  yardId === null || member.locationIds.length === 0 || member.locationIds.includes(yardId);

/**
 * Who owns a lead at a yard: by the site's rule, the next available salesperson of the yard (only
 * while it is open), else the yard's manager (one who is available first), else an owner.
 */
export function chooseOwner(
  members: readonly Member[],
  rule: "round_robin" | "manager",
  yardId: number | null,
  yardOpen: boolean,
  skip: readonly number[] = [],
): { member: Member; how: "round-robin" | "manager" } | null {
  if (rule === "round_robin" && yardOpen) {
    const sales = members.filter((m) => m.role === "sales" && m.available && coversYard(m, yardId));
    const next = nextInLine(sales, skip);
    if (next) return { member: next, how: "round-robin" };
  }
  const managers = members.filter((m) => m.role === "manager" && coversYard(m, yardId) && !skip.includes(m.staffId));
  const manager = nextInLine(managers.filter((m) => m.available)) ?? nextInLine(managers);
  if (manager) return { member: manager, how: "manager" };
  const owner = members.find((m) => m.role === "owner" && !skip.includes(m.staffId));
  return owner ? { member: owner, how: "manager" } : null;
}

/** The alert rows for a person: push and e-mail as they chose, SMS only with a mobile on record. */
export async function queueAlerts(tx: Database, siteId: number, leadId: number, member: Member, reason: AlertReason) {
  const channels = member.channels.filter((c) => c !== "sms" || member.mobile);
  if (!channels.length) return;
  await tx
    .insert(lead_alerts)
    .values(
      channels.map((channel) => ({ site_id: siteId, lead_id: leadId, staff_id: member.staffId, channel, reason })),
    )
    .onConflictDoNothing();
}

async function yardsOf(tx: Database, siteId: number): Promise<Yard[]> {
  const rows = await tx
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      dealership_slug: locations.dealership_slug,
      primary: locations.primary,
      type: locations.location_type,
      address: locations.address,
    })
    .from(locations)
    .where(eq(locations.site_id, siteId));
  return rows.map(({ type, address, ...yard }) => ({
    ...yard,
    sells: type === "sales" || type === "",
    lat: address.lat ?? null,
    long: address.long ?? null,
  }));
}

export interface Ownership {
  staffId: number | null;
  yardId: number | null;
  /** This call gave the lead its owner (not one before it). */
  assigned: boolean;
}

async function yardOpen(tx: Database, scope: SiteScope, yardId: number | null, now: Date) {
  if (yardId === null) return true;
  const hours = (await yardHoursBySite(tx, scope.siteId)).get(yardId);
  return !hours || isOpenAt(hours, hours.zone ?? scope.config.time_zone, now);
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/**
 * Gives a stored lead its yard and its owner, once: the lead's row is locked, so the outbox's
 * deliveries that need the owner (the staff alert, the shopper's confirmation) agree on one.
 */
export async function ensureOwner(scope: SiteScope, leadId: number, now = new Date()): Promise<Ownership | null> {
  return scope.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        assigned: leads.assigned_staff_id,
        location_id: leads.location_id,
        fields: leads.fields,
        postcode: leads.postcode,
        carYardId: cars.location_id,
      })
      .from(leads)
      .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
      .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, leadId)))
      .for("update", { of: leads });
    if (!lead) return null;
    if (lead.assigned !== null) return { staffId: lead.assigned, yardId: lead.location_id, assigned: false };
    const yard = leadYard(
      {
        carYardId: lead.carYardId ?? null,
        location: text(lead.fields.location),
        dealershipSlug: text(lead.fields.dealership_slug),
        postcode: lead.postcode,
      },
      await yardsOf(tx, scope.siteId),
    );
    const yardId = yard?.id ?? null;
    const members = await lockedMembers(tx, scope.siteId);
    const owner = chooseOwner(members, scope.config.lead_routing.rule, yardId, await yardOpen(tx, scope, yardId, now));
    await tx
      .update(leads)
      .set({ location_id: yardId, assigned_staff_id: owner?.member.staffId ?? null, assigned_at: owner ? now : null })
      .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, leadId)));
    if (owner) await handOver(tx, scope.siteId, leadId, owner, "assigned", yard?.name ?? null, now);
    return { staffId: owner?.member.staffId ?? null, yardId, assigned: owner !== null };
  });
}

const HOW_WORDS = { "round-robin": "next in the round-robin", manager: "no salesperson free" } as const;
const REASON_WORDS: Record<AlertReason, string> = {
  assigned: "Assigned to",
  escalated: "Not answered in time: told",
  offered: "Not answered in time: offered to",
};

/** The turn is taken, the timeline says so, and the person's alerts are queued. */
async function handOver(
  tx: Database,
  siteId: number,
  leadId: number,
  owner: { member: Member; how: "round-robin" | "manager" },
  reason: AlertReason,
  yard: string | null,
  now: Date,
) {
  if (owner.how === "round-robin")
    await tx
      .update(staff_memberships)
      .set({ last_lead_at: now })
      .where(and(eq(staff_memberships.site_id, siteId), eq(staff_memberships.staff_id, owner.member.staffId)));
  await tx.insert(lead_notes).values({
    site_id: siteId,
    lead_id: leadId,
    kind: reason === "assigned" ? "assigned" : "escalated",
    body: `${REASON_WORDS[reason]} ${owner.member.name} (${HOW_WORDS[owner.how]}${yard ? `, ${yard}` : ""})`,
    created_at: now,
  });
  await queueAlerts(tx, siteId, leadId, owner.member, reason);
}

/**
 * A manager hands leads to someone (one or many at once): each is theirs from now, its escalation
 * clock starts again, and they are alerted. Leads of another site are never touched.
 */
export async function reassignLeads(
  scope: SiteScope,
  by: number,
  leadIds: readonly number[],
  staffId: number,
  now = new Date(),
) {
  if (!leadIds.length) return 0;
  return scope.db.transaction(async (tx) => {
    // The leads first, then the memberships: the order ensureOwner and escalation lock them in.
    await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.site_id, scope.siteId), inArray(leads.id, [...leadIds])))
      .for("update");
    const member = (await lockedMembers(tx, scope.siteId)).find((m) => m.staffId === staffId);
    if (!member) return 0;
    const moved = await tx
      .update(leads)
      .set({ assigned_staff_id: staffId, assigned_at: now, escalation_stage: 0 })
      .where(
        and(
          eq(leads.site_id, scope.siteId),
          inArray(leads.id, [...leadIds]),
          sql`${leads.assigned_staff_id} is distinct from ${staffId}`,
        ),
      )
      .returning({ id: leads.id });
    for (const { id } of moved) {
      await tx.insert(lead_notes).values({
        site_id: scope.siteId,
        lead_id: id,
        kind: "assigned",
        body: `Assigned to ${member.name} by a manager`,
        created_at: now,
      });
      await tx
        .delete(lead_alerts)
        .where(and(eq(lead_alerts.lead_id, id), eq(lead_alerts.staff_id, staffId), eq(lead_alerts.reason, "assigned")));
      await queueAlerts(tx, scope.siteId, id, member, "assigned");
    }
    await recordAudit(tx, scope.siteId, {
      staffId: by,
      action: "lead.assign",
      entity: "lead",
      entityId: moved.length === 1 ? moved[0]!.id : null,
      after: { assigned_staff_id: staffId, leads: moved.map((m) => m.id) },
    });
    return moved.length;
  });
}

export { lockedMembers, yardOpen, handOver, type Member };
