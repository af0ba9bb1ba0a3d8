import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/setup/longest-first.ts";

/**
 * System tests: the built server as a real process (crashes, restarts, fuzzing, HTTP hardening).
 * Two files at a time: most of a file's time is its server's, and two servers share two cores well
 * (one at a time: 110 s; two: 89 s).
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // tests/system-postgres restarts the PostgreSQL of TEST_DATABASE_URL: only where TEST_PG_RESTART
    // names the command (`.ci/run` does), as one file whose parts run one after another.
    include: [
      "tests/system/**/*.test.ts",
      ...(process.env.TEST_PG_RESTART ? ["tests/system-postgres/**/*.test.ts"] : []),
    ],
    environment: "node",
    maxWorkers: 2,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // One built server, booted and seeded once, for the files that only read and send (the rest start their own).
    globalSetup: ["tests/setup/shared-server.ts"],
    sequence: { sequencer: LongestFirst },
  },
});
