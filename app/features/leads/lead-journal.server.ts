import { mkdirSync } from "node:fs";
import { appendFile, open, readdir, readFile, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { isDatabaseUnavailable } from "~/platform/db/unavailable";
import { logger } from "~/platform/logger.server";
import type { NewLead, StoreOptions } from "./lead-store.server";

/** One lead the database could not take when it was sent, with everything needed to store it later. */
export interface JournalEntry {
  site: string;
  lead: NewLead;
  options: StoreOptions;
  received_at: string;
}

export type StoreJournalEntry = (entry: JournalEntry) => Promise<{ created: boolean }>;

const CURRENT = "leads.ndjson";
const PENDING = /^pending-\d+-\d+\.ndjson$/;

/**
 * A durable local journal for leads that arrive while the database cannot be reached: each is
 * appended as one line and fsynced before the shopper is answered, so an acknowledged lead survives
 * a crash of this process too. Replay stores each entry with its idempotency key, so replaying an
 * entry twice (a crash mid-replay) still makes one lead.
 */
export class LeadJournal {
  private handle: FileHandle | null = null;
  private writes: Promise<unknown> = Promise.resolve();
  private replaying: Promise<number> | null = null;
  private sequence = 0;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Resolves once the entry is on disk (fsynced). */
  append(entry: JournalEntry): Promise<void> {
    const line = `${JSON.stringify(entry)}\n`;
    const write = this.writes.then(async () => {
      this.handle ??= await open(path.join(this.dir, CURRENT), "a", 0o600);
      await this.handle.appendFile(line);
      await this.handle.sync();
    });
    this.writes = write.catch(() => undefined);
    return write;
  }

  /** Stores what the journal holds; returns how many leads were created. Stops at the first outage. */
  replay(store: StoreJournalEntry): Promise<number> {
    this.replaying ??= this.replayAll(store).finally(() => (this.replaying = null));
    return this.replaying;
  }

  private async replayAll(store: StoreJournalEntry): Promise<number> {
    await this.setAsideCurrent();
    let created = 0;
    for (const file of (await readdir(this.dir)).filter((f) => PENDING.test(f)).sort()) {
      const result = await this.replayFile(path.join(this.dir, file), store);
      created += result.created;
      if (!result.finished) break;
    }
    if (created > 0) logger.info({ created }, "journalled leads stored");
    return created;
  }

  /** New entries go to a fresh file while the old one is replayed. */
  private async setAsideCurrent() {
    await (this.writes = this.writes.then(async () => {
      const current = path.join(this.dir, CURRENT);
      if (this.handle) {
        await this.handle.close();
        this.handle = null;
      }
      const size = await open(current, "r").then(
        async (h) => (await h.stat().finally(() => h.close())).size,
        () => 0,
      );
      if (size > 0) await rename(current, path.join(this.dir, `pending-${Date.now()}-${this.sequence++}.ndjson`));
    }));
  }

  private async replayFile(file: string, store: StoreJournalEntry): Promise<{ created: number; finished: boolean }> {
    let created = 0;
    for (const line of (await readFile(file, "utf8")).split("\n")) {
      if (!line.trim()) continue;
      const entry = parseEntry(line);
      if (!entry) {
        await this.keepRejected(line);
        continue;
      }
      try {
        if ((await store(entry)).created) created++;
      } catch (error) {
        if (isDatabaseUnavailable(error)) return { created, finished: false };
        logger.error({ err: error, site: entry.site, lead: entry.lead }, "a journalled lead was refused by the database; kept in the journal's rejected file");
        await this.keepRejected(line);
      }
    }
    await rm(file);
    return { created, finished: true };
  }

  private keepRejected(line: string) {
    return appendFile(path.join(this.dir, "rejected.ndjson"), `${line}\n`, { mode: 0o600 });
  }

  async close() {
    await this.writes;
    await this.handle?.close();
    this.handle = null;
  }
}

function parseEntry(line: string): JournalEntry | null {
  try {
    const entry = JSON.parse(line) as Partial<JournalEntry>;
    return typeof entry.site === "string" && entry.lead && entry.options ? (entry as JournalEntry) : null;
  } catch {
    return null;
  }
}
