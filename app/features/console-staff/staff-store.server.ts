import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { staff_memberships, staff_sign_in_links, staff_users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { recordAudit } from "./staff-audit.server";
import { normaliseEmail, SIGN_IN_LINK_MS, type StaffMember, type StaffRole } from "./staff-rules";

export const hashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");

export interface Invitation {
  email: string;
  name?: string;
  role: StaffRole;
  locationIds?: number[];
  /** A platform operator acts on every site (given only from the command line). */
  operator?: boolean;
}

/**
 * Adds a person to the site's staff with a role (or changes their role), recorded in the audit trail
 * as the inviter's write. The same address on another site is the same person with another membership.
 */
export async function inviteStaff(scope: SiteScope, invitation: Invitation, by: number | null, now = new Date()) {
  const email = normaliseEmail(invitation.email);
  return scope.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(staff_users)
      .values({ email, name: invitation.name?.trim() || email.split("@")[0]!, operator: invitation.operator === true })
      .onConflictDoUpdate({
        target: staff_users.email,
        set: invitation.operator ? { email, operator: true } : { email },
      })
      .returning({ id: staff_users.id });
    const [before] = await tx
      .select({ role: staff_memberships.role, location_ids: staff_memberships.location_ids })
      .from(staff_memberships)
      .where(and(eq(staff_memberships.site_id, scope.siteId), eq(staff_memberships.staff_id, user!.id)));
    const after = { role: invitation.role, location_ids: invitation.locationIds ?? [] };
    await tx
      .insert(staff_memberships)
      .values({ site_id: scope.siteId, staff_id: user!.id, ...after })
      .onConflictDoUpdate({ target: [staff_memberships.site_id, staff_memberships.staff_id], set: after });
    await recordAudit(
      tx,
      scope.siteId,
      {
        staffId: by,
        action: "staff.invite",
        entity: "staff",
        entityId: user!.id,
        before: before ?? null,
        after: { email, ...after },
      },
      now,
    );
    return user!.id;
  });
}

/** The staff member as this site knows them: their membership here, or an operator's standing everywhere. */
export async function staffOnSite(scope: SiteScope, staffId: number): Promise<StaffMember | null> {
  const [row] = await scope.db
    .select({
      staffId: staff_users.id,
      email: staff_users.email,
      name: staff_users.name,
      operator: staff_users.operator,
      role: staff_memberships.role,
      locationIds: staff_memberships.location_ids,
    })
    .from(staff_users)
    .leftJoin(
      staff_memberships,
      and(eq(staff_memberships.staff_id, staff_users.id), eq(staff_memberships.site_id, scope.siteId)),
    )
    .where(
      and(eq(staff_users.id, staffId), or(eq(staff_users.operator, true), eq(staff_memberships.site_id, scope.siteId))),
    );
  if (!row) return null;
  return { ...row, role: row.role ?? "owner", locationIds: row.locationIds ?? [] };
}

async function staffIdByEmail(scope: SiteScope, email: string): Promise<number | null> {
  const [row] = await scope.db
    .select({ id: staff_users.id })
    .from(staff_users)
    .where(eq(staff_users.email, normaliseEmail(email)));
  return row && (await staffOnSite(scope, row.id)) ? row.id : null;
}

/** A new one-time sign-in link's token for this staff member on this site; only its hash is kept. */
export async function createSignInLink(scope: SiteScope, staffId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await scope.db.transaction(async (tx) => {
    await tx.insert(staff_sign_in_links).values({
      site_id: scope.siteId,
      staff_id: staffId,
      token_hash: hashOf(token),
      expires_at: new Date(now.getTime() + SIGN_IN_LINK_MS),
    });
    await recordAudit(tx, scope.siteId, { staffId, action: "session.link", entity: "session" }, now);
  });
  return token;
}

/** A sign-in link for the staff member with this address on this site, or null when there is none. */
export async function signInLinkFor(scope: SiteScope, email: string, now = new Date()) {
  const staffId = await staffIdByEmail(scope, email);
  return staffId === null ? null : { staffId, token: await createSignInLink(scope, staffId, now) };
}

/** Whose link this is, while it is unused and unexpired, without using it (the page before the button). */
export async function signInLinkHolder(scope: SiteScope, token: string, now = new Date()): Promise<StaffMember | null> {
  const [row] = await scope.db
    .select({ staff_id: staff_sign_in_links.staff_id })
    .from(staff_sign_in_links)
    .where(liveLink(scope, token, now));
  return row ? staffOnSite(scope, row.staff_id) : null;
}

/** Uses the link: it works once (one statement marks it used), on its own site, before it expires. */
export async function redeemSignInLink(scope: SiteScope, token: string, now = new Date()): Promise<number | null> {
  const [row] = await scope.db
    .update(staff_sign_in_links)
    .set({ used_at: now })
    .where(liveLink(scope, token, now))
    .returning({ staff_id: staff_sign_in_links.staff_id });
  return row?.staff_id ?? null;
}

function liveLink(scope: SiteScope, token: string, now: Date) {
  return and(
    eq(staff_sign_in_links.token_hash, hashOf(token)),
    eq(staff_sign_in_links.site_id, scope.siteId),
    isNull(staff_sign_in_links.used_at),
    gt(staff_sign_in_links.expires_at, now),
  );
}
