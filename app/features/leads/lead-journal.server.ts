import { mkdirSync } from "node:fs";
import { appendFile, open, readdir, readFile, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { isDatabaseUnavailable } from "~/platform/db/unavailable";
import { logger } from "~/platform/logging/logger.server";
import type { NewLead, StoreOptions } from "./lead-store.server";

/** One lead the database could not take when it was sent, with everything needed to store it later. */
export interface JournalEntry {
  site: string;
  lead: NewLead;
  options: StoreOptions;
  received_at: string;
}

export type StoreJournalEntry = (entry: JournalEntry) => Promise<{ created: boolean }>;

const PENDING = /^pending-[\d-]+\.ndjson$/;
const WORKER_FILE = /^leads(?:-(\d+))?\.ndjson$/;

/** Which of the server's worker processes this is (server/workers.ts): each appends to a file of its own. */
export interface JournalWorker {
  slot: number;
  count: number;
}

/** The file a worker appends to: `leads.ndjson` for the first (and the only one, with PGlite), `leads-{slot}.ndjson` for the others. */
const currentFile = (slot: number) => (slot === 0 ? "leads.ndjson" : `leads-${slot}.ndjson`);

/**
 * A durable local journal for leads that arrive while the database cannot be reached: each is
 * appended as one line and fsynced before the shopper is answered, so an acknowledged lead survives
 * a crash of this process too. Replay stores each entry with its idempotency key, so replaying an
 * entry twice (a crash mid-replay, or two workers replaying one file) still makes one lead. Each
 * worker appends to its own file and sets only that one aside, so no worker moves a file another is
 * writing; the first also takes over the files of worker slots that no longer run.
 */
export class LeadJournal {
  private handle: FileHandle | null = null;
  private writes: Promise<unknown> = Promise.resolve();
  private replaying: Promise<number> | null = null;
  private sequence = 0;

  constructor(
    readonly dir: string,
    private readonly worker: JournalWorker = { slot: 0, count: 1 },
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** Resolves once the entry is on disk (fsynced). */
  append(entry: JournalEntry): Promise<void> {
    const line = `${JSON.stringify(entry)}\n`;
    const write = this.writes.then(async () => {
      this.handle ??= await open(path.join(this.dir, currentFile(this.worker.slot)), "a", 0o600);
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
      if (this.handle) {
        await this.handle.close();
        this.handle = null;
      }
      for (const slot of await this.slotsToSetAside()) {
        const current = path.join(this.dir, currentFile(slot));
        const size = await open(current, "r").then(
          async (h) => (await h.stat().finally(() => h.close())).size,
          () => 0,
        );
        if (size > 0)
          await rename(current, path.join(this.dir, `pending-${slot}-${Date.now()}-${this.sequence++}.ndjson`));
      }
    }));
  }

  /** This worker's own file, and for the first worker those of slots beyond today's worker count. */
  private async slotsToSetAside(): Promise<number[]> {
    if (this.worker.slot !== 0) return [this.worker.slot];
    const slots = (await readdir(this.dir))
      .map((file) => WORKER_FILE.exec(file))
      .filter((m) => m !== null)
      .map((m) => Number(m[1] ?? 0));
    return [0, ...slots.filter((slot) => slot >= this.worker.count)];
  }

  private async replayFile(file: string, store: StoreJournalEntry): Promise<{ created: number; finished: boolean }> {
    let created = 0;
    // Another worker replaying the same folder may have stored and removed it first.
    const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" ? "" : Promise.reject(error),
    );
    for (const line of text.split("\n")) {
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
        logger.error(
          { err: error, site: entry.site, lead: entry.lead },
          "a journalled lead was refused by the database; kept in the journal's rejected file",
        );
        await this.keepRejected(line);
      }
    }
    await rm(file, { force: true });
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
