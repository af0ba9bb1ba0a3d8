import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, firstVisit, sendEnquiry } from "../support/enquiries";
import { startPushService, type PushService } from "../support/push-service";
import { siteFetch, startServer, type ServerProcess } from "../support/server-process";
import {
  consoleHeaders,
  demoSalespersonAway,
  routeLeads,
  setAvailable,
  withPush,
  type Pocket as Person,
} from "../support/lead-pockets";

// Issue 54: a shopper's enquiry reaches a salesperson's pocket within seconds (web push through a
// real push protocol: VAPID-signed, encrypted, accepted and decrypted by the mock push service),
// the round-robin spreads leads evenly and skips who is away, and an untouched lead escalates.
const SITE = "metro-used";
let server: ServerProcess;
let push: PushService;

const alertsOf = async (person: Person) =>
  (await push.messages(person.client)).map((m) => JSON.parse(m) as { title: string; body: string; url: string });

async function until<T>(check: () => Promise<T | null | undefined | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > end) throw new Error(`Not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let sales: Person[];
let away: Person;
let manager: Person;

beforeAll(async () => {
  push = await startPushService();
  server = await startServer({
    env: { PUSH_ALLOW_PRIVATE: "true", LEAD_ESCALATION_CHECK_MS: "500", LEAD_OUTBOX_INTERVAL_MS: "500" },
  });
  await routeLeads(server, SITE, { rule: "round_robin", escalation_minutes: 60, reoffer_minutes: 60 });
  // The demo's own salesperson is away today; three others take the leads, a fourth is away too.
  await demoSalespersonAway(server, SITE, "sales@metrousedcars.com.au");
  const pocket = (role: "sales" | "manager", name: string) => withPush(server, push, SITE, role, name);
  sales = [await pocket("sales", "Ana Sales"), await pocket("sales", "Ben Sales"), await pocket("sales", "Cai Sales")];
  away = await pocket("sales", "Dee Away");
  await setAvailable(server, SITE, away.cookie, false);
  manager = await pocket("manager", "Mia Manager");
});

afterAll(async () => {
  await server?.stop();
  await push?.close();
});

describe("speed to lead (issue 54)", () => {
  it("pushes a shopper's enquiry to its salesperson, accepted by the push service within 10 s", async () => {
    const session = await firstVisit(server);
    const [enquiry] = enquiries("Pocket", 1);
    const sent = Date.now();
    expect((await sendEnquiry(server, session, enquiry!)).outcome).toBe("acknowledged");
    const pushed = await until(async () => {
      for (const person of sales) {
        const alert = (await alertsOf(person)).find((a) => a.title.includes("Tester 0"));
        if (alert) return { person, alert };
      }
      return null;
    }, 10_000);
    expect(Date.now() - sent).toBeLessThan(10_000);
    expect(pushed.alert.title).toMatch(/^New lead for you: Crash Tester 0/);
    expect(pushed.alert.url).toMatch(/^\/console\/leads\/\d+$/);
    // The alert opens the lead, and the lead is theirs.
    const lead = await siteFetch(server, SITE, pushed.alert.url, {
      headers: consoleHeaders(server, SITE, pushed.person.cookie),
    });
    expect(lead.status).toBe(200);
    expect(await lead.text()).toContain("Crash Tester 0");
  });

  it("spreads 30 leads evenly over three available salespeople and skips the one marked away", async () => {
    const session = await firstVisit(server);
    const sent = enquiries("Spread", 29).map((e) => ({ ...e, index: e.index + 1 }));
    for (const enquiry of sent) expect((await sendEnquiry(server, session, enquiry)).outcome).toBe("acknowledged");
    const counts = await until(async () => {
      const each = await Promise.all(
        sales.map(async (p) => (await alertsOf(p)).filter((a) => a.title.startsWith("New lead for you")).length),
      );
      return each.reduce((a, b) => a + b, 0) >= 30 ? each : null;
    }, 30_000);
    expect(counts).toEqual([10, 10, 10]);
    expect(await alertsOf(away)).toEqual([]);
  });

  it("escalates an untouched lead to the manager, then offers it to the next salesperson", async () => {
    await routeLeads(server, SITE, { escalation_minutes: 0.05, reoffer_minutes: 0.05 });
    const escalated = await until(
      async () => (await alertsOf(manager)).find((a) => a.title.startsWith("Not answered yet")),
      20_000,
    );
    expect(escalated.body).toMatch(/Waiting \d+ min/);
    const offered = await until(async () => {
      for (const person of sales) {
        const alert = (await alertsOf(person)).find((a) => a.title.startsWith("Lead offered to you"));
        if (alert) return alert;
      }
      return null;
    }, 20_000);
    expect(offered.url).toMatch(/^\/console\/leads\/\d+$/);
    expect(await alertsOf(away)).toEqual([]);
  });
});
