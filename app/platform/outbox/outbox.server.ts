import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { CLAIM_LEASE_MS, retryDelayMs } from "./outbox-rules";
import { outboxFailures } from "../metrics/metrics.server";

/** The outboxes: rows to send once each, with status, attempts, next_attempt_at, last_error and delivered_at. */
export type OutboxTable = "lead_deliveries" | "alert_mails" | "lead_alerts";

export interface OutboxClaim {
  id: number;
  site_id: number;
  attempts: number;
}

/**
 * Takes up to `batch` due rows with a lease (SKIP LOCKED, so app instances never take the same row):
 * a worker that dies mid-send leaves the row to be taken again when the lease runs out.
 */
export async function claimDue<Row extends OutboxClaim>(
  db: Database,
  table: OutboxTable,
  now: Date,
  batch: number,
  leaseMs = CLAIM_LEASE_MS,
): Promise<Row[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  // A Date holds milliseconds, the database microseconds: a row stamped in the same millisecond as `now` is due too.
  const dueBefore = new Date(now.getTime() + 1).toISOString();
  const name = sql.identifier(table);
  const result = await db.execute(sql`
    update ${name} set attempts = attempts + 1, next_attempt_at = ${leaseUntil}::timestamptz
    where id in (
      select id from ${name}
      where status = 'pending' and next_attempt_at < ${dueBefore}::timestamptz
      order by next_attempt_at limit ${batch} for update skip locked)
    returning *`);
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * Marks a claimed row sent, or (with the error) due again after the backoff for its attempts. The
 * round's clock (`now`) is a lower bound: a send that finished later is stamped when it finished,
 * so delivered_at says when it really went (speed to lead is measured from it).
 */
export async function settleClaim(
  db: Database,
  table: OutboxTable,
  claim: OutboxClaim,
  roundNow: Date,
  error: unknown,
): Promise<void> {
  const now = new Date(Math.max(roundNow.getTime(), Date.now()));
  const name = sql.identifier(table);
  if (error === null) {
    await db.execute(
      sql`update ${name} set status = 'delivered', delivered_at = ${now.toISOString()}::timestamptz, last_error = null where id = ${claim.id}`,
    );
    return;
  }
  outboxFailures.inc({ outbox: table });
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const next = new Date(now.getTime() + retryDelayMs(claim.attempts)).toISOString();
  await db.execute(
    sql`update ${name} set next_attempt_at = ${next}::timestamptz, last_error = ${message} where id = ${claim.id}`,
  );
}

/** How many rows wait to be sent (the outbox's depth, for the metrics). */
export async function pendingCount(db: Database, table: OutboxTable): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where status = 'pending'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
