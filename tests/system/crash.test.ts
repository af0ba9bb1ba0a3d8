import { afterAll, describe, expect, it } from "vitest";
import { enquiries, firstVisit, sendEnquiry, storedMessages, type Outcome } from "../support/enquiries";
import { startServer, type ServerProcess } from "../support/server-process";
import { openStoppedDatabase } from "../support/stopped-database";

// Issue 13: kill -9 in the middle of 300 enquiries on embedded PGlite loses no acknowledged lead,
// and the same forms sent again make no lead twice.
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
});

describe("the server killed in the middle of 300 concurrent enquiries", () => {
  it("keeps every acknowledged lead, starts again on the same database, and makes none twice from a resend", async () => {
    const first = await startServer({ env: { SEED_DEMO: "false" } });
    servers.push(first);
    const session = await firstVisit(first);
    const sent = enquiries("Crash", 300);
    const outcomes = new Map<number, Outcome>();
    let acknowledged = 0;
    let killed: Promise<void> | null = null;
    await Promise.all(
      sent.map(async (enquiry) => {
        const { outcome } = await sendEnquiry(first, session, enquiry);
        outcomes.set(enquiry.index, outcome);
        if (outcome === "acknowledged" && ++acknowledged === 100) killed = first.kill();
      }),
    );
    await killed;
    expect(acknowledged).toBeGreaterThanOrEqual(100);

    const second = await startServer({ dir: first.dir, env: { SEED_DEMO: "false" } });
    servers.push(second);
    const again = await firstVisit(second);
    const resent = await Promise.all(sent.map((enquiry) => sendEnquiry(second, again, enquiry)));
    expect(resent.filter((r) => r.outcome === "lost")).toEqual([]);
    await second.stop();

    const platform = await openStoppedDatabase(first);
    try {
      const stored = await storedMessages(platform.database.db, platform.scopes.get("metro-used")!.siteId, "Crash");
      const lostAcknowledged = sent.filter((e) => outcomes.get(e.index) === "acknowledged" && !stored.has(e.message));
      const twice = [...stored.entries()].filter(([, n]) => n > 1);
      console.log(
        `kill -9 on PGlite: 300 sent, ${acknowledged} acknowledged, ${stored.size} stored after the resend, ${lostAcknowledged.length} acknowledged and lost, ${twice.length} stored twice`,
      );
      expect({ lostAcknowledged: lostAcknowledged.length, twice: twice.length }).toEqual({
        lostAcknowledged: 0,
        twice: 0,
      });
      // The resend stored what the crash cut off: every one of the 300 is there once.
      expect(stored.size).toBe(300);
    } finally {
      await platform.database.close();
    }
  });
});
