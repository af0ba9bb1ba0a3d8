import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CODE_TTL_MS,
  INVALID_CODE_MESSAGE,
  SEND_TIMEOUT_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from "~/features/accounts/one-time-code";
import type { Shopper } from "~/features/accounts/shopper";
import { sessionStore } from "~/features/accounts/session-store.server";
import { shopperSessions, type ShopperSessions } from "~/routes/_shared/shopper-session.server";
import { sendSignInCode, verifySignInCode, type CodeServices } from "~/features/accounts/sign-in.server";
import { httpSmsSender, outboxSmsSender, type SmsMessage, type SmsSender } from "~/features/accounts/sms-sender.server";
import { latestSms } from "~/features/accounts/sms-outbox.server";
import { logger } from "~/platform/logging/logger.server";
import { importInventory } from "~/features/inventory/import.server";
import { action as watchlistAction } from "~/routes/api.watchlist";
import { loader as contactLoader } from "~/routes/api.check-if-contact-exists";
import { action as rateLimitAction } from "~/routes/api.rate-limit";
import { analytics_events, cars, sms_outbox, users, verifications, watchlist_entries } from "~/platform/db/schema";
import type { AppServices } from "~/services.server";
import { rateLimits, type RateLimits } from "~/platform/security/rate-limits.server";
import type { RouterContextProvider } from "react-router";
import { routeContext } from "../support/route-context";
import { openTestDatabase, testSite, carRow, type TestDatabase } from "../support/test-database";

const SECRET = "integration-secret-integration-secret";
let t: TestDatabase;

/** An SmsSender that keeps what it was asked to send, so the test can read the code like a shopper. */
function recordingSender(): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { kind: "outbox", sent, send: async (message) => void sent.push(message) };
}

let limits: RateLimits;
let sessions: ShopperSessions;
const codeIn = (message: SmsMessage | undefined) => /\d{6}/.exec(message?.body ?? "")?.[0] ?? "";
const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);
const noDetails = { first_name: "", last_name: "", email: "" };

beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha"), testSite("bravo")]);
  limits = rateLimits(t.handle.db);
  sessions = shopperSessions(sessionStore(t.handle.db), [SECRET]);
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([carRow("A-1"), carRow("A-SOLD", { status: "sold" })]),
    "json",
  );
  await importInventory(t.scope("bravo"), JSON.stringify([carRow("B-1")]), "json");
});
afterAll(() => t.close());

