import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOfferForm } from "~/features/offers";
import { consoleOffers, removeOffer, saveOffer, searchOffers } from "~/features/offers/index.server";
import type { StaffMember } from "~/features/console-staff";
import { inviteStaff, readAudit, staffOnSite } from "~/features/console-staff/index.server";
import { siteToday } from "~/platform/text/dates";
import { openTestDatabase, type TestDatabase } from "../support/test-database";
import { testMedia } from "../support/test-media";

// Issue 41: offers made in the console show on the site only when published and between their
// first and last day at the dealer; another site never sees them.
let t: TestDatabase;
let owner: StaffMember;
const day = (offset: number) => siteToday("Australia/Sydney", new Date(Date.now() + offset * 86_400_000));
/** The offer form as typed, read as the console reads it (Conform's resolver, in the browser and on the server). */
const typed = (name: string, over: Record<string, string | boolean> = {}) =>
  readOfferForm({
    name,
    description: "",
    disclaimer: "",
    category: "",
    price: "19990",
    starts_on: "",
    ends_on: "",
    published: true,
    ...over,
  });
const form = (name: string, over: Record<string, string | boolean> = {}) => {
  const read = typed(name, over);
  if (!read.value) throw new Error(`the form was refused: ${JSON.stringify(read.error)}`);
  return read.value;
};

beforeAll(async () => {
  t = await openTestDatabase();
  const alpha = t.scope("alpha");
  owner = (await staffOnSite(
    alpha,
    await inviteStaff(alpha, { email: "o@alpha.example", role: "owner", locationIds: [] }, null),
  ))!;
});
afterAll(() => t.close());

const shown = async (slug: string) =>
  (await searchOffers(t.scope(slug), { category: "", maxPrice: 0, query: "", page: 1 })).cards
    .map((o) => o.name)
    .sort();

describe("offers from the console", () => {
  it("shows published offers running today, and none of the others", async () => {
    const alpha = t.scope("alpha");
    const save = (name: string, over = {}) => saveOffer(alpha, owner, testMedia, null, form(name, over), null);
    await save("Running");
    await save("Ends today", { ends_on: day(0) });
    await save("Ended", { ends_on: day(-1) });
    await save("Starts tomorrow", { starts_on: day(1) });
    await save("Draft", { published: false });
    expect(await shown("alpha")).toEqual(["Ends today", "Running"]);
    expect(await shown("bravo")).toEqual([]);
    expect(Object.fromEntries((await consoleOffers(alpha)).map((o) => [o.name, o.state]))).toEqual({
      Running: "running",
      "Ends today": "running",
      Ended: "ended",
      "Starts tomorrow": "scheduled",
      Draft: "draft",
    });
  });

  it("names a bad field, and another site cannot edit or remove the offer", async () => {
    const alpha = t.scope("alpha");
    expect(typed("", { ends_on: "soon" }).error).toEqual({
      name: ["Give the offer a title"],
      ends_on: ["Give the day as YYYY-MM-DD"],
    });
    const [offer] = await consoleOffers(alpha);
    expect(await saveOffer(t.scope("bravo"), owner, testMedia, offer!.id, form("Taken"), null)).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    expect(await removeOffer(t.scope("bravo"), owner, offer!.id)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await removeOffer(alpha, owner, offer!.id)).toEqual({ ok: true, id: offer!.id });
    expect((await readAudit(alpha, { action: "offer.add" })).length).toBe(5);
  });
});
