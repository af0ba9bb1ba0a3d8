import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * System tests: the built server as a real process (crashes, restarts, fuzzing, HTTP hardening).
 * One file at a time, so the servers they start do not compete for this machine's two cores.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "tests/system/**/*.test.ts",
      // A real PostgreSQL restart, where the machine lets the tests restart its PostgreSQL (.ci/run does).
      ...(process.env.TEST_DATABASE_URL && process.env.TEST_PG_RESTART ? ["tests/system-postgres/**/*.test.ts"] : []),
    ],
    environment: "node",
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // One built server, booted and seeded once, for the files that only read and send (the rest start their own).
    globalSetup: ["tests/setup/shared-server.ts"],
  },
});
