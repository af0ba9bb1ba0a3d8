import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addFeed,
  applyImportRun,
  importInventory,
  importRunView,
  mapImportRun,
  previewUpload,
  recentRuns,
  runFeed,
  siteFeeds,
} from "~/features/inventory/index.server";
import type { StoredColumnMap } from "~/features/inventory/column-mapping";
import type { StaffMember } from "~/features/console-staff";
import { inviteStaff, mailOwners, staffOnSite } from "~/features/console-staff/index.server";
import { mailTransport } from "~/features/leads/index.server";
import { cars } from "~/platform/db/schema";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 55: DMS exports with their own headers and value formats are mapped once and read as dealers
// write them; the mapping is reused by a scheduled feed; a full feed cannot empty the yard by mistake.
let t: TestDatabase;
let owner: StaffMember;
let feedServer: Server;
let feedUrl: string;
let feedBody = "";
let mailDir: string;
const fixture = (name: string) => readFile(path.join("tests/fixtures/dms", name), "utf8");
const runner = () => ({
  allowPrivate: true,
  tellOwners: (scope: Parameters<typeof mailOwners>[1], notice: Parameters<typeof mailOwners>[2]) =>
    mailOwners(mailTransport({ MAIL_DIR: mailDir }), scope, notice),
});

async function car(slug: string, stocknum: string) {
  const [row] = await t.handle.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, t.scope(slug).siteId), eq(cars.stocknum, stocknum)));
  return row;
}

/** Uploads a file, takes the mapping step as guessed, and applies it: what a manager does in three taps. */
async function importMapped(slug: string, fileName: string, text: string, fullFeed = false) {
  const scope = t.scope(slug);
  const previewed = await previewUpload(scope, owner, { fileName, text, format: "csv", fullFeed });
  if (!previewed.ok) throw new Error(previewed.error);
  const view = (await importRunView(scope, previewed.runId))!;
  return { runId: previewed.runId, view };
}

function guessed(view: NonNullable<Awaited<ReturnType<typeof importRunView>>>): StoredColumnMap {
  return {
    mapping: Object.fromEntries(view.columns!.list.map((c) => [c.column, c.field])),
    defaults: view.columns!.defaults,
  };
}

