import type { SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertOutbox, type AlertOutbox } from "~/features/alerts/alert-outbox.server";
import { answerSaveSearch } from "~/routes/_shared/alerts.server";
import type { AlertServices } from "~/features/alerts/alert-services.server";
import { saveSearch, subscribeWatchlist } from "~/features/alerts/subscriptions.server";
import { importInventory } from "~/features/inventory/import.server";
import type { MailTransport } from "~/features/leads/lead-sinks.server";
import { users, watchlist_entries } from "~/platform/db/schema";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { loader as confirmLoader } from "~/routes/alerts.confirm";
import { action as unsubscribeAction } from "~/routes/alerts.unsubscribe";
import { routeContext } from "../support/route-context";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

const SECRETS = ["alerts-test-secret-of-at-least-32-characters"];
const HOUR = 3600_000;
let t: TestDatabase;
let outbox: AlertOutbox;
let sent: SendMailOptions[] = [];
/** How far the test has moved the outbox's clock past the real one (the database stamps rows with the real one). */
let ahead = 0;

const transport: MailTransport = {
  send: async (message) => {
    sent.push(message);
    return "kept";
  },
};

/** One outbox round at the test's clock; the e-mails it sent. */
async function round(advanceHours = 0): Promise<SendMailOptions[]> {
  ahead += advanceHours * HOUR;
  sent = [];
  await outbox.runRound(new Date(Date.now() + ahead));
  return sent;
}

const to = (mails: SendMailOptions[]) => mails.map((m) => m.to).sort();
const linkIn = (mail: SendMailOptions, kind: "confirm" | "unsubscribe") =>
  new RegExp(`https://\\S+/alerts/(\\S+)/${kind}`).exec(String(mail.text))?.[1];

/** The alert services and the shared rate limits a route's context carries. */
function services() {
  const alerts: AlertServices = { outbox, secrets: SECRETS };
  return { services: { alerts } as never, platform: { limits: rateLimits(t.handle.db) } };
}

async function followConfirmation(mail: SendMailOptions, site: string) {
  const token = linkIn(mail, "confirm");
  const context = routeContext(t.scope(site), services());
  return confirmLoader({
    params: { token },
    context,
    request: new Request(`https://x/alerts/${token}/confirm`),
  } as never);
}

async function reprice(site: string, stocknum: string, price: number, extra: Record<string, unknown> = {}) {
  return importInventory(
    t.scope(site),
    JSON.stringify([carRow(stocknum, { make: "Toyota", model: "HiLux", price, ...extra })]),
    "json",
  );
}

beforeAll(async () => {
  t = await openTestDatabase();
  outbox = alertOutbox(t.handle.db, t.scopes, transport, SECRETS, undefined, 60_000);
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([
      carRow("A-1", { make: "Toyota", model: "HiLux", price: 40_000 }),
      carRow("A-2", { make: "Mazda", model: "CX-5", price: 35_000 }),
    ]),
    "json",
  );
  await importInventory(
    t.scope("bravo"),
    JSON.stringify([carRow("B-1", { make: "Toyota", model: "HiLux", price: 40_000 })]),
    "json",
  );

  // Jo is signed in on alpha and watches the HiLux; Sam saved Toyotas by e-mail alone; Kim saved Toyotas on bravo; Pat never confirms.
  const [jo] = await t.handle.db
    .insert(users)
    .values({ site_id: t.scope("alpha").siteId, phone: "0412345678" })
    .returning();
  const hilux = (await t.scope("alpha").db.query.cars.findFirst({ where: (c, { eq }) => eq(c.stocknum, "A-1") }))!;
  await t.handle.db
    .insert(watchlist_entries)
    .values({ site_id: t.scope("alpha").siteId, user_id: jo!.id, car_id: hilux.id });
  const saves = [
    ["alpha", "sam@example.com", "/search/toyota", null],
    ["alpha", "Jo@Example.com ", "/search/used-cars?query=hilux", jo!.id],
    ["alpha", "pat@example.com", "/search/toyota", null],
    ["bravo", "kim@example.com", "/search/toyota", null],
  ] as const;
  for (const [site, email, search, userId] of saves) {
    expect((await saveSearch(t.scope(site), { email, search, userId })).kind).toBe("confirm-sent");
  }
  const confirmations = await round();
  expect(to(confirmations)).toEqual(["jo@example.com", "kim@example.com", "pat@example.com", "sam@example.com"]);
  for (const mail of confirmations.filter((m) => m.to !== "pat@example.com")) {
    await followConfirmation(mail, mail.to === "kim@example.com" ? "bravo" : "alpha");
  }
});
afterAll(() => t.close());

