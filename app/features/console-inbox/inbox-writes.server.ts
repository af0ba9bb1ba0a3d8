import { and, eq } from "drizzle-orm";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { reassignLeads } from "~/features/lead-routing/index.server";
import { cars, lead_deliveries, lead_notes, leads } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { followUp, type LeadStatus } from "./inbox-rules";
import { visibleLeads } from "./inbox.server";
import { refusal, type Refusal } from "~/platform/forms/refusal";

export type InboxWrite = { ok: true } | Refusal;

const NOT_FOUND: InboxWrite = refusal("not-found", "No such lead on this site.");

/** The lead's follow-up as it stands, when this staff member may see it. */
async function visibleLead(scope: SiteScope, staff: StaffMember, id: number) {
  const [row] = await scope.db
    .select({
      status: leads.status,
      first_contacted_at: leads.first_contacted_at,
      assigned_staff_id: leads.assigned_staff_id,
      lost_reason: leads.lost_reason,
    })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
    .where(and(eq(leads.id, id), visibleLeads(scope, staff)));
  return row ?? null;
}

/** Moves the follow-up on (new → contacted → appointment → won or lost with a reason), audited. */
export async function setLeadStatus(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  next: LeadStatus,
  lostReason: string,
  now = new Date(),
): Promise<InboxWrite> {
  const lead = await visibleLead(scope, staff, id);
  if (!lead) return NOT_FOUND;
  const change = followUp(lead, next, lostReason, now);
  if (!change.ok) return refusal("invalid", change.error);
  const { ok: _ok, ...after } = change;
  await scope.db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set(after)
      .where(and(eq(leads.id, id), eq(leads.site_id, scope.siteId)));
    await recordAudit(
      tx,
      scope.siteId,
      {
        staffId: staff.staffId,
        action: "lead.status",
        entity: "lead",
        entityId: id,
        before: { status: lead.status, lost_reason: lead.lost_reason },
        after: { status: after.status, lost_reason: after.lost_reason },
      },
      now,
    );
  });
  return { ok: true };
}

/** Adds a note to the lead, audited. */
export async function addLeadNote(scope: SiteScope, staff: StaffMember, id: number, body: string): Promise<InboxWrite> {
  const text = body.trim();
  if (!text) return refusal("invalid", "Write the note first.");
  if (!(await visibleLead(scope, staff, id))) return NOT_FOUND;
  await scope.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(lead_notes)
      .values({ site_id: scope.siteId, lead_id: id, staff_id: staff.staffId, body: text.slice(0, 4000) })
      .returning({ id: lead_notes.id });
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "lead.note",
      entity: "lead",
      entityId: id,
      after: { note: note!.id },
    });
  });
  return { ok: true };
}

/** A salesperson may take a lead for themselves; handing one to someone else is a manager's (issue 54). */
const mayHandTo = (staff: StaffMember, assignee: number | null) =>
  staff.operator || staff.role !== "sales" || assignee === staff.staffId;

/**
 * Gives the lead to one of the site's staff (they are alerted and its escalation clock starts again),
 * or to nobody; audited.
 */
export async function assignLead(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  assignee: number | null,
): Promise<InboxWrite> {
  if (!mayHandTo(staff, assignee))
    return refusal("forbidden", "Only a manager or owner can hand a lead to someone else.");
  const lead = await visibleLead(scope, staff, id);
  if (!lead) return NOT_FOUND;
  if (assignee !== null)
    return (await reassignLeads(scope, staff.staffId, [id], assignee)) > 0 || lead.assigned_staff_id === assignee
      ? { ok: true }
      : refusal("invalid", "Choose someone on this site's staff.");
  await scope.db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({ assigned_staff_id: null, assigned_at: null })
      .where(and(eq(leads.id, id), eq(leads.site_id, scope.siteId)));
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "lead.assign",
      entity: "lead",
      entityId: id,
      before: { assigned_staff_id: lead.assigned_staff_id },
      after: { assigned_staff_id: null },
    });
  });
  return { ok: true };
}

/** A manager hands many leads to one person at once (the inbox's ticked rows); those they may not see are left. */
export async function assignLeads(
  scope: SiteScope,
  staff: StaffMember,
  ids: number[],
  assignee: number,
): Promise<InboxWrite & { moved?: number }> {
  if (!mayHandTo(staff, assignee))
    return refusal("forbidden", "Only a manager or owner can hand leads to someone else.");
  const visible: number[] = [];
  for (const id of ids.slice(0, 200)) if (await visibleLead(scope, staff, id)) visible.push(id);
  if (!visible.length) return refusal("invalid", "Tick the leads to hand over first.");
  return { ok: true, moved: await reassignLeads(scope, staff.staffId, visible, assignee) };
}

/** Sends one delivery of the lead again: the outbox picks it up at once, audited. */
export async function resendDelivery(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  deliveryId: number,
): Promise<InboxWrite> {
  if (!(await visibleLead(scope, staff, id))) return NOT_FOUND;
  return scope.db.transaction(async (tx) => {
    const [delivery] = await tx
      .update(lead_deliveries)
      .set({ status: "pending", next_attempt_at: new Date(), delivered_at: null })
      .where(
        and(
          eq(lead_deliveries.id, deliveryId),
          eq(lead_deliveries.lead_id, id),
          eq(lead_deliveries.site_id, scope.siteId),
        ),
      )
      .returning({ sink: lead_deliveries.sink });
    if (!delivery) return NOT_FOUND;
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "lead.resend",
      entity: "lead",
      entityId: id,
      after: { sink: delivery.sink },
    });
    return { ok: true } as const;
  });
}
