import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "~/platform/db/schema";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Runs only against a real server (vitest.config.ts includes tests/postgres when TEST_DATABASE_URL is set).
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

describe("a PostgreSQL connection dropped by the server", () => {
  it("is replaced by the pool instead of crashing the process", async () => {
    const result = (await t.handle.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const database = result.rows[0]?.name;
    expect(database).toMatch(/^test_/);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const killed = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [
      database,
    ]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.handle.db.select().from(sites)).map((s) => s.slug).sort()).toEqual(["alpha", "bravo"]);
  });
});
