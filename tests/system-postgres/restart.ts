import { exec } from "node:child_process";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootPlatform } from "~/platform/boot/boot.server";
import { enquiries, firstVisit, sendEnquiry, storedMessages, type Outcome } from "../support/enquiries";
import { siteFetch, startServer, type ServerProcess } from "../support/server-process";

// Issue 13: PostgreSQL restarted (TEST_PG_RESTART, e.g. `pg_ctlcluster 15 main restart`) while 300
// enquiries are in flight: the app stays up, answers every shopper, loses no acknowledged lead
// (those the database could not take wait in the journal), and serves again by itself.
const admin = process.env.TEST_DATABASE_URL!;
const name = `restart_${randomBytes(5).toString("hex")}`;
const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
let server: ServerProcess | undefined;

async function adminQuery(sql: string) {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: admin });
    try {
      await client.connect();
      return await client.query(sql);
    } catch (error) {
      if (attempt > 20) throw error;
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** How many of the test's enquiries the database holds, counted apart. */
async function restartLeadsStored(): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      "select count(distinct message) as n from leads where message like 'Restart enquiry number %'",
    );
    return Number(rows[0]!.n);
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

export const restartUnderLoad = () =>
  describe("PostgreSQL restarted in the middle of 300 concurrent enquiries", () => {
    beforeAll(async () => {
      await adminQuery(`create database ${name}`);
    });
    afterAll(async () => {
      await server?.stop().catch(() => {});
      await adminQuery(`drop database if exists ${name} with (force)`);
    });

    it("keeps the app up, answers every shopper, loses no acknowledged lead and recovers by itself", async () => {
      server = await startServer({ env: { DATABASE_URL: url, SEED_DEMO: "false" } });
      const session = await firstVisit(server);
      const sent = enquiries("Restart", 300);
      const outcomes = new Map<number, { outcome: Outcome; status: number }>();
      let acknowledged = 0;
      let restarted: Promise<void> | null = null;
      await Promise.all(
        sent.map(async (enquiry, i) => {
          await new Promise((r) => setTimeout(r, i * 10));
          const answer = await sendEnquiry(server!, session, enquiry);
          outcomes.set(enquiry.index, answer);
          if (answer.outcome === "acknowledged" && ++acknowledged === 60) {
            restarted = promisify(exec)(process.env.TEST_PG_RESTART!).then(() => undefined);
          }
        }),
      );
      await restarted;
      const statuses = [...outcomes.values()].reduce<Record<number, number>>(
        (acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }),
        {},
      );
      expect([...outcomes.values()].filter((o) => o.outcome === "lost")).toEqual([]);

      // Still serving, by itself: pages and a new lead.
      let home = 0;
      for (let i = 0; i < 100 && home !== 200; i++) {
        home = (await siteFetch(server, "metro-used", "/")).status;
        if (home !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(home).toBe(200);
      const after = await sendEnquiry(server, await firstVisit(server), enquiries("After", 1)[0]!);
      expect(after.outcome).toBe("acknowledged");

      // Journalled leads are stored by the journal's worker: waited for, however slow the machine.
      for (let waited = 0; waited < 60_000 && (await restartLeadsStored()) < acknowledged; waited += 250) {
        await new Promise((r) => setTimeout(r, 250));
      }
      await server.stop();
      const journalled = server
        .output()
        .split("\n")
        .filter((line) => line.includes("the lead is in the journal")).length;
      const platform = await bootPlatform({
        DATABASE_URL: url,
        PGLITE_DIR: "",
        SITES_DIR: "sites",
        DEFAULT_SITE: undefined,
      });
      try {
        const stored = await storedMessages(platform.database.db, platform.scopes.get("metro-used")!.siteId, "Restart");
        const lostAcknowledged = sent.filter(
          (e) => outcomes.get(e.index)?.outcome === "acknowledged" && !stored.has(e.message),
        );
        const twice = [...stored.entries()].filter(([, n]) => n > 1);
        console.log(
          `PostgreSQL restart: 300 sent, answers ${JSON.stringify(statuses)}, ${acknowledged} acknowledged (${journalled} of them from the journal), ${stored.size} stored, ${lostAcknowledged.length} acknowledged and lost, ${twice.length} stored twice`,
        );
        expect({ lostAcknowledged: lostAcknowledged.length, twice: twice.length }).toEqual({
          lostAcknowledged: 0,
          twice: 0,
        });
      } finally {
        await platform.database.close();
      }
    });
  });
