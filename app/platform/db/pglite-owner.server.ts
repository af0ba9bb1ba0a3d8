import { randomBytes } from "node:crypto";
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * Embedded PGlite is one process's database: a second process writing the same folder corrupts it
 * (rows lost, indexes that disagree with the table). Whoever opens the folder first claims it in a
 * file beside it; every later opener is refused with a message naming the owner. A server that owns
 * the folder adds its port and a secret, so command-line tools send their work through it instead.
 */
export interface PgliteOwner {
  pid: number;
  /** The owner's start time as the kernel counts it, so a reused pid is not taken for the owner. */
  started: string | null;
  command: string;
  /** Present once the owner is a server listening on loopback. */
  port?: number;
  secret?: string;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: PgliteOwner,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${owner.pid}: ${owner.command}). ` +
        "Only one process may open it at a time: stop that process first, or run this command while the server runs and it will go through the server.",
    );
    this.name = "DatabaseInUseError";
  }
}

export function ownerFile(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.owner.json`;
}

/** Field 22 of /proc/<pid>/stat: when the process started. Null where there is no /proc. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: PgliteOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return owner.started === null || startTime(owner.pid) === owner.started;
}

function readOwner(file: string): PgliteOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as PgliteOwner;
    return typeof owner.pid === "number" ? owner : null;
  } catch {
    return null;
  }
}

/** The live process that owns the folder, or null when nobody (or only a dead process) does. */
export function currentOwner(pgliteDir: string): PgliteOwner | null {
  const owner = readOwner(ownerFile(pgliteDir));
  return owner && owner.pid !== process.pid && isAlive(owner) ? owner : null;
}

function thisProcess(): PgliteOwner {
  return {
    pid: process.pid,
    started: startTime(process.pid),
    command: process.argv
      .slice(1)
      .map((a) => path.basename(a))
      .join(" "),
  };
}

/**
 * Claims the folder for this process, or throws DatabaseInUseError. A claim left by a process that
 * died (kill -9, a crash) is taken over. The file is created exclusively, so two openers racing for
 * a free folder cannot both win.
 */
export function claimPglite(pgliteDir: string): () => void {
  const file = ownerFile(pgliteDir);
  const me = thisProcess();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => releasePglite(pgliteDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner) && owner.pid !== process.pid) throw new DatabaseInUseError(pgliteDir, owner);
    // Stale: move it aside atomically, so only one of several openers removes it.
    const aside = `${file}.${process.pid}.stale`;
    try {
      renameSync(file, aside);
      rmSync(aside, { force: true });
    } catch {
      // Another opener moved it first; try again.
    }
  }
  throw new Error(`Could not claim the embedded database in ${pgliteDir}; remove ${file} if no process uses it.`);
}

function releasePglite(pgliteDir: string) {
  const file = ownerFile(pgliteDir);
  if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
}

/** Adds this server's loopback port and a fresh secret to its claim; tools read them to go through it. */
export function announceServer(pgliteDir: string, port: number): { port: number; secret: string } {
  const file = ownerFile(pgliteDir);
  const owner = readOwner(file);
  if (owner?.pid !== process.pid) throw new Error(`${file} is not this process's claim`);
  const server = { port, secret: randomBytes(24).toString("base64url") };
  writeFileSync(`${file}.tmp`, JSON.stringify({ ...owner, ...server }), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  return server;
}
