import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process";

// With PostgreSQL a primary supervises the workers, one of them included: each starts with a heap
// limit sized to its caches, one that dies is replaced, and a first that cannot start at all takes
// the primary down with it instead of being started again every second.
const admin = process.env.TEST_DATABASE_URL!;
const databaseUrl = (name: string) => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
const name = `workers_${randomBytes(5).toString("hex")}`;
let server: ServerProcess | undefined;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

const workersOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
const started = (pid: number) => {
  try {
    return commandLine(pid).some((arg) => arg.startsWith("--max-old-space-size="));
  } catch {
    return false;
  }
};

const status = async (path: string) =>
  (await fetch(`http://127.0.0.1:${server!.port}${path}`).catch(() => null))?.status;

async function untilAnswered(path: string) {
  for (let waited = 0; (await status(path)) !== 200 && waited < 300; waited++)
    await new Promise((resume) => setTimeout(resume, 100));
}

export const supervisedWorkers = () =>
  describe("a primary and its workers on PostgreSQL", () => {
    beforeAll(() => adminQuery(`create database ${name}`));
    afterAll(async () => {
      await server?.stop();
      await adminQuery(`drop database if exists ${name} with (force)`);
    });

    it("a first worker that cannot reach its database stops the primary, which exits with an error", async () => {
      const missing = databaseUrl(`missing_${randomBytes(5).toString("hex")}`);
      await expect(
        startServer({ env: { DATABASE_URL: missing, SEED_DEMO: "false", WEB_CONCURRENCY: "1" } }),
      ).rejects.toThrow(/ended \(1\) before it could serve; stopping/);
    });

    it("the worker says ready once it has built the indexes ahead, with SEARCH_INDEX_MB + PAGE_CACHE_MB + 512 MB of heap, and one killed is replaced", async () => {
      server = await startServer({
        env: {
          DATABASE_URL: databaseUrl(name),
          WEB_CONCURRENCY: "1",
          SEARCH_INDEX_MB: "256",
          PAGE_CACHE_MB: "32",
          LOG_LEVEL: "info",
        },
      });
      await untilAnswered("/readyz");
      expect(server.output()).toContain('"msg":"search indexes built ahead"');
      const [first] = workersOf(server.pid);
      expect(commandLine(first!)).toContain("--max-old-space-size=800");

      process.kill(first!, "SIGKILL");
      // The new worker is listed as soon as it is forked; its command line is read once it has
      // started node (on a loaded machine the two were read in between, as empty).
      let replacement: number | undefined;
      for (let waited = 0; !(replacement && started(replacement)) && waited < 300; waited++) {
        await new Promise((resume) => setTimeout(resume, 100));
        replacement = workersOf(server.pid).find((pid) => pid !== first);
      }
      expect(replacement).toBeDefined();
      expect(commandLine(replacement!)).toContain("--max-old-space-size=800");
      // The primary's log line is written asynchronously: on a loaded machine the replacement was
      // running before the line reached the pipe.
      await expect
        .poll(() => server!.output(), { timeout: 30_000 })
        .toContain(`worker ${first} ended (SIGKILL); starting another`);
      await untilAnswered("/healthz");
      expect(await status("/healthz")).toBe(200);
    });
  });
