import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { parseSiteConfig, type SiteConfig, type SiteConfigInput } from "~/platform/tenancy/site-config";
import { openSiteScopes } from "~/platform/tenancy/site-rows.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";

export interface TestDatabase {
  handle: DatabaseHandle;
  scopes: Map<string, SiteScope>;
  scope(slug: string): SiteScope;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the server named by TEST_DATABASE_URL, created here and dropped on close. Each starts from the
 * migrated database the run's global setup made (tests/setup/migrated-snapshot.ts): a PGlite dump
 * (half a second instead of three for booting and migrating afresh in every file), or a PostgreSQL
 * database this one is created from.
 */
export async function openTestDatabase(
  configs: SiteConfig[] = [testSite("alpha"), testSite("bravo")],
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let drop = async () => {};
  let handle: DatabaseHandle;
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const template = inject("migratedDatabase");
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = openDatabase({ url: url.toString() });
    drop = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    handle = openDatabase({ pgliteDir: "memory://", pgliteSnapshot: await migratedSnapshot() });
  }
  await handle.migrate();
  const scopes = await openSiteScopes(handle.db, configs);
  return {
    handle,
    scopes,
    scope(slug) {
      const s = scopes.get(slug);
      if (!s) throw new Error(`no test site ${slug}`);
      return s;
    },
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * An embedded database folder at `dir` as a server or a script finds it after its first start:
 * loaded from the run's migrated dump, where making and migrating it took three seconds or more.
 * Without a dump (on PostgreSQL runs) the folder is left for its first user to make.
 */
export async function migratedPgliteDir(dir: string): Promise<void> {
  if (await migratedSnapshot()) await (await openMigratedPglite(dir)).close();
}

/** An embedded database at `pgliteDir` ("memory://" or a folder), started from the run's migrated dump where there is one. */
export async function openMigratedPglite(pgliteDir: string): Promise<DatabaseHandle> {
  return openDatabase({ pgliteDir, pgliteSnapshot: await migratedSnapshot() });
}

let snapshot: Promise<Blob | undefined> | undefined;
function migratedSnapshot(): Promise<Blob | undefined> {
  const file = inject("migratedSnapshot");
  snapshot ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return snapshot;
}

export function testSite(slug: string, overrides: Partial<SiteConfigInput> = {}): SiteConfig {
  return parseSiteConfig(
    {
      slug,
      name: `${slug[0]?.toUpperCase()}${slug.slice(1)} Motors`,
      template: "franchise",
      url: `https://www.${slug}.example`,
      domains: [`${slug}.example`],
      theme: { colors: { primary: "#123456", accent: "#654321" }, logo: { src: `/sites/${slug}/logo.svg`, alt: slug } },
      contact: { phones: { new: "1300 000 000" } },
      ...overrides,
    },
    `${slug}.json`,
  );
}

/** A valid import row with the spec's field names, from the one car factory. */
export { sampleImportRow as carRow } from "~/features/demo/car-factory";
