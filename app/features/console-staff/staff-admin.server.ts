import { and, count, eq, max } from "drizzle-orm";
import { staff_memberships, staff_passkeys, staff_sessions, staff_users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { recordAudit } from "./staff-audit.server";
import type { StaffRole } from "./staff-rules";

export type StaffWrite = { ok: true } | { ok: false; error: string };

/** The site's staff for its owners: who, their role and yards, passkeys, and when they were last in. */
export async function siteStaffList(scope: SiteScope) {
  const [members, passkeys, lastSeen] = await Promise.all([
    scope.db
      .select({
        id: staff_users.id,
        name: staff_users.name,
        email: staff_users.email,
        role: staff_memberships.role,
        locationIds: staff_memberships.location_ids,
      })
      .from(staff_memberships)
      .innerJoin(staff_users, eq(staff_users.id, staff_memberships.staff_id))
      .where(eq(staff_memberships.site_id, scope.siteId))
      .orderBy(staff_users.name),
    scope.db
      .select({ staff_id: staff_passkeys.staff_id, n: count() })
      .from(staff_passkeys)
      .where(eq(staff_passkeys.site_id, scope.siteId))
      .groupBy(staff_passkeys.staff_id),
    scope.db
      .select({ staff_id: staff_sessions.staff_id, at: max(staff_sessions.last_seen_at) })
      .from(staff_sessions)
      .where(eq(staff_sessions.site_id, scope.siteId))
      .groupBy(staff_sessions.staff_id),
  ]);
  return members.map((m) => ({
    ...m,
    passkeys: passkeys.find((p) => p.staff_id === m.id)?.n ?? 0,
    lastSeen: lastSeen.find((s) => s.staff_id === m.id)?.at ?? null,
  }));
}

async function membership(scope: SiteScope, staffId: number) {
  const [row] = await scope.db
    .select({ role: staff_memberships.role, location_ids: staff_memberships.location_ids })
    .from(staff_memberships)
    .where(and(eq(staff_memberships.site_id, scope.siteId), eq(staff_memberships.staff_id, staffId)));
  return row ?? null;
}

/** An owner changes someone's role (and a salesperson's yards); nobody changes their own. */
export async function changeStaffRole(
  scope: SiteScope,
  by: number,
  staffId: number,
  role: StaffRole,
  locationIds: number[],
): Promise<StaffWrite> {
  if (staffId === by) return { ok: false, error: "Another owner must change your own role." };
  const before = await membership(scope, staffId);
  if (!before) return { ok: false, error: "They are not on this site's staff." };
  const after = { role, location_ids: role === "sales" ? locationIds : [] };
  await scope.db.transaction(async (tx) => {
    await tx
      .update(staff_memberships)
      .set(after)
      .where(and(eq(staff_memberships.site_id, scope.siteId), eq(staff_memberships.staff_id, staffId)));
    await recordAudit(tx, scope.siteId, {
      staffId: by,
      action: "staff.role",
      entity: "staff",
      entityId: staffId,
      before,
      after,
    });
  });
  return { ok: true };
}

/** An owner removes someone from the site's staff: their membership, sessions and passkeys here end at once. */
export async function removeStaff(scope: SiteScope, by: number, staffId: number): Promise<StaffWrite> {
  if (staffId === by) return { ok: false, error: "Another owner must remove you." };
  const before = await membership(scope, staffId);
  if (!before) return { ok: false, error: "They are not on this site's staff." };
  await scope.db.transaction(async (tx) => {
    const here = <T extends typeof staff_memberships | typeof staff_sessions | typeof staff_passkeys>(table: T) =>
      and(eq(table.site_id, scope.siteId), eq(table.staff_id, staffId));
    await tx.delete(staff_memberships).where(here(staff_memberships));
    await tx.update(staff_sessions).set({ revoked_at: new Date() }).where(here(staff_sessions));
    await tx.delete(staff_passkeys).where(here(staff_passkeys));
    await recordAudit(tx, scope.siteId, {
      staffId: by,
      action: "staff.remove",
      entity: "staff",
      entityId: staffId,
      before,
    });
  });
  return { ok: true };
}
