import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ADMIN_HEADER } from "~/platform/runtime/local-admin.server";
import { ownerFile } from "~/platform/db/pglite-owner.server";
import { readFileSync } from "node:fs";
import { enquiries, firstVisit, sendEnquiry } from "../support/enquiries";
import { startPushService, type PushService } from "../support/push-service";
import { siteFetch, startServer, type ServerProcess } from "../support/server-process";
import { staffCookie } from "../support/staff-session";

// Issue 54: a shopper's enquiry reaches a salesperson's pocket within seconds (web push through a
// real push protocol: VAPID-signed, encrypted, accepted and decrypted by the mock push service),
// the round-robin spreads leads evenly and skips who is away, and an untouched lead escalates.
const SITE = "metro-used";
let server: ServerProcess;
let push: PushService;

interface Person {
  name: string;
  cookie: string;
  client: string;
}

async function localAdmin(path: string, init: RequestInit = {}) {
  const { secret } = JSON.parse(readFileSync(ownerFile(server.env.PGLITE_DIR!), "utf8")) as { secret: string };
  const answer = await fetch(`http://127.0.0.1:${server.port}/_local/${path}`, {
    ...init,
    headers: { ...init.headers, [LOCAL_ADMIN_HEADER]: secret, "content-type": "application/json" },
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** The site's yards taken as always open (no sales hours given) and the escalation timings asked for. */
async function configure(routing: Record<string, unknown>) {
  const config = await localAdmin(`site-export?site=${SITE}`);
  const locations = config.locations as { list?: { contact_detail: { opening_hours: Record<string, unknown> } }[] };
  expect(locations.list?.length).toBeGreaterThan(0);
  for (const yard of locations.list ?? []) delete yard.contact_detail.opening_hours.sales;
  await localAdmin(`site-import?site=${SITE}`, {
    method: "POST",
    body: JSON.stringify({ ...config, lead_routing: { ...(config.lead_routing as object), ...routing } }),
  });
}

const consoleHeaders = (cookie: string) => ({
  cookie,
  origin: `http://${SITE}.localhost:${server.port}`,
  "sec-fetch-site": "same-origin",
});

/** A staff member signed in with notifications allowed on their (mock) browser. */
async function withPush(role: "sales" | "manager", name: string, email?: string): Promise<Person> {
  const cookie = await staffCookie(server, SITE, role, { name, email });
  const keyAnswer = await siteFetch(server, SITE, "/console/push.data", { headers: consoleHeaders(cookie) });
  expect(keyAnswer.status).toBe(200);
  const publicKey = /"publicKey","([\w-]+)"/.exec(await keyAnswer.text())?.[1];
  expect(publicKey).toBeTruthy();
  const { subscription, client } = await push.subscribe(publicKey!);
  const kept = await siteFetch(server, SITE, "/console/push", {
    method: "POST",
    headers: { ...consoleHeaders(cookie), "content-type": "application/json" },
    body: JSON.stringify({ intent: "subscribe", subscription }),
  });
  expect(kept.status).toBe(200);
  return { name, cookie, client };
}

/** Marks someone away (or back) as their own account page does. */
async function setAvailable(person: { cookie: string }, available: boolean) {
  const form = new URLSearchParams({ intent: "alerts", alert_push: "on", alert_email: "on", mobile: "" });
  if (available) form.set("available", "on");
  const answer = await siteFetch(server, SITE, "/console/account", {
    method: "POST",
    headers: { ...consoleHeaders(person.cookie), "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  expect(answer.status).toBeLessThan(400);
}

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
  await configure({ rule: "round_robin", escalation_minutes: 60, reoffer_minutes: 60 });
  // The demo's own salesperson is away today; three others take the leads, a fourth is away too.
  await setAvailable(
    { cookie: await staffCookie(server, SITE, "sales", { email: "sales@metrousedcars.com.au", name: "Jordan Lee" }) },
    false,
  );
  sales = [
    await withPush("sales", "Ana Sales"),
    await withPush("sales", "Ben Sales"),
    await withPush("sales", "Cai Sales"),
  ];
  away = await withPush("sales", "Dee Away");
  await setAvailable(away, false);
  manager = await withPush("manager", "Mia Manager");
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
    const lead = await siteFetch(server, SITE, pushed.alert.url, { headers: consoleHeaders(pushed.person.cookie) });
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
    await configure({ escalation_minutes: 0.05, reoffer_minutes: 0.05 });
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