describe("price-drop alerts", () => {
  it("send exactly one e-mail per subscriber for a price drop on import, and none to another site's or an unconfirmed one", async () => {
    await reprice("alpha", "A-1", 38_500);
    const digests = await round();
    // Jo watches the HiLux and her search matches it too: one e-mail, the car once.
    expect(to(digests)).toEqual(["jo@example.com", "sam@example.com"]);
    for (const mail of digests) {
      expect(mail.subject).toBe("Price drop: 2022 Toyota HiLux Ascent Sport now $38,500");
      expect(String(mail.text).match(/\$38,500/g)).toHaveLength(1);
      expect(mail.text).toContain("was $40,000");
      expect((mail.headers as Record<string, string>)["List-Unsubscribe"]).toMatch(
        /^<https:\/\/www\.alpha\.example\/alerts\/\S+\/unsubscribe>$/,
      );
      expect((mail.headers as Record<string, string>)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    expect(await round()).toEqual([]);
  });

  it("gather a second drop the same day into the next day's digest", async () => {
    await reprice("alpha", "A-1", 37_000);
    expect(await round(2)).toEqual([]);
    const next = await round(23);
    expect(to(next)).toEqual(["jo@example.com", "sam@example.com"]);
    expect(next[0]!.subject).toContain("now $37,000");
  });

  it("stop after the one-click unsubscribe of the e-mail's List-Unsubscribe address, without signing in", async () => {
    await reprice("alpha", "A-1", 36_000);
    const [samMail] = (await round(24)).filter((m) => m.to === "sam@example.com");
    const token = linkIn(samMail!, "unsubscribe");
    const request = new Request(`https://www.alpha.example/alerts/${token}/unsubscribe`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    await unsubscribeAction({
      request,
      params: { token },
      context: routeContext(t.scope("alpha"), services()),
    } as never);
    await reprice("alpha", "A-1", 35_000);
    expect(to(await round(24))).toEqual(["jo@example.com"]);
  });

  it("tell of a new car that matches a saved search, and never of one that is sold", async () => {
    await importInventory(
      t.scope("alpha"),
      JSON.stringify([
        carRow("A-3", { make: "Toyota", model: "HiLux", price: 52_000 }),
        carRow("A-4", { make: "Toyota", model: "HiLux", status: "sold" }),
      ]),
      "json",
    );
    const [mail, ...others] = await round(24);
    expect(others).toEqual([]);
    expect(mail!.to).toBe("jo@example.com");
    expect(mail!.subject).toBe("New match: 2022 Toyota HiLux Ascent Sport at $52,000");
  });

  it("refuse another site's link: a recipient is found only on its own site", async () => {
    await reprice("bravo", "B-1", 39_000);
    const [kimMail] = await round();
    expect(kimMail!.to).toBe("kim@example.com");
    const token = linkIn(kimMail!, "unsubscribe");
    const onAlpha = unsubscribeAction({
      request: new Request("https://x", { method: "POST" }),
      params: { token },
      context: routeContext(t.scope("alpha"), services()),
    } as never);
    await expect(onAlpha).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("ask an address's owner again before another shopper's watchlist reaches it", async () => {
    const alpha = t.scope("alpha");
    await saveSearch(alpha, { email: "lee@example.com", search: "/search/mazda", userId: null });
    await followConfirmation(
      (await round()).find((m) => m.to === "lee@example.com")!,
      "alpha",
    );
    expect(await saveSearch(alpha, { email: "lee@example.com", search: "/search/toyota", userId: null })).toMatchObject(
      { kind: "saved" },
    );

    const [other] = await t.handle.db.insert(users).values({ site_id: alpha.siteId, phone: "0498765432" }).returning();
    expect(await subscribeWatchlist(alpha, { email: "lee@example.com", userId: other!.id })).toMatchObject({
      kind: "confirm-sent",
    });
    const [confirmation, ...more] = await round();
    expect(more).toEqual([]);
    expect(confirmation!.to).toBe("lee@example.com");
    expect(confirmation!.text).toContain("Price drops on the cars in your watchlist");

    // The other shopper watches a Kia no saved search lists: its drop reaches Lee only once Lee has confirmed the link.
    await importInventory(
      alpha,
      JSON.stringify([carRow("A-5", { make: "Kia", model: "Sportage", price: 30_000 })]),
      "json",
    );
    const kia = (await alpha.db.query.cars.findFirst({ where: (c, { eq }) => eq(c.stocknum, "A-5") }))!;
    await t.handle.db.insert(watchlist_entries).values({ site_id: alpha.siteId, user_id: other!.id, car_id: kia.id });
    await importInventory(
      alpha,
      JSON.stringify([carRow("A-5", { make: "Kia", model: "Sportage", price: 29_000 })]),
      "json",
    );
    expect(to(await round(24))).toEqual([]);
    await followConfirmation(confirmation!, "alpha");
    await importInventory(
      alpha,
      JSON.stringify([carRow("A-5", { make: "Kia", model: "Sportage", price: 28_000 })]),
      "json",
    );
    const [drop, ...others] = await round(24);
    expect(others).toEqual([]);
    expect(drop).toMatchObject({
      to: "lee@example.com",
      subject: "Price drop: 2022 Kia Sportage Ascent Sport now $28,000",
    });
  });

  it("gather nothing and save nothing on a site that turns alerts off, while its e-mails' links still unsubscribe", async () => {
    const bravo = t.scope("bravo");
    const off = { ...bravo, config: { ...bravo.config, accounts: { ...bravo.config.accounts, alerts: false } } };
    await importInventory(
      off,
      JSON.stringify([carRow("B-2", { make: "Toyota", model: "HiLux", price: 45_000 })]),
      "json",
    );
    expect(await round(24)).toEqual([]);
    const save = new Request("https://www.bravo.example/alerts/save", {
      method: "POST",
      body: new URLSearchParams({ email: "new@example.com", search: "/search/toyota" }),
    });
    await expect(answerSaveSearch(save, routeContext(off, services()))).rejects.toMatchObject({
      init: { status: 404 },
    });
    // The same car, had the site kept alerts on, would have reached Kim's Toyota search.
    await importInventory(
      bravo,
      JSON.stringify([carRow("B-3", { make: "Toyota", model: "HiLux", price: 46_000 })]),
      "json",
    );
    expect(to(await round(24))).toEqual(["kim@example.com"]);
  });

  it("send one inbox at most five confirmations a day, however its address is spelled and wherever the requests come from", async () => {
    const save = (n: number) =>
      answerSaveSearch(
        new Request("https://www.alpha.example/alerts/save", {
          method: "POST",
          body: new URLSearchParams({ email: `v.i.ctim+${n}@gmail.com`, search: "/search/toyota" }),
        }),
        routeContext(t.scope("alpha"), { ...services(), clientIp: `10.9.${n}.1` }),
      );
    const answers = [];
    for (let n = 1; n <= 7; n++) answers.push(await save(n));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(answers[5]!.outcome).toMatchObject({ kind: "refused", field: "email" });
  });

  it("refuse a bad address or a page that is not a listing with the form's own words", async () => {
    expect(await saveSearch(t.scope("alpha"), { email: "jo@", search: "/search/toyota", userId: null })).toMatchObject({
      kind: "refused",
      field: "email",
      message: "Please enter a valid email address.",
    });
    expect(
      await saveSearch(t.scope("alpha"), {
        email: "jo@example.com",
        search: "/search/no-such-make-here",
        userId: null,
      }),
    ).toMatchObject({ kind: "refused", field: "search" });
    expect(
      await saveSearch(t.scope("alpha"), { email: "jo@example.com", search: "/cars/something", userId: null }),
    ).toMatchObject({ kind: "refused", field: "search" });
  });
});