describe("sending codes", () => {
  it("the sixth send in a minute for one phone hits the limit, and only five texts go out", async () => {
    const sms = recordingSender();
    const services: CodeServices = { secret: SECRET, sms, limits };
    const start = new Date("2026-11-21T01:00:00Z");
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await sendSignInCode(
          t.scope("alpha"),
          services,
          "0400 000 001",
          `10.0.0.${i}`,
          new Date(start.getTime() + i * 5000),
        ),
      );
    expect(answers.slice(0, 5).every((a) => a.ok)).toBe(true);
    expect(answers[5]).toEqual({ ok: false, reason: "too-many", error: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(sms.sent).toHaveLength(5);
    expect(sms.sent[0]?.to).toBe("+61400000001");
    // The limits count by the clock: eleven minutes on, the window has passed.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    try {
      const later = await sendSignInCode(t.scope("alpha"), services, "0400000001", "10.0.0.9", minutes(start, 11));
      expect(later.ok).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("one address may not send to phone after phone past its limit", async () => {
    const services: CodeServices = { secret: SECRET, sms: recordingSender(), limits };
    const now = new Date("2026-11-21T02:00:00Z");
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(
        await sendSignInCode(t.scope("alpha"), services, `04000001${String(i).padStart(2, "0")}`, "10.9.9.9", now),
      );
    expect(answers.filter((a) => a.ok)).toHaveLength(20);
    expect(answers[20]).toMatchObject({ ok: false, reason: "too-many" });
  });

  it("POST /api/rate-limit answers not OK once the phone has had its five codes", async () => {
    const scope = t.scope("alpha");
    const context = contextFor("alpha", null);
    const ask = () =>
      rateLimitAction({
        request: new Request("http://alpha.example/api/rate-limit", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phone: "61400000077" }),
        }),
        context,
        params: {},
      } as never) as Promise<Response>;
    expect((await ask()).status).toBe(200);
    const services: CodeServices = { secret: SECRET, sms: recordingSender(), limits };
    for (let i = 0; i < 5; i++) await sendSignInCode(scope, services, "0400000077", `10.1.1.${i}`, new Date());
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ ok: false, error: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  it("refuses a number that is not a mobile, sending nothing", async () => {
    const sms = recordingSender();
    const answer = await sendSignInCode(
      t.scope("alpha"),
      { secret: SECRET, sms, limits },
      "02 9555 0000",
      "10.2.0.1",
      new Date(),
    );
    expect(answer).toMatchObject({ ok: false, reason: "invalid", field: "phone" });
    expect(sms.sent).toHaveLength(0);
  });

  it("gives up after the send timeout with a clear message, and that code never works", async () => {
    const hangs: SmsSender = {
      kind: "http",
      send: (_m, signal) =>
        new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("aborted")))),
    };
    const answer = await sendSignInCode(
      t.scope("alpha"),
      { secret: SECRET, sms: hangs, limits, sendTimeoutMs: 50 },
      "0400000555",
      "10.3.0.1",
      new Date(),
    );
    expect(answer).toEqual({ ok: false, reason: "upstream-timeout", error: SEND_TIMEOUT_MESSAGE });
  });

  it("the embedded sender keeps each text in sms_outbox for its site for 10 minutes, and never logs the code", async () => {
    const sender = outboxSmsSender(t.handle.db);
    const bravo = t.scope("bravo");
    await t.handle.db.insert(sms_outbox).values({
      site_id: bravo.siteId,
      to: "+61400000998",
      body: "111111 is an old code",
      created_at: new Date(Date.now() - 11 * 60_000),
    });
    const logged = vi.spyOn(logger, "info");
    try {
      await sendSignInCode(bravo, { secret: SECRET, sms: sender, limits }, "0400000999", "10.4.0.1", new Date());
      const rows = await t.handle.db.select().from(sms_outbox).where(eq(sms_outbox.site_id, bravo.siteId));
      expect(rows.map((r) => r.to)).toEqual(["+61400000999"]);
      const code = /^(\d{6}) is your Bravo Motors verification code/.exec(rows[0]!.body)?.[1];
      expect(code).toBeDefined();
      expect(JSON.stringify(logged.mock.calls)).not.toContain(code);
      expect((await latestSms(bravo)).map((m) => m.body)).toEqual([rows[0]!.body]);
    } finally {
      logged.mockRestore();
    }
  });

  it("the HTTP adapter posts To, From and Body with basic auth", async () => {
    const received: { auth?: string; body: string }[] = [];
    const server: Server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        received.push({ auth: req.headers.authorization, body });
        res.writeHead(201).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/Messages.json`;
    await httpSmsSender(url, "AC123:token", "DEALER").send(
      { site_id: 1, to: "+61412345678", body: "123456 is your code" },
      new AbortController().signal,
    );
    await new Promise((resolve) => server.close(resolve));
    expect(received[0]?.auth).toBe(`Basic ${Buffer.from("AC123:token").toString("base64")}`);
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
      To: "+61412345678",
      From: "DEALER",
      Body: "123456 is your code",
    });
  });
});

describe("checking codes", () => {
  const scope = () => t.scope("alpha");

  async function sendTo(phone: string, now: Date) {
    const sms = recordingSender();
    const sent = await sendSignInCode(
      scope(),
      { secret: SECRET, sms, limits },
      phone,
      `10.5.${phone.slice(-3)}.1`,
      now,
    );
    expect(sent.ok).toBe(true);
    return codeIn(sms.sent[0]);
  }

  it("signs in once with the right code; the same code a second time fails", async () => {
    const now = new Date();
    const code = await sendTo("0411000001", now);
    const first = await verifySignInCode(
      scope(),
      SECRET,
      "61411000001",
      code,
      { first_name: "Ana", last_name: "Lee", email: "ana@example.com" },
      now,
    );
    expect(first).toMatchObject({ ok: true, value: { phone: "0411000001" } });
    const again = await verifySignInCode(scope(), SECRET, "0411000001", code, noDetails, now);
    expect(again).toEqual({ ok: false, reason: "invalid", error: INVALID_CODE_MESSAGE, field: "code" });
  });

  it("creates the user with the spec's metadata and logs a verification row on send and on verify", async () => {
    const now = new Date();
    const code = await sendTo("0411000002", now);
    const verified = await verifySignInCode(
      scope(),
      SECRET,
      "0411000002",
      code,
      { first_name: "Bo", last_name: "Ng", email: "bo@example.com" },
      now,
    );
    if (!verified.ok) throw new Error(verified.error);
    const [user] = await t.handle.db.select().from(users).where(eq(users.id, verified.value.user_id));
    expect(user).toMatchObject({
      site_id: scope().siteId,
      phone: "0411000002",
      first_name: "Bo",
      last_name: "Ng",
      email: "bo@example.com",
      website: "alpha",
    });
    const rows = await t.handle.db.select().from(verifications).where(eq(verifications.site_id, scope().siteId));
    const mine = rows.filter((r) => r.user_id === user!.id);
    expect(mine.map((r) => r.verification_type)).toEqual(["verify"]);
    expect(rows.some((r) => r.verification_type === "sms" && r.website_slug === "alpha")).toBe(true);
    const events = await t.handle.db
      .select({ event_id: analytics_events.event_id, n: count() })
      .from(analytics_events)
      .where(eq(analytics_events.site_id, scope().siteId))
      .groupBy(analytics_events.event_id);
    expect(events.find((e) => e.event_id === 36)?.n).toBeGreaterThan(0);
    expect(events.find((e) => e.event_id === 37)?.n).toBeGreaterThan(0);
  });

  it("an expired code fails", async () => {
    const now = new Date();
    const code = await sendTo("0411000003", now);
    const late = await verifySignInCode(
      scope(),
      SECRET,
      "0411000003",
      code,
      noDetails,
      new Date(now.getTime() + CODE_TTL_MS + 1),
    );
    expect(late).toEqual({ ok: false, reason: "invalid", error: INVALID_CODE_MESSAGE, field: "code" });
  });

  it("five wrong tries use the code up, even for the right code after", async () => {
    const now = new Date();
    const code = await sendTo("0411000004", now);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await verifySignInCode(scope(), SECRET, "0411000004", wrong, noDetails, now));
    expect(answers.slice(0, 4).map((a) => !a.ok && a.error)).toEqual(Array(4).fill(INVALID_CODE_MESSAGE));
    expect(answers[4]).toMatchObject({ ok: false, error: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(await verifySignInCode(scope(), SECRET, "0411000004", code, noDetails, now)).toMatchObject({
      ok: false,
      error: TOO_MANY_ATTEMPTS_MESSAGE,
    });
  });

  it("a new code invalidates the old one", async () => {
    const now = new Date();
    const old = await sendTo("0411000005", now);
    const fresh = await sendTo("0411000005", now);
    if (old !== fresh)
      expect(await verifySignInCode(scope(), SECRET, "0411000005", old, noDetails, now)).toMatchObject({
        ok: false,
        error: INVALID_CODE_MESSAGE,
      });
    expect(await verifySignInCode(scope(), SECRET, "0411000005", fresh, noDetails, now)).toMatchObject({ ok: true });
  });

  it("a code sent on one site does not sign in on another", async () => {
    const now = new Date();
    const code = await sendTo("0411000006", now);
    expect(await verifySignInCode(t.scope("bravo"), SECRET, "0411000006", code, noDetails, now)).toMatchObject({
      ok: false,
      error: INVALID_CODE_MESSAGE,
    });
  });
});

function contextFor(slug: string, shopper: Shopper | null) {
  const accounts = { secret: SECRET, sms: recordingSender(), limits, devOutbox: false };
  return routeContext(t.scope(slug), {
    shopper,
    services: {
      accounts,
      sessionStore: sessionStore(t.handle.db),
      secrets: [SECRET],
      leads: { limits } as AppServices["leads"],
    },
    platform: { limits },
  });
}

async function shopperOn(slug: string, phone: string): Promise<Shopper> {
  const sms = recordingSender();
  await sendSignInCode(t.scope(slug), { secret: SECRET, sms, limits }, phone, "10.7.0.1", new Date());
  const verified = await verifySignInCode(t.scope(slug), SECRET, phone, codeIn(sms.sent[0]), noDetails, new Date());
  if (!verified.ok) throw new Error(verified.error);
  return verified.value;
}

async function carId(slug: string, stocknum: string): Promise<number> {
  const [car] = await t.handle.db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.site_id, t.scope(slug).siteId), eq(cars.stocknum, stocknum)));
  return car!.id;
}

async function callWatchlist(operation: string, context: RouterContextProvider, body: Record<string, unknown>) {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  const request = new Request(`http://x.example/api/watchlist/${operation}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await watchlistAction({ request, context, params: { operation } } as never)) as Response;
  return { status: answer.status, body: (await answer.json()) as { success: boolean; error?: string } };
}

async function entries(userId: number) {
  return t.handle.db.select().from(watchlist_entries).where(eq(watchlist_entries.user_id, userId));
}

describe("sessions and the watchlist", () => {
  const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
  const alpha = () => t.scope("alpha").siteId;

  it("a session cookie of site A is refused on site B, and a tampered or foreign-signed one anywhere", async () => {
    const shopper = await shopperOn("alpha", "0422000001");
    const cookie = cookieOf(await sessions.start(alpha(), shopper, false));
    expect(await sessions.read(alpha(), cookie)).toEqual(shopper);
    expect(await sessions.read(t.scope("bravo").siteId, cookie)).toBeNull();
    expect(
      await shopperSessions(sessionStore(t.handle.db), ["another-secret-another-secret-xx"]).read(alpha(), cookie),
    ).toBeNull();
    const tampered = cookie.replace(
      /^(shopper_session=)(.)/,
      (_, name: string, c: string) => `${name}${c === "A" ? "B" : "A"}`,
    );
    expect(await sessions.read(alpha(), tampered)).toBeNull();
  });

  it("a copy of the cookie stops working once its session is signed out", async () => {
    const shopper = await shopperOn("alpha", "0422000005");
    const cookie = cookieOf(await sessions.start(alpha(), shopper, false));
    const cleared = await sessions.end(alpha(), cookie, false);
    expect(cleared).toMatch(/^shopper_session=; .*Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await sessions.read(alpha(), cookie)).toBeNull();
  });

  it("signing out everywhere ends the shopper's other sessions on the site, and nobody else's", async () => {
    const shopper = await shopperOn("alpha", "0422000006");
    const other = await shopperOn("alpha", "0422000007");
    const phone = cookieOf(await sessions.start(alpha(), shopper, false));
    const laptop = cookieOf(await sessions.start(alpha(), shopper, false));
    const someoneElse = cookieOf(await sessions.start(alpha(), other, false));
    await sessions.end(alpha(), phone, false, true);
    expect(await sessions.read(alpha(), laptop)).toBeNull();
    expect(await sessions.read(alpha(), someoneElse)).toEqual(other);
  });

  it("saves and removes for the signed-in shopper, with event 39 on save", async () => {
    const shopper = await shopperOn("alpha", "0422000002");
    const context = contextFor("alpha", shopper);
    const id = await carId("alpha", "A-1");
    expect(await callWatchlist("save-car", context, { phone_number: shopper.phone, car_id: id })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await entries(shopper.user_id)).map((e) => e.car_id)).toEqual([id]);
    const [saved] = await t.handle.db
      .select({ n: count() })
      .from(analytics_events)
      .where(and(eq(analytics_events.event_id, 39), eq(analytics_events.car_id, id)));
    expect(saved?.n).toBe(1);
    expect(await callWatchlist("remove-car", context, { phone_number: shopper.phone, car_id: id })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await entries(shopper.user_id)).toEqual([]);
  });

  it("a sold car is not saved unless it already is", async () => {
    const shopper = await shopperOn("alpha", "0422000003");
    const context = contextFor("alpha", shopper);
    const answer = await callWatchlist("save-car", context, {
      phone_number: shopper.phone,
      car_id: await carId("alpha", "A-SOLD"),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.success).toBe(false);
    expect(await entries(shopper.user_id)).toEqual([]);
  });

  it("every watchlist call without a valid session, or for another phone or site, is refused and changes nothing", async () => {
    const shopper = await shopperOn("alpha", "0422000004");
    const id = await carId("alpha", "A-1");
    const signedIn = contextFor("alpha", shopper);
    await callWatchlist("save-car", signedIn, { phone_number: shopper.phone, car_id: id });
    const before = await entries(shopper.user_id);
    const bravoCar = await carId("bravo", "B-1");
    for (const operation of ["save-car", "remove-car"]) {
      const body = { phone_number: shopper.phone, car_id: operation === "save-car" ? bravoCar : id };
      expect((await callWatchlist(operation, contextFor("alpha", null), body)).status).toBe(401);
      const alphaCookie = (await sessions.start(t.scope("alpha").siteId, shopper, false)).split(";")[0]!;
      expect(
        (
          await callWatchlist(
            operation,
            contextFor("bravo", await sessions.read(t.scope("bravo").siteId, alphaCookie)),
            body,
          )
        ).status,
      ).toBe(401);
      expect((await callWatchlist(operation, signedIn, { ...body, phone_number: "0499999999" })).status).toBe(403);
    }
    expect(await callWatchlist("save-car", signedIn, { phone_number: shopper.phone, car_id: bravoCar })).toMatchObject({
      status: 404,
    });
    expect(await entries(shopper.user_id)).toEqual(before);
  });
});

describe("GET /api/check-if-contact-exists", () => {
  it("answers for the site only", async () => {
    await shopperOn("alpha", "0433000001");
    const ask = async (slug: string, phone: string) => {
      const answer = (await contactLoader({
        request: new Request(`http://x.example/api/check-if-contact-exists?phone_number=${phone}`),
        context: contextFor(slug, null),
        params: {},
      } as never)) as Response;
      return {
        status: answer.status,
        body: (await answer.json()) as { data: { exists: boolean } | null; error: string | null },
      };
    };
    expect(await ask("alpha", "%2B61433000001")).toEqual({
      status: 200,
      body: { data: { phone_number: "0433000001", exists: true }, error: null },
    });
    expect((await ask("bravo", "0433000001")).body.data?.exists).toBe(false);
    expect((await ask("alpha", "12")).status).toBe(400);
  });
});
