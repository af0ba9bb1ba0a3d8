import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The built server on a real PostgreSQL (TEST_DATABASE_URL), restarted under load where
 * TEST_PG_RESTART names the command (`.ci/run` does). One file at a time, since a restart cuts every
 * connection; none of them uses the system tests' shared PGlite server, so none waits for it to seed.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/system-postgres/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
  },
});
