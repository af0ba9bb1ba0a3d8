import { AsyncLocalStorage } from "node:async_hooks";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { staff_audit, staff_users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** One staff write as the audit trail keeps it. */
export interface AuditEntry {
  staffId: number | null;
  /** "session.start", "staff.invite", "lead.status". */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The key of the console send being answered, for the first record it makes. */
const sendKeys = new AsyncLocalStorage<{ key: string; spent: boolean }>();

/**
 * Runs one console send's writes under its form's key (issue 52). The first audit record they make
 * carries the key, in the write's own transaction, so a send repeated after a lost answer finds it
 * (`sentBefore`) and writes nothing, and one racing the first fails on the key's unique index.
 */
export function underSendKey<T>(key: string, run: () => Promise<T>): Promise<T> {
  return sendKeys.run({ key, spent: false }, run);
}

/** The record a send with this key made on this site, if it was written: what it wrote to. */
export async function sentBefore(scope: SiteScope, key: string): Promise<{ entityId: string | null } | null> {
  const [row] = await scope.db
    .select({ entityId: staff_audit.entity_id })
    .from(staff_audit)
    .where(and(eq(staff_audit.site_id, scope.siteId), eq(staff_audit.write_key, key)))
    .limit(1);
  return row ?? null;
}

/** A write that lost the race to the same send's first arrival. */
export function isRepeatedSend(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if (
      (e as { constraint?: string }).constraint === "staff_audit_write_key" ||
      /staff_audit_write_key/.test(e.message)
    )
      return true;
  return false;
}

function takeSendKey(): string | null {
  const held = sendKeys.getStore();
  if (!held || held.spent) return null;
  held.spent = true;
  return held.key;
}

/**
 * Appends to the audit trail. Called with the transaction of the write it records, so the write and
 * its record stand or fall together; the table is only ever inserted into.
 */
export async function recordAudit(db: Database, siteId: number, entry: AuditEntry, at = new Date()): Promise<void> {
  await db.insert(staff_audit).values({
    write_key: takeSendKey(),
    site_id: siteId,
    staff_id: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    at,
  });
}

/** The site's audit trail, newest first, optionally one action's. */
export async function readAudit(scope: SiteScope, options: { action?: string; limit?: number } = {}) {
  return scope.db
    .select({
      id: staff_audit.id,
      at: staff_audit.at,
      action: staff_audit.action,
      entity: staff_audit.entity,
      entity_id: staff_audit.entity_id,
      before: staff_audit.before,
      after: staff_audit.after,
      by: staff_users.email,
    })
    .from(staff_audit)
    .leftJoin(staff_users, eq(staff_users.id, staff_audit.staff_id))
    .where(
      and(eq(staff_audit.site_id, scope.siteId), options.action ? eq(staff_audit.action, options.action) : undefined),
    )
    .orderBy(desc(staff_audit.id))
    .limit(options.limit ?? 100);
}

/** The actions this site's trail holds, for its filter. */
export async function auditActions(scope: SiteScope): Promise<string[]> {
  const rows = await scope.db
    .selectDistinct({ action: staff_audit.action })
    .from(staff_audit)
    .where(eq(staff_audit.site_id, scope.siteId))
    .orderBy(staff_audit.action);
  return rows.map((r) => r.action);
}
