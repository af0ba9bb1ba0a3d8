import { inArray, lt } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { media_pending } from "../db/schema";
import { logger } from "../logging/logger.server";
import type { MediaStore } from "./media-store";

/**
 * An upload's file and the row that names it are committed together (issue 53): the key is entered
 * as pending before its file is written, and leaves in the transaction that writes the row naming
 * it (`commitMedia(tx, keys)`). A write that dies between the two leaves a pending key, and the
 * sweeper deletes its file once the grace period has passed: no file is ever left with no row.
 */
export async function stageMedia(
  db: Database,
  media: MediaStore,
  siteId: number,
  file: { key: string; body: Buffer; contentType: string },
): Promise<void> {
  await db.insert(media_pending).values({ key: file.key, site_id: siteId });
  await media.put(file.key, file.body, file.contentType);
}

/** In the write's own transaction: these keys are now named by a row, so they stay. */
export async function commitMedia(tx: Database, keys: readonly string[]): Promise<void> {
  if (keys.length) await tx.delete(media_pending).where(inArray(media_pending.key, [...keys]));
}

/** A pending upload older than this belongs to a write that died: no request takes that long. */
export const MEDIA_GRACE_MS = 15 * 60 * 1000;

/** Deletes the files of writes that died (and their pending keys); answers how many went. */
export async function sweepStagedMedia(db: Database, media: MediaStore, now = new Date()): Promise<number> {
  const stale = await db
    .select({ key: media_pending.key })
    .from(media_pending)
    .where(lt(media_pending.created_at, new Date(now.getTime() - MEDIA_GRACE_MS)))
    .limit(500);
  for (const { key } of stale) {
    await media.delete(key);
    await db.delete(media_pending).where(inArray(media_pending.key, [key]));
  }
  if (stale.length) logger.info({ files: stale.length }, "deleted uploads a crashed write left behind");
  return stale.length;
}

/** Sweeps at start and then every few minutes, until stopped. */
export function mediaSweeper(db: Database, media: MediaStore, everyMs = 5 * 60 * 1000) {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    sweepStagedMedia(db, media).catch((error: unknown) => logger.warn({ err: error }, "the media sweep failed"));
  return {
    start() {
      void sweep();
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
