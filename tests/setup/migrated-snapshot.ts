import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of an empty PGlite with every migration applied, for each test file to start from. */
    migratedSnapshot: string | undefined;
    /** On a real PostgreSQL, a database with every migration applied, for each test file's own to copy. */
    migratedDatabase: string | undefined;
  }
}

const folder = path.resolve("node_modules/.cache/test-pglite");

const migrationsFolder = path.resolve("app/platform/db/migrations");

/**
 * Migrates one database for the whole run, for the test files to start from
 * (tests/support/test-database.ts): a PGlite whose dump each file loads, or on a real PostgreSQL a
 * database each file's own is created from (`create database ... template`), which spares every
 * file its thirty migrations.
 */
export default async function setup(project: TestProject) {
  project.provide("migratedSnapshot", undefined);
  project.provide("migratedDatabase", undefined);
  const server = process.env.TEST_DATABASE_URL;
  return server ? migratedDatabase(project, server) : migratedSnapshot(project);
}

async function migratedDatabase(project: TestProject, server: string) {
  const name = `migrated_${randomBytes(5).toString("hex")}`;
  const admin = (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    return client
      .connect()
      .then(() => client.query(sql))
      .finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: Object.assign(new URL(server), { pathname: `/${name}` }).toString() });
  await migratePg(drizzlePg(pool), { migrationsFolder }).finally(() => pool.end());
  project.provide("migratedDatabase", name);
  return () => admin(`drop database if exists ${name} with (force)`).then(() => {});
}

async function migratedSnapshot(project: TestProject) {
  const client = new PGlite("memory://");
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `migrated-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("migratedSnapshot", file);
  return () => rmSync(file, { force: true });
}
