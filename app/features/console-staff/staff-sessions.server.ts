import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { staff_sessions } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { recordAudit } from "./staff-audit.server";
import { hashOf, staffOnSite } from "./staff-store.server";
import { sessionExpiry, sessionLive, STAFF_TOUCH_MS, type StaffMember } from "./staff-rules";

export interface SessionStart {
  method: "passkey" | "link";
  userAgent: string | null;
  ip: string | null;
}

/** A new session's id (the cookie's value); the table keeps its hash. Recorded in the audit trail. */
export async function startStaffSession(scope: SiteScope, staffId: number, start: SessionStart, now = new Date()) {
  const id = randomBytes(32).toString("base64url");
  await scope.db.transaction(async (tx) => {
    await tx.insert(staff_sessions).values({
      id_hash: hashOf(id),
      site_id: scope.siteId,
      staff_id: staffId,
      method: start.method,
      user_agent: start.userAgent?.slice(0, 300) ?? null,
      ip: start.ip,
      last_seen_at: now,
      expires_at: sessionExpiry(start.method, now, now),
      created_at: now,
    });
    await recordAudit(
      tx,
      scope.siteId,
      { staffId, action: "session.start", entity: "session", after: { method: start.method } },
      now,
    );
  });
  return id;
}

/** The staff member a live session of this site signs in, its last use written at most once a minute. */
export async function readStaffSession(
  scope: SiteScope,
  id: string,
  now = new Date(),
): Promise<{ staff: StaffMember; idHash: string; method: "passkey" | "link"; touched: boolean } | null> {
  const idHash = hashOf(id);
  const [row] = await scope.db
    .select()
    .from(staff_sessions)
    .where(and(eq(staff_sessions.id_hash, idHash), eq(staff_sessions.site_id, scope.siteId)));
  if (!row) return null;
  const times = {
    method: row.method,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
  if (!sessionLive(times, now)) return null;
  const staff = await staffOnSite(scope, row.staff_id);
  if (!staff) return null;
  const touched = now.getTime() - row.last_seen_at.getTime() >= STAFF_TOUCH_MS;
  if (touched)
    await scope.db
      .update(staff_sessions)
      .set({ last_seen_at: now, expires_at: sessionExpiry(row.method, row.created_at, now) })
      .where(eq(staff_sessions.id_hash, idHash));
  return { staff, idHash, method: row.method, touched };
}

/**
 * Ends one session of this staff member on this site: their own sign-out ("session.sign-out"), or
 * "Sign out" beside another of their sessions on Your account ("session.end"); recorded with it.
 */
export async function endStaffSession(
  scope: SiteScope,
  staffId: number,
  idHash: string,
  how: "sign-out" | "end",
  now = new Date(),
) {
  await scope.db.transaction(async (tx) => {
    const ended = await tx
      .update(staff_sessions)
      .set({ revoked_at: now })
      .where(
        and(
          eq(staff_sessions.id_hash, idHash),
          eq(staff_sessions.site_id, scope.siteId),
          eq(staff_sessions.staff_id, staffId),
          isNull(staff_sessions.revoked_at),
        ),
      )
      .returning({ method: staff_sessions.method });
    if (ended.length)
      await recordAudit(tx, scope.siteId, { staffId, action: `session.${how}`, entity: "session" }, now);
  });
}

/**
 * "Sign out everywhere": every live session of this staff member, on every site they sign in to (a
 * person who lost a phone means every console it held), each recorded in its own site's trail.
 */
export async function endStaffSessionsEverywhere(scope: SiteScope, staffId: number, now = new Date()) {
  await scope.db.transaction(async (tx) => {
    const ended = await tx
      .update(staff_sessions)
      .set({ revoked_at: now })
      .where(and(eq(staff_sessions.staff_id, staffId), isNull(staff_sessions.revoked_at)))
      .returning({ siteId: staff_sessions.site_id });
    const siteIds = new Set([scope.siteId, ...ended.map((e) => e.siteId)]);
    for (const siteId of siteIds)
      await recordAudit(tx, siteId, { staffId, action: "session.end-everywhere", entity: "session" }, now);
  });
}

/** This staff member's live sessions on this site, newest first. */
export async function liveStaffSessions(scope: SiteScope, staffId: number, now = new Date()) {
  const rows = await scope.db
    .select()
    .from(staff_sessions)
    .where(
      and(
        eq(staff_sessions.site_id, scope.siteId),
        eq(staff_sessions.staff_id, staffId),
        isNull(staff_sessions.revoked_at),
        gt(staff_sessions.expires_at, now),
      ),
    )
    .orderBy(desc(staff_sessions.last_seen_at));
  return rows.filter((r) =>
    sessionLive(
      {
        method: r.method,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
        expiresAt: r.expires_at,
        revokedAt: r.revoked_at,
      },
      now,
    ),
  );
}
