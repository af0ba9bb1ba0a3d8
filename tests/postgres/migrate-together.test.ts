import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";

// Issue 42: processes started together on an empty database migrate it once between them.
const admin = process.env.TEST_DATABASE_URL!;
const name = `migrate_${randomBytes(5).toString("hex")}`;
const handles: DatabaseHandle[] = [];

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(() => adminQuery(`create database ${name}`));
afterAll(async () => {
  await Promise.allSettled(handles.map((h) => h.close()));
  await adminQuery(`drop database if exists ${name} with (force)`);
});

describe("migrations", () => {
  it("are applied once when three processes start together", async () => {
    const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
    for (let i = 0; i < 3; i++) handles.push(openDatabase({ url }));
    await Promise.all(handles.map((h) => h.migrate()));
    const applied = (await handles[0]!.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    const journal = (await import("~/platform/db/migrations/meta/_journal.json")).default as { entries: unknown[] };
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
  });
});
