import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "~/platform/runtime/env.server";
import { migratedPgliteDir } from "../tests/support/test-database";
import { runImport } from "./import";

const dataDir = mkdtempSync(path.join(tmpdir(), "import-cli-"));
beforeAll(() => migratedPgliteDir(path.join(dataDir, "db")));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = readEnv({ PGLITE_DIR: path.join(dataDir, "db"), LOG_LEVEL: "silent" });

async function importFile(file: string) {
  const lines: string[] = [];
  const code = await runImport(["--site", "metro-used", file], env, (line) => lines.push(line));
  return { code, stdout: lines.join("\n") };
}

describe("npm run import", () => {
  it("stores 3 good rows, names rows 4 and 5, exits non-zero, and changes nothing the second time", async () => {
    const first = await importFile("tests/fixtures/import-3-good-2-bad.json");
    expect(first.code).toBe(1);
    expect(first.stdout).toContain("5 rows: 3 added, 0 updated, 0 unchanged, 2 rejected");
    expect(first.stdout).toContain("row 4 (stocknum IMP-4): car_type: must be new, used or demo");
    expect(first.stdout).toContain("row 5 (stocknum IMP-5): price: cannot be negative");

    const second = await importFile("tests/fixtures/import-3-good-2-bad.json");
    expect(second.code).toBe(1);
    expect(second.stdout).toContain("5 rows: 0 added, 0 updated, 3 unchanged, 2 rejected");
  });

  it("explains how to call it, and refuses a file of unknown format", async () => {
    expect(await importFile("cars.xml")).toMatchObject({
      code: 2,
      stdout: expect.stringContaining("use a .json, .ndjson or .csv file"),
    });
    expect(await runImport([], env, () => {})).toBe(2);
  });

  it("runs as `npm run import` does, and exits with its code", async () => {
    const run = promisify(execFile);
    const outcome = await run(
      process.execPath,
      ["--import", "tsx", "scripts/import.ts", "--site", "metro-used", "tests/fixtures/import-3-good-2-bad.json"],
      {
        env: { ...process.env, PGLITE_DIR: path.join(dataDir, "db"), DATABASE_URL: "", LOG_LEVEL: "silent" },
      },
    ).then(
      () => ({ code: 0, stdout: "" }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain("5 rows: 0 added, 0 updated, 3 unchanged, 2 rejected");
  });
});