beforeAll(async () => {
  t = await openTestDatabase();
  mailDir = await mkdtemp(path.join(tmpdir(), "dms-mail-"));
  const alpha = t.scope("alpha");
  owner = (await staffOnSite(
    alpha,
    await inviteStaff(alpha, { email: "owner@alpha.example", role: "owner", locationIds: [] }, null),
  ))!;
  feedServer = createServer((_, res) => res.writeHead(200, { "content-type": "text/csv" }).end(feedBody));
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/dms.csv`;
});
afterAll(async () => {
  feedServer.close();
  await t.close();
});

describe("three DMS exports, each with its own headers and value formats", () => {
  it("EasyCars: 'Stock No', '45,000 km', '$32,990', 'Auto', photos split by |", async () => {
    const { runId, view } = await importMapped("alpha", "easycars-export.csv", await fixture("easycars-export.csv"));
    expect(view.status).toBe("mapping");
    expect(view.columns!.list.map((c) => [c.column, c.field])).toEqual([
      ["Stock No", "stocknum"],
      ["Rego", "regplate"],
      ["VIN", "vin"],
      ["Year", "year"],
      ["Make", "make"],
      ["Model", "model"],
      ["Badge", "badge"],
      ["Body Type", "body"],
      ["Trans", "trans"],
      ["Colour", "colour"],
      ["Odometer", "km"],
      ["Price", "price"],
      ["Condition", "car_type"],
      ["Status", "status"],
      ["Photo URLs", "images"],
    ]);
    expect(view.columns!.list[0]!.samples).toEqual(["EC1041", "EC1042", "EC1043"]);
    expect(await car("alpha", "EC1041")).toBeUndefined();

    expect(await mapImportRun(t.scope("alpha"), owner, runId, guessed(view))).toEqual({ ok: true });
    const previewed = (await importRunView(t.scope("alpha"), runId))!;
    expect(previewed.status).toBe("previewed");
    expect(previewed.bad).toEqual([]);
    expect(previewed.preview!.added.map((a) => a.stocknum)).toEqual(["EC1041", "EC1042", "EC1043", "EC1044"]);
    expect(await applyImportRun(t.scope("alpha"), owner, runId)).toEqual({ ok: true });

    expect(await car("alpha", "EC1041")).toMatchObject({
      regplate: "1ABC234",
      year: 2021,
      make: "Toyota",
      model: "RAV4",
      km: 45000,
      price: 32990,
      trans: "Automatic",
      car_type: "used",
      status: "in_stock",
    });
    expect((await car("alpha", "EC1041"))!.images).toHaveLength(3);
    expect(await car("alpha", "EC1043")).toMatchObject({ price: 64990, car_type: "demo", status: "coming_soon" });
    expect(await car("alpha", "EC1044")).toMatchObject({ trans: "Manual", status: "sold" });
  });

  it("Dealer Solutions: 'StockNumber', 'Drive Away', 'New/Used', 'Available', '4WD', photos split by ,", async () => {
    const { runId, view } = await importMapped("alpha", "ds.csv", await fixture("dealersolutions-export.csv"));
    expect(view.columns!.list.filter((c) => !c.field)).toEqual([]);
    await mapImportRun(t.scope("alpha"), owner, runId, guessed(view));
    expect(await applyImportRun(t.scope("alpha"), owner, runId)).toEqual({ ok: true });
    expect(await car("alpha", "DS-20871")).toMatchObject({
      make: "Isuzu",
      badge: "LS-U Crew Cab",
      km: 52340,
      price: 45990,
      drive: "4x4",
      car_type: "used",
    });
    expect((await car("alpha", "DS-20871"))!.images).toHaveLength(2);
    expect(await car("alpha", "DS-20872")).toMatchObject({ drive: "4x4", make: "Mitsubishi" });
    expect(await car("alpha", "DS-20873")).toMatchObject({ make: "BYD", car_type: "new", km: 0 });
  });

  it("Pentana: 'Stock#', 'Odo', 'Demonstrator', 'Pre-owned', 'In Transit', and a cost column named as not used", async () => {
    const { runId, view } = await importMapped("alpha", "pentana.csv", await fixture("pentana-export.csv"));
    expect(view.columns!.list.filter((c) => !c.field).map((c) => c.column)).toEqual(["Internal Cost"]);
    await mapImportRun(t.scope("alpha"), owner, runId, guessed(view));
    expect(await applyImportRun(t.scope("alpha"), owner, runId)).toEqual({ ok: true });
    expect(await car("alpha", "P5510")).toMatchObject({
      make: "Volkswagen",
      series: "AW MY24",
      km: 3215,
      price: 28990,
      car_type: "demo",
      trans: "Automatic",
      dealercomments: "Ex-demo, one owner, full service history",
    });
    expect(await car("alpha", "P5511")).toMatchObject({ car_type: "used", trans: "CVT" });
    expect(await car("alpha", "P5512")).toMatchObject({ status: "coming_soon", fuel: "Diesel" });
  });

  it("names a problem by the dealer's own column, and refuses a mapping without a stock number column", async () => {
    const text = "Stock No,Year,Make,Model,Condition,Status,Price\nX-1,1800,Kia,Rio,Used,In Stock,$9990\n";
    const { runId, view } = await importMapped("alpha", "x.csv", text);
    expect(
      await mapImportRun(t.scope("alpha"), owner, runId, {
        mapping: { ...guessed(view).mapping, "Stock No": null },
        defaults: {},
      }),
    ).toMatchObject({ ok: false, error: "Choose the column that holds the stock number." });
    await mapImportRun(t.scope("alpha"), owner, runId, guessed(view));
    expect((await importRunView(t.scope("alpha"), runId))!.bad).toEqual([
      { row: 1, stocknum: "X-1", reason: "Year: must be 1900 or later" },
    ]);
  });
});

describe("a saved mapping", () => {
  it("is reused by the next upload and by a scheduled feed with the same columns", async () => {
    const alpha = t.scope("alpha");
    const again = (await fixture("easycars-export.csv")).replace('"$32,990"', '"$31,490"');
    const upload = await previewUpload(alpha, owner, {
      fileName: "easycars-2.csv",
      text: again,
      format: "csv",
      fullFeed: false,
    });
    if (!upload.ok) throw new Error(upload.error);
    const view = (await importRunView(alpha, upload.runId))!;
    expect(view.status).toBe("previewed");
    expect(view.preview!.changed.map((c) => [c.stocknum, c.changes])).toEqual([
      ["EC1041", [{ field: "price", from: "32990", to: "31490" }]],
    ]);

    feedBody = again.replace('"$31,490"', '"$30,990"');
    const added = await addFeed(alpha, owner, { url: feedUrl, format: "csv", schedule: "daily", fullFeed: false });
    if (!added.ok) throw new Error(added.error);
    const feed = (await siteFeeds(alpha)).find((f) => f.id === added.id)!;
    await runFeed(alpha, feed, runner());
    const [run] = await recentRuns(alpha, 1);
    expect(run).toMatchObject({ source: "feed", status: "applied", error: null });
    expect((await car("alpha", "EC1041"))!.price).toBe(30990);
  });

  it("is needed by a feed whose columns nobody has mapped: it applies nothing and says so", async () => {
    const bravo = t.scope("bravo");
    feedBody = await fixture("pentana-export.csv");
    const added = await addFeed(bravo, owner, {
      url: `${feedUrl}?b`,
      format: "csv",
      schedule: "daily",
      fullFeed: false,
    });
    if (!added.ok) throw new Error(added.error);
    await runFeed(
      bravo,
      (await siteFeeds(bravo)).find((f) => f.id === added.id)!,
      runner(),
    );
    const [run] = await recentRuns(bravo, 1);
    expect(run!.status).toBe("failed");
    expect(run!.error).toMatch(/^The feed's columns \(Stock#, Rego No, .*\) are not mapped yet/);
    expect(await car("bravo", "P5510")).toBeUndefined();
  });
});

describe("a full feed that would mark more than the site's share sold (default 10%)", () => {
  const header = "stocknum,year,make,model,car_type,status,price";
  const yard = Array.from({ length: 30 }, (_, i) => `Y-${i},2020,Kia,Rio,used,in_stock,${15000 + i}`);

  it("applies nothing from the console without the count typed, and says which cars", async () => {
    const bravo = t.scope("bravo");
    await importInventory(bravo, [header, ...yard].join("\n"), "csv");
    const wrongFile = [header, ...yard.slice(0, 5)].join("\n");
    const previewed = await previewUpload(bravo, owner, {
      fileName: "wrong.csv",
      text: wrongFile,
      format: "csv",
      fullFeed: true,
    });
    if (!previewed.ok) throw new Error(previewed.error);
    const view = (await importRunView(bravo, previewed.runId))!;
    expect(view.soldGuard).toEqual({ unlisted: 25, unsold: 30, limitPercent: 10 });
    expect(view.preview!.removed.map((r) => r.stocknum)).toHaveLength(25);

    for (const typed of ["", "24", "30"])
      expect(await applyImportRun(bravo, owner, previewed.runId, typed)).toMatchObject({
        ok: false,
        fields: { sold_count: "Type 25 to confirm marking 25 cars sold." },
      });
    expect((await car("bravo", "Y-29"))!.status).toBe("in_stock");

    expect(await applyImportRun(bravo, owner, previewed.runId, "25")).toEqual({ ok: true });
    expect((await car("bravo", "Y-29"))!.status).toBe("sold");
    expect((await car("bravo", "Y-4"))!.status).toBe("in_stock");
  });

  it("stops a scheduled one, applies nothing, and e-mails every owner", async () => {
    const alpha = t.scope("alpha");
    const before = await t.handle.db.select({ status: cars.status }).from(cars).where(eq(cars.site_id, alpha.siteId));
    feedBody = [header, "EC1041,2021,Toyota,RAV4,used,in_stock,29990"].join("\n");
    const added = await addFeed(alpha, owner, {
      url: `${feedUrl}?full`,
      format: "csv",
      schedule: "daily",
      fullFeed: true,
    });
    if (!added.ok) throw new Error(added.error);
    await runFeed(
      alpha,
      (await siteFeeds(alpha)).find((f) => f.id === added.id)!,
      runner(),
    );

    const [run] = await recentRuns(alpha, 1);
    expect(run!.status).toBe("failed");
    expect(run!.error).toMatch(
      /^This full feed would mark \d+ of your \d+ cars sold, more than 10% of the stock\. Nothing was applied\.$/,
    );
    expect(await t.handle.db.select({ status: cars.status }).from(cars).where(eq(cars.site_id, alpha.siteId))).toEqual(
      before,
    );
    expect((await car("alpha", "EC1041"))!.price).toBe(30990);

    const mails = (await readdir(mailDir)).filter((f) => f.startsWith("feed-stopped-"));
    expect(mails).toHaveLength(1);
    const mail = await readFile(path.join(mailDir, mails[0]!), "utf8");
    expect(mail).toMatch(/^To: owner@alpha\.example$/m);
    expect(mail).toContain(`/console/imports/${run!.id}`);
  });
});
