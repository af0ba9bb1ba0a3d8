import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { startServer } from "./server-process";

/**
 * The demo sites migrated and seeded once, kept in `data/test-seeded` (`db` and `media`), for every
 * server of the system and browser tests to start from a copy of: migrating and seeding took a
 * server 12 to 20 s. It is made again when the build, the migrations or the sites change, and after
 * two hours, since the seed dates its cars from the day it ran.
 */
const TEMPLATE = "data/test-seeded";
const STAMP = "stamp";
const MAX_AGE_MS = 2 * 60 * 60_000;

export async function seededTemplate(): Promise<string> {
  const stamp = stampOfThisBuild();
  if (fresh(stamp)) return path.resolve(TEMPLATE);
  mkdirSync("data", { recursive: true });
  const making = mkdtempSync(`${TEMPLATE}-making-`);
  try {
    await (await startServer({ dir: making })).stop();
    for (const leftover of ["mail", "journal", "images", "server.log"])
      rmSync(path.join(making, leftover), { recursive: true, force: true });
    writeFileSync(path.join(making, STAMP), stamp);
    rmSync(TEMPLATE, { recursive: true, force: true });
    renameSync(making, TEMPLATE);
  } catch (error) {
    // Another run made it at the same time: theirs is as good.
    if (!fresh(stamp)) throw error;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return path.resolve(TEMPLATE);
}

function fresh(stamp: string): boolean {
  const file = path.join(TEMPLATE, STAMP);
  return existsSync(file) && readFileSync(file, "utf8") === stamp && Date.now() - statSync(file).mtimeMs < MAX_AGE_MS;
}

/** What the seeded database is made from: the built server, the migrations and the sites' folders. */
function stampOfThisBuild(): string {
  const hash = createHash("sha256");
  for (const file of ["build/server/index.js", ...filesUnder("app/platform/db/migrations"), ...filesUnder("sites")])
    hash.update(file).update(readFileSync(file));
  return hash.digest("hex");
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
