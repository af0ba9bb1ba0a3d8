import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { searchCars } from "~/features/search/search.server";
import { followInventoryChanges } from "~/platform/boot/boot.server";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { sites } from "~/platform/db/schema";
import { isDatabaseUnavailable } from "~/platform/db/unavailable";
import { openSiteScopes } from "~/platform/tenancy/site-rows.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// A second app instance reaches PostgreSQL through a proxy that can cut it off: the same view of
// the world a restart or a network failure gives (every connection dropped, new ones refused).
let t: TestDatabase;
let proxy: TcpProxy;
let instance: DatabaseHandle;
let instanceAlpha: SiteScope;
let databaseName: string;

beforeAll(async () => {
  t = await openTestDatabase();
  const result = (await t.handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  databaseName = result.rows[0]!.name;
  const server = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startTcpProxy(server.hostname, Number(server.port || 5432));
  const url = new URL(server);
  url.port = String(proxy.port);
  url.pathname = `/${databaseName}`;
  instance = openDatabase({ url: url.toString() });
  const scopes = await openSiteScopes(instance.db, [testSite("alpha"), testSite("bravo")]);
  await followInventoryChanges(instance, scopes);
  instanceAlpha = scopes.get("alpha")!;
});
afterAll(async () => {
  await instance.close();
  await proxy.close();
  await t.close();
});

async function eventually(check: () => Promise<boolean>, ms = 20_000) {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function listenConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const result = await admin.query(
    "select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'listen%'",
    [databaseName],
  );
  await admin.end();
  return result.rows[0].n as number;
}

describe("PostgreSQL going away and coming back", () => {
  it("fails a transaction in flight with an outage error instead of ending the process, and serves again afterwards", async () => {
    const running = instance.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(3)`);
    });
    await new Promise((r) => setTimeout(r, 300));
    await proxy.cut();
    const failure = await running.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const whileDown = await instance.db
      .select()
      .from(sites)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(whileDown)).toBe(true);
    await proxy.restore();
    expect(await eventually(async () => (await instance.db.select().from(sites)).length === 2)).toBe(true);
  });

  it("reopens LISTEN after an outage of several seconds, catches up on what changed meanwhile, and never listens twice", async () => {
    expect(await eventually(async () => (await listenConnections()) === 1)).toBe(true);
    expect((await searchCars(instanceAlpha, { query: "d-max" })).count).toBe(0);
    await proxy.cut();
    await importInventory(
      t.scope("alpha"),
      JSON.stringify([carRow("OUT-1", { make: "Isuzu", model: "D-Max" })]),
      "json",
    );
    await new Promise((r) => setTimeout(r, 3_000));
    // The index this instance holds is served from memory all through the outage.
    expect((await searchCars(instanceAlpha, { query: "d-max" })).count).toBe(0);
    await proxy.restore();
    expect(await eventually(async () => (await searchCars(instanceAlpha, { query: "d-max" })).count === 1)).toBe(true);
    expect(await eventually(async () => (await listenConnections()) === 1)).toBe(true);

    await importInventory(
      t.scope("alpha"),
      JSON.stringify([carRow("OUT-2", { make: "Isuzu", model: "MU-X" })]),
      "json",
    );
    expect(await eventually(async () => (await searchCars(instanceAlpha, { query: "mu-x" })).count === 1)).toBe(true);
  });
});
