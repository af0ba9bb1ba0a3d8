import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), "import-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function importFile(file: string) {
  try {
    const { stdout } = await run("npx", ["tsx", "scripts/import.ts", "--site", "metro-used", file], { env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" } });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout + e.stderr };
  }
}

describe("npm run import", () => {
  it("stores 3 good rows, names rows 4 and 5, exits non-zero, and changes nothing the second time", async () => {
    const first = await importFile("tests/fixtures/import-3-good-2-bad.json");
    expect(first.code).toBe(1);
    expect(first.stdout).toContain("5 rows: 3 added, 0 updated, 0 unchanged, 2 rejected");
    expect(first.stdout).toContain("row 4 (stocknum IMP-4): car_type: car_type must be new, used or demo");
    expect(first.stdout).toContain("row 5 (stocknum IMP-5): price: Cannot be negative");

    const second = await importFile("tests/fixtures/import-3-good-2-bad.json");
    expect(second.code).toBe(1);
    expect(second.stdout).toContain("5 rows: 0 added, 0 updated, 3 unchanged, 2 rejected");
  });

  it("explains how to call it, and refuses a file of unknown format", async () => {
    expect(await importFile("cars.xml")).toMatchObject({ code: 2, stdout: expect.stringContaining("use a .json, .ndjson or .csv file") });
  });
});
