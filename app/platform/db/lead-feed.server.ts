import { sql } from "drizzle-orm";
import { logger } from "../logging/logger.server";
import type { Database } from "./client.server";
import { originOf } from "./change-feed.server";

/**
 * New leads, told to this process's listeners at once and to every other app instance through
 * NOTIFY, so a console inbox open on any of them shows a lead the moment it is stored.
 */
export const LEADS_CHANNEL = "leads_stored";

type Listener = (siteId: number) => void;
const listeners = new WeakMap<Database, Set<Listener>>();

export function onLeadStored(db: Database, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

function tellLocal(db: Database, siteId: number) {
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener(siteId);
    } catch (error) {
      logger.error({ err: error, siteId }, "a lead listener failed");
    }
  }
}

/** Called once a lead is stored (committed); a failed NOTIFY costs other instances only their live update. */
export async function announceLeadStored(db: Database, siteId: number): Promise<void> {
  tellLocal(db, siteId);
  const payload = JSON.stringify({ site_id: siteId, origin: originOf(db) });
  await db.execute(sql`select pg_notify(${LEADS_CHANNEL}, ${payload})`).catch((error: unknown) => {
    logger.warn({ err: error, siteId }, "could not tell other instances of a new lead");
  });
}

/** Handles a NOTIFY payload from the channel; our own announcements were already handled. */
export function relayLeadNotice(db: Database, payload: string): void {
  try {
    const notice = JSON.parse(payload) as { site_id?: unknown; origin?: unknown };
    if (notice.origin !== originOf(db) && typeof notice.site_id === "number") tellLocal(db, notice.site_id);
  } catch (error) {
    logger.warn({ err: error, payload }, "ignored a malformed lead notice");
  }
}
