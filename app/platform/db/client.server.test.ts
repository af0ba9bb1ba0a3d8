import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openMigratedPglite } from "../../../tests/support/test-database";

async function sharedBuffers(pgliteDir: string): Promise<unknown> {
  const handle = await openMigratedPglite(pgliteDir);
  try {
    const result = await handle.db.execute(sql`show shared_buffers`);
    return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers;
  } finally {
    await handle.close();
  }
}

describe("an embedded database's buffer pool", () => {
  it("is small in memory, where the files it would copy are already held", async () => {
    expect(await sharedBuffers("memory://")).toBe("16MB");
  });

  it("keeps Postgres's own size in a folder, whose files are read from disk", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-buffers-"));
    try {
      expect(await sharedBuffers(path.join(dir, "db"))).toBe("128MB");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
