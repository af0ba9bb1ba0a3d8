import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "eslint/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/support/**/*.test.ts",
      // Tests of behaviour only a real server has (pooled connections), when one is given.
      ...(process.env.TEST_DATABASE_URL ? ["tests/postgres/**/*.test.ts"] : []),
    ],
    environment: "node",
    // Each worker keeps its modules between files: test files share no state but what they open
    // themselves (each database is its own), and reloading every module and PGlite's WebAssembly
    // for each file took half the run (unit 48 to 30 s, integration 68 to 30 s).
    isolate: false,
    // Threads of one process, not a process each: on PGlite a run took 125-128 busy CPU-seconds and
    // 65-67 s, against 132-147 and 68-76 s with processes (three runs each); on PostgreSQL, no difference.
    pool: "threads",
    // One worker more than cores: the database tests spend part of their time waiting on PGlite and
    // the file system (3 workers on this 2-core machine: 54 to 38 s).
    maxWorkers: availableParallelism() + 1,
    // Timeouts only catch a test that hangs: the work of each test is bounded by its data, not the
    // clock. At 60 s, the exhaustive ones (every demo car page in one-truth, the search index's
    // property tests at full runs) failed on a machine at load 12 (issue 52).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    globalSetup: ["tests/setup/migrated-snapshot.ts"],
  },
});
