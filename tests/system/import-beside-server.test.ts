import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { cars } from "~/platform/db/schema";
import { readEnv } from "~/platform/runtime/env.server";
import { runImport } from "../../scripts/import";
import { carRow } from "../support/test-database";
import { siteFetch, startServer, type ServerProcess } from "../support/server-process";
import { openStoppedDatabase } from "../support/stopped-database";

// Issue 13: `npm run import` beside `npm start` on embedded PGlite corrupted the database and the
// server never saw the cars. Now the import goes through the server: visible at once, nothing lost.
let server: ServerProcess | undefined;
afterAll(() => server?.stop());

async function listedCount(s: ServerProcess): Promise<number> {
  const response = await siteFetch(s, "metro-used", "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ hitsPerPage: 0 }] }),
  });
  return ((await response.json()) as { results: { nbHits: number }[] }).results[0]!.nbHits;
}

function file(rows: Record<string, unknown>[]): string {
  const name = path.join(mkdtempSync(path.join(tmpdir(), "import-file-")), "cars.json");
  writeFileSync(name, JSON.stringify(rows));
  return name;
}

describe("npm run import beside the running server", () => {
  it("goes through the server: its search shows the cars at once, and a restart finds every one, indexes intact", async () => {
    server = await startServer({ env: { SEED_DEMO: "false" } });
    const env = readEnv({ PGLITE_DIR: server.env.PGLITE_DIR, LOG_LEVEL: "silent" });
    const output: string[] = [];
    const run = (rows: Record<string, unknown>[]) =>
      runImport(["--site", "metro-used", file(rows)], env, (line) => output.push(line));

    expect(await run(Array.from({ length: 5 }, (_, i) => carRow(`OLD-${i}`)))).toBe(0);
    const batch = [
      ...Array.from({ length: 300 }, (_, i) => carRow(`NEW-${i}`, { make: "Mazda", model: "CX-5" })),
      ...Array.from({ length: 5 }, (_, i) => carRow(`OLD-${i}`, { price: 19990 })),
    ];
    expect(await run(batch)).toBe(0);
    expect(output).toContain("305 rows: 300 added, 5 updated, 0 unchanged, 0 rejected");
    expect(output.some((line) => line.includes(`sent through the server running on port ${server!.port}`))).toBe(true);
    expect(await listedCount(server)).toBe(305);

    await server.stop();
    const platform = await openStoppedDatabase(server);
    try {
      const countWith = async (settings: string[]) => {
        for (const setting of settings) await platform.database.db.execute(sql.raw(`set ${setting}`));
        const [row] = await platform.database.db
          .select({ n: count() })
          .from(cars)
          .where(
            inArray(
              cars.stocknum,
              batch.map((car) => String(car.stocknum)),
            ),
          );
        return row!.n;
      };
      const bySequentialScan = await countWith([
        "enable_indexscan = off",
        "enable_bitmapscan = off",
        "enable_indexonlyscan = off",
        "enable_seqscan = on",
      ]);
      const byIndex = await countWith([
        "enable_indexscan = on",
        "enable_bitmapscan = on",
        "enable_indexonlyscan = on",
        "enable_seqscan = off",
      ]);
      expect({ bySequentialScan, byIndex }).toEqual({ bySequentialScan: 305, byIndex: 305 });
    } finally {
      await platform.database.close();
    }
    server = await startServer({ dir: server.dir, env: { SEED_DEMO: "false" } });
    expect(await listedCount(server)).toBe(305);
  });
});
