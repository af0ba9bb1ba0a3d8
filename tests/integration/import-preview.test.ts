import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorReportCsv } from "~/features/inventory";
import {
  addFeed,
  applyImportRun,
  fetchFeed,
  importInventory,
  importRunView,
  previewUpload,
  recentRuns,
  removeFeed,
  runFeed,
  siteFeeds,
} from "~/features/inventory/index.server";
import { APPLY_LEASE_MS } from "~/features/inventory/import-console.server";
import { runDueFeeds } from "~/features/inventory/feed-schedule.server";
import type { StaffMember } from "~/features/console-staff";
import { inviteStaff, readAudit, staffOnSite } from "~/features/console-staff/index.server";
import { cars, inventory_feeds, inventory_imports } from "~/platform/db/schema";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 40: an import shows what it would do before it does it, applies only its good rows, keeps
// each run with its errors, and a scheduled feed runs once per due time across processes.
let t: TestDatabase;
let owner: StaffMember;
let feedServer: Server;
let feedUrl: string;
let feedBody = "";

const header = "stocknum,year,make,model,car_type,status,price,km";
const csv = (...rows: string[]) => [header, ...rows].join("\n");

async function stored(slug: string) {
  const rows = await t.handle.db
    .select({ stocknum: cars.stocknum, price: cars.price, status: cars.status })
    .from(cars)
    .where(eq(cars.site_id, t.scope(slug).siteId));
  return Object.fromEntries(rows.map((r) => [r.stocknum, `${r.status} ${r.price}`]));
}

