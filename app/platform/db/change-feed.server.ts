import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { logger } from "../logging/logger.server";
import type { Database } from "./client.server";

/**
 * Inventory and content changes, told to this process's listeners directly and to every other app
 * instance on the same PostgreSQL through NOTIFY, so each keeps its search index, page cache and
 * per-site lists fresh.
 */
export const INVENTORY_CHANNEL = "inventory_changed";

/** Each database handle (one per app instance) signs its notices, to skip its own echo. */
const origins = new WeakMap<Database, string>();
export function originOf(db: Database): string {
  let origin = origins.get(db);
  if (!origin) origins.set(db, (origin = randomUUID()));
  return origin;
}

/** The cars written, when the change names them (a few hundred at most); null means anything may have changed. */
export type ChangedCars = number[] | null;
type Listener = (siteId: number, cars: ChangedCars) => Promise<void> | void;

/** Past this many cars a notice names none (NOTIFY payloads stop at 8,000 bytes), and listeners reread the site. */
const MAX_NAMED_CARS = 500;
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
export async function announceInventoryChange(
  db: Database,
  siteId: number,
  carIds: readonly number[] | null = null,
): Promise<void> {
  const cars = carIds && carIds.length <= MAX_NAMED_CARS ? [...carIds] : null;
  await tellLocal(db, siteId, cars);
  const payload = JSON.stringify({ site_id: siteId, origin: originOf(db), car_ids: cars });
  await db.execute(sql`select pg_notify(${INVENTORY_CHANNEL}, ${payload})`);
}

/** This process's half of an announcement: its listeners, then the site's generation (another process hears of it its own way). */
export async function announceLocally(db: Database, siteId: number, carIds: ChangedCars): Promise<void> {
  await tellLocal(db, siteId, carIds);
}

/** Handles a NOTIFY payload from the channel; our own announcements were already handled. */
export async function relayInventoryNotice(db: Database, payload: string): Promise<void> {
  try {
    const notice = JSON.parse(payload) as { site_id?: unknown; origin?: unknown; car_ids?: unknown };
    if (notice.origin === originOf(db) || typeof notice.site_id !== "number") return;
    const named =
      Array.isArray(notice.car_ids) && notice.car_ids.every((id) => Number.isSafeInteger(id))
        ? (notice.car_ids as number[])
        : null;
    await tellLocal(db, notice.site_id, named);
  } catch (error) {
    logger.warn({ err: error, payload }, "ignored a malformed inventory notice");
  }
}

/**
 * After the LISTEN connection was lost and came back: notices sent meanwhile never arrived, so every
 * site's listeners catch up as if each had changed.
 */
export async function catchUpAfterOutage(db: Database, siteIds: Iterable<number>): Promise<void> {
  await Promise.all([...siteIds].map((siteId) => tellLocal(db, siteId, null)));
}

async function tellLocal(db: Database, siteId: number, cars: ChangedCars) {
  const results = await Promise.allSettled([...(listeners.get(db) ?? [])].map((l) => l(siteId, cars)));
  for (const r of results)
    if (r.status === "rejected") logger.error({ err: r.reason, siteId }, "an inventory change listener failed");
  const sites = generations.get(db) ?? new Map<number, number>();
  generations.set(db, sites.set(siteId, (sites.get(siteId) ?? 0) + 1));
}

const generations = new WeakMap<Database, Map<number, number>>();

/**
 * How many changes this process has applied to a site's data: what was rendered or read at an older
 * generation (a cached page, a per-site list) is out of date. It moves once the listeners (the
 * search index) are done, so nothing made from the old data can pass for the new.
 */
export function siteGeneration(db: Database, siteId: number): number {
  return generations.get(db)?.get(siteId) ?? 0;
}
