import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of an empty PGlite with every migration applied, for each test file to start from. */
    migratedSnapshot: string | undefined;
  }
}

const folder = path.resolve("node_modules/.cache/test-pglite");

/** Migrates one PGlite for the whole run and leaves its dump for the test files (tests/support/test-database.ts). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return project.provide("migratedSnapshot", undefined);
  const client = new PGlite("memory://");
  await migrate(drizzle(client), { migrationsFolder: path.resolve("app/platform/db/migrations") });
  const dump = await client.dumpDataDir("none");
  await client.close();
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `migrated-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("migratedSnapshot", file);
  return () => rmSync(file, { force: true });
}