beforeAll(async () => {
  t = await openTestDatabase();
  const alpha = t.scope("alpha");
  owner = (await staffOnSite(
    alpha,
    await inviteStaff(alpha, { email: "o@alpha.example", role: "owner", locationIds: [] }, null),
  ))!;
  await importInventory(
    alpha,
    csv(
      "K-1,2020,Kia,Rio,used,in_stock,15000,50000",
      "K-2,2021,Kia,Cerato,used,in_stock,22000,30000",
      "K-3,2019,Kia,Soul,used,in_stock,12000,80000",
    ),
    "csv",
  );
  await importInventory(t.scope("bravo"), csv("K-9,2020,Kia,Rio,used,in_stock,15000,50000"), "csv");
  feedServer = createServer((_, res) => res.writeHead(200, { "content-type": "text/csv" }).end(feedBody));
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/stock.csv`;
});
const runner = { allowPrivate: true, tellOwners: async () => {} };
afterAll(async () => {
  feedServer.close();
  await t.close();
});

describe("previewing an import", () => {
  it("lists new cars, each changed field, cars a full feed leaves out, and every bad row, changing nothing", async () => {
    const alpha = t.scope("alpha");
    const before = await stored("alpha");
    const previewed = await previewUpload(alpha, owner, {
      fileName: "stock.csv",
      format: "csv",
      fullFeed: true,
      text: csv(
        "K-1,2020,Kia,Rio,used,in_stock,14500,50000",
        "K-2,2021,Kia,Cerato,used,in_stock,22000,30000",
        "K-4,2022,Kia,Sportage,used,in_stock,35000,20000",
        "K-5,1800,Kia,Pride,used,in_stock,1000,1",
      ),
    });
    if (!previewed.ok) throw new Error(previewed.error);
    expect(await stored("alpha")).toEqual(before);
    const run = (await importRunView(alpha, previewed.runId))!;
    expect(run.status).toBe("previewed");
    expect(run.preview!.added.map((a) => [a.stocknum, a.name])).toEqual([["K-4", "2022 Kia Sportage"]]);
    expect(run.preview!.changed).toEqual([
      { row: 1, stocknum: "K-1", name: "2020 Kia Rio", changes: [{ field: "price", from: "15000", to: "14500" }] },
    ]);
    expect(run.preview!.unchanged).toBe(1);
    expect(run.preview!.removed).toEqual([{ stocknum: "K-3", name: "2019 Kia Soul" }]);
    expect(run.bad).toEqual([{ row: 4, stocknum: "K-5", reason: "year: must be 1900 or later" }]);
    expect(errorReportCsv(run.bad)).toBe("row,stocknum,reason\r\n4,K-5,year: must be 1900 or later\r\n");

    // One of the yard's three unsold cars is more than its 10%: the count must be typed (issue 55).
    expect(await applyImportRun(alpha, owner, previewed.runId)).toMatchObject({
      ok: false,
      fields: { sold_count: "Type 1 to confirm marking 1 car sold." },
    });
    expect(await stored("alpha")).toEqual(before);
    expect(await applyImportRun(alpha, owner, previewed.runId, "1")).toEqual({ ok: true });
    expect(await stored("alpha")).toEqual({
      "K-1": "in_stock 14500",
      "K-2": "in_stock 22000",
      "K-3": "sold 12000",
      "K-4": "in_stock 35000",
    });
    expect(await stored("bravo")).toEqual({ "K-9": "in_stock 15000" });
    const applied = (await importRunView(alpha, previewed.runId))!;
    expect([applied.status, applied.counts, applied.preview]).toEqual([
      "applied",
      { rows: 4, added: 1, changed: 1, unchanged: 1, removed: 1, bad: 1 },
      null,
    ]);
    expect(await applyImportRun(alpha, owner, previewed.runId)).toMatchObject({ ok: false, reason: "conflict" });
    expect(await applyImportRun(t.scope("bravo"), owner, previewed.runId)).toMatchObject({
      ok: false,
      reason: "not-found",
    });
  });

  it("answers a file it cannot read with the reason, and keeps no run", async () => {
    const alpha = t.scope("alpha");
    const runs = (await recentRuns(alpha)).length;
    expect(
      await previewUpload(alpha, owner, { fileName: "x.json", format: "json", fullFeed: false, text: "{nope" }),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The file is not valid JSON/),
    });
    expect((await recentRuns(alpha)).length).toBe(runs);
  });
});

// Issue 53, findings 7 and 8.
describe("an apply that died", () => {
  it("leaves its run held only until its lease passes; applying it again then finishes it once", async () => {
    const alpha = t.scope("alpha");
    const text = csv("L-1,2020,Kia,Rio,used,in_stock,15000,50000", "L-2,2021,Kia,Cerato,used,in_stock,22000,30000");
    const previewed = await previewUpload(alpha, owner, { fileName: "l.csv", format: "csv", fullFeed: false, text });
    if (!previewed.ok) throw new Error(previewed.error);
    // As a kill -9 leaves it: claimed, one car written, never finished.
    const now = new Date();
    await t.handle.db
      .update(inventory_imports)
      .set({ status: "applying", lease_until: new Date(now.getTime() + 60_000) })
      .where(eq(inventory_imports.id, previewed.runId));
    await importInventory(alpha, csv("L-1,2020,Kia,Rio,used,in_stock,15000,50000"), "csv");

    expect(await applyImportRun(alpha, owner, previewed.runId, "", now)).toMatchObject({
      ok: false,
      reason: "conflict",
      error: expect.stringMatching(/being applied now/),
    });
    const later = new Date(now.getTime() + APPLY_LEASE_MS + 61_000);
    expect(await applyImportRun(alpha, owner, previewed.runId, "", later)).toEqual({ ok: true });
    expect(await stored("alpha")).toMatchObject({ "L-1": "in_stock 15000", "L-2": "in_stock 22000" });
    expect((await importRunView(alpha, previewed.runId))!.status).toBe("applied");
    expect(await applyImportRun(alpha, owner, previewed.runId, "", later)).toMatchObject({
      ok: false,
      reason: "conflict",
    });
    const applies = await readAudit(alpha, { action: "import.apply" });
    expect(applies.filter((a) => a.entity_id === String(previewed.runId))).toHaveLength(1);
  });
});

describe("the audit trail of stock intake", () => {
  it("records a preview, an apply, a feed added, run now and removed, each with its write", async () => {
    const alpha = t.scope("alpha");
    const url = `${feedUrl}?audit`;
    feedBody = csv("A-1,2020,Kia,Rio,used,in_stock,13990,50000");
    const added = await addFeed(alpha, owner, { url, format: "csv", schedule: "daily", fullFeed: false });
    if (!added.ok) throw new Error(added.error);
    const [feed] = await siteFeeds(alpha).then((feeds) => feeds.filter((f) => f.id === added.id));
    await runFeed(alpha, feed!, runner, owner);
    expect(await removeFeed(alpha, owner, added.id)).toBe(true);
    const trail = await readAudit(alpha, { limit: 10 });
    const ours = trail.filter((a) => a.by === "o@alpha.example").map((a) => a.action);
    expect(ours.slice(0, 3)).toEqual(["feed.remove", "feed.run", "feed.add"]);
    const [run] = await readAudit(alpha, { action: "feed.run" });
    expect(run!.after).toMatchObject({ rows: 1 });
    expect((await readAudit(alpha, { action: "import.preview" })).length).toBeGreaterThan(0);
    expect((await readAudit(alpha, { action: "import.apply-start" })).length).toBeGreaterThan(0);
  });
});

describe("scheduled feeds", () => {
  it("runs a due feed once, keeps the run, and moves its next run on", async () => {
    const alpha = t.scope("alpha");
    feedBody = csv("K-1,2020,Kia,Rio,used,in_stock,13990,50000");
    const added = await addFeed(alpha, owner, { url: feedUrl, format: "csv", schedule: "hourly", fullFeed: false });
    if (!added.ok) throw new Error(added.error);
    expect(
      await addFeed(alpha, owner, { url: feedUrl, format: "csv", schedule: "daily", fullFeed: false }),
    ).toMatchObject({
      ok: false,
    });
    // A second on: PostgreSQL keeps the feed's first due time to the microsecond, so a Date taken
    // within the same millisecond as the insert would come before it.
    const now = new Date(Date.now() + 1000);
    const [first, second] = await Promise.all([
      runDueFeeds(t.handle.db, new Map([["alpha", alpha]]), runner, now),
      runDueFeeds(t.handle.db, new Map([["alpha", alpha]]), runner, now),
    ]);
    expect(first + second).toBe(1);
    expect((await stored("alpha"))["K-1"]).toBe("in_stock 13990");
    const [feedRun] = await recentRuns(alpha, 1);
    expect(feedRun).toMatchObject({ source: "feed", file_name: feedUrl, status: "applied", counts: { changed: 1 } });
    const [feed] = await t.handle.db
      .select()
      .from(inventory_feeds)
      .where(and(eq(inventory_feeds.id, added.id), eq(inventory_feeds.site_id, alpha.siteId)));
    expect(feed!.next_run_at.getTime() - now.getTime()).toBe(3_600_000);
    expect(await runDueFeeds(t.handle.db, new Map([["alpha", alpha]]), runner, now)).toBe(0);
  });

  it("refuses a feed on a private address unless the deployment allows it", async () => {
    expect(await fetchFeed(feedUrl, { allowPrivate: false })).toEqual({
      ok: false,
      error: "127.0.0.1 is a private address; a feed must be on the internet.",
    });
    expect(await fetchFeed("ftp://dealer.example/x.csv", { allowPrivate: true })).toMatchObject({ ok: false });
    expect(await fetchFeed(feedUrl, { allowPrivate: true })).toMatchObject({ ok: true, format: "csv" });
  });
});
