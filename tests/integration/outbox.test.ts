import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alert_mails, alert_recipients } from "~/platform/db/schema";
import { claimDue } from "~/platform/outbox/outbox.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

describe("the outbox's claim", () => {
  it("takes a row stamped by the database within the millisecond the caller's clock reads, not one stamped after it", async () => {
    const siteId = t.scope("alpha").siteId;
    const [recipient] = await t.handle.db
      .insert(alert_recipients)
      .values({ site_id: siteId, email: "jo@example.com" })
      .returning();
    const stamp = (at: string) => ({
      site_id: siteId,
      recipient_id: recipient!.id,
      kind: "confirm" as const,
      next_attempt_at: sql`${at}::timestamptz` as unknown as Date,
    });
    await t.handle.db
      .insert(alert_mails)
      .values([stamp("2026-11-24T10:00:00.123456Z"), stamp("2026-11-24T10:00:00.124001Z")]);

    const claimed = await claimDue(t.handle.db, "alert_mails", new Date("2026-11-24T10:00:00.123Z"), 10);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]!.attempts).toBe(1);
    expect(await claimDue(t.handle.db, "alert_mails", new Date("2026-11-24T10:00:00.123Z"), 10)).toEqual([]);
    expect(await claimDue(t.handle.db, "alert_mails", new Date("2026-11-24T10:00:00.124Z"), 10)).toHaveLength(1);
  });
});
