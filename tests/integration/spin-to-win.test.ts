import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeadJournal } from "~/features/leads/lead-journal.server";
import { leadOutbox } from "~/features/leads/lead-outbox.server";
import { answerSpin, loadSpinPage } from "~/routes/spin-to-win.server";
import { leads, promotion_entries } from "~/platform/db/schema";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { routeContext } from "../support/route-context";
import { openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

const promotion = {
  slug: "summer",
  title: "Summer spin",
  prizes: [
    { label: "Fuel card", weight: 1 },
    { label: "Floor mats", weight: 1 },
  ],
  ends_on: null,
};
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha", { promotions: { spin_to_win: promotion } }), testSite("bravo")]);
});
afterAll(() => t.close());

function context(site: string, userId: number | null) {
  const outbox = leadOutbox(t.handle.db, t.scopes, [], 60_000);
  const leadServices = {
    sinks: [],
    outbox: { ...outbox, kick: () => {} },
    limits: rateLimits(t.handle.db),
    journal: new LeadJournal(mkdtempSync(path.join(tmpdir(), "spin-"))),
  };
  return routeContext(t.scope(site), {
    shopper: userId === null ? null : { user_id: userId, phone: "0412345678" },
    services: { leads: leadServices } as never,
  });
}
const spin = (site: string, userId: number) =>
  answerSpin(new Request(`https://${site}.example/spin-to-win`, { method: "POST" }), context(site, userId));

describe("spin to win (/spin-to-win)", () => {
  it("sends an anonymous visitor to sign in", async () => {
    const answer = (await loadSpinPage(new Request("https://alpha.example/spin-to-win"), context("alpha", null)).catch(
      (r: unknown) => r,
    )) as Response;
    expect(answer.headers.get("location")).toContain("/sign-in?type=spin-to-win&redirect=%2Fspin-to-win");
  });

  it("gives each shopper one spin, however many they send at once, and tells the dealer the prize", async () => {
    await Promise.all(Array.from({ length: 5 }, () => spin("alpha", 21)));
    const entries = await t.scope("alpha").db.select().from(promotion_entries).where(eq(promotion_entries.user_id, 21));
    expect(entries).toHaveLength(1);
    expect(["Fuel card", "Floor mats"]).toContain(entries[0]!.prize);
    expect(entries[0]!.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const page = await loadSpinPage(new Request("https://alpha.example/spin-to-win"), context("alpha", 21));
    expect(page.entry).toEqual({
      prize: entries[0]!.prize,
      prizeIndex: entries[0]!.prize_index,
      code: entries[0]!.code,
    });
    const [lead] = await t.scope("alpha").db.select().from(leads).where(eq(leads.id, entries[0]!.lead_id!));
    expect(lead).toMatchObject({ category: "Spin to Win", subcategory: "Summer spin" });
    expect(lead!.message).toContain(entries[0]!.code);
  });

  it("draws prizes by their weights", async () => {
    for (let user = 100; user < 160; user++) await spin("alpha", user);
    const won = await t.scope("alpha").db.select({ prize: promotion_entries.prize }).from(promotion_entries);
    expect(new Set(won.map((w) => w.prize))).toEqual(new Set(["Fuel card", "Floor mats"]));
  });

  it("has no page on a site without a promotion", async () => {
    const answer = await loadSpinPage(new Request("https://bravo.example/spin-to-win"), context("bravo", 21)).catch(
      (r: { init?: { status?: number } }) => r.init?.status,
    );
    expect(answer).toBe(404);
  });
});
