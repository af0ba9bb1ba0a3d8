import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { DatabaseInUseError } from "~/platform/db/pglite-owner.server";
import { migratedPgliteDir } from "../support/test-database";

const dir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-owner-")), "db");
let holder: ChildProcess | undefined;
beforeAll(() => migratedPgliteDir(dir));
afterAll(() => holder?.kill("SIGKILL"));

async function holdInAnotherProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/hold-pglite.ts", dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

describe("an embedded database has one owner", () => {
  it("refuses a second process with a message naming the owner, and is free again once the owner is killed", async () => {
    holder = await holdInAnotherProcess();
    let refusal: unknown;
    try {
      openDatabase({ pgliteDir: dir });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect((refusal as Error).message).toContain(`in use by another process (pid ${holder.pid}`);

    holder.kill("SIGKILL");
    await new Promise((resolve) => holder!.once("exit", resolve));
    const handle = openDatabase({ pgliteDir: dir });
    await handle.migrate();
    await handle.close();
  });
});
