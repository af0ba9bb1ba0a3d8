import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { logger } from "../logger.server";
import type { Database } from "./client.server";

/**
 * Inventory changes, told to this process's listeners directly and to every other app instance on
 * the same PostgreSQL through NOTIFY, so each keeps its in-memory search index fresh.
 */
export const INVENTORY_CHANNEL = "inventory_changed";

/** Each database handle (one per app instance) signs its notices, to skip its own echo. */
const origins = new WeakMap<Database, string>();
function originOf(db: Database): string {
  let origin = origins.get(db);
  if (!origin) origins.set(db, (origin = randomUUID()));
  return origin;
}

type Listener = (siteId: number) => Promise<void> | void;
const listeners = new WeakMap<Database, Set<Listener>>();

export function onInventoryChange(db: Database, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Resolves once this process's listeners are done, so a caller reads its own writes. */
export async function announceInventoryChange(db: Database, siteId: number): Promise<void> {
  await tellLocal(db, siteId);
  const payload = JSON.stringify({ site_id: siteId, origin: originOf(db) });
  await db.execute(sql`select pg_notify(${INVENTORY_CHANNEL}, ${payload})`);
}

/** Handles a NOTIFY payload from the channel; our own announcements were already handled. */
export async function relayInventoryNotice(db: Database, payload: string): Promise<void> {
  try {
    const notice = JSON.parse(payload) as { site_id?: unknown; origin?: unknown };
    if (notice.origin === originOf(db) || typeof notice.site_id !== "number") return;
    await tellLocal(db, notice.site_id);
  } catch (error) {
    logger.warn({ err: error, payload }, "ignored a malformed inventory notice");
  }
}

/**
 * After the LISTEN connection was lost and came back: notices sent meanwhile never arrived, so every
 * site's listeners catch up as if each had changed.
 */
export async function catchUpAfterOutage(db: Database, siteIds: Iterable<number>): Promise<void> {
  await Promise.all([...siteIds].map((siteId) => tellLocal(db, siteId)));
}

async function tellLocal(db: Database, siteId: number) {
  const results = await Promise.allSettled([...(listeners.get(db) ?? [])].map((l) => l(siteId)));
  for (const r of results) if (r.status === "rejected") logger.error({ err: r.reason, siteId }, "an inventory change listener failed");
}
