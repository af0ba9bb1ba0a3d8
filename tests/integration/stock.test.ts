import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { searchCars } from "~/features/search/index.server";
import type { StaffMember } from "~/features/console-staff";
import { inviteStaff, readAudit, staffOnSite } from "~/features/console-staff/index.server";
import { parseStockFilters, PHOTOS_PER_CAR, readCarForm } from "~/features/console-stock";
import {
  addPhotos,
  applyBulk,
  carEditor,
  changePhoto,
  saveCar,
  stockPage,
} from "~/features/console-stock/index.server";
import { siteGeneration } from "~/platform/db/change-feed.server";
import { car_price_changes, cars } from "~/platform/db/schema";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";
import { testMedia as media } from "../support/test-media";

// Issue 40: staff edit their own site's stock, each change audited, kept in the price history and
// on the public search at once; another site's cars cannot be reached.
let t: TestDatabase;
let owner: StaffMember;

async function carId(slug: string, stocknum: string) {
  const [row] = await t.handle.db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.site_id, t.scope(slug).siteId), eq(cars.stocknum, stocknum)));
  return row!.id;
}

beforeAll(async () => {
  t = await openTestDatabase();
  const alpha = t.scope("alpha");
  await importInventory(
    alpha,
    JSON.stringify([
      carRow("A-1", { make: "Mazda", model: "CX-5", price: 30000 }),
      carRow("A-2", { price: 20000 }),
      carRow("A-3", { price: 0 }),
    ]),
    "json",
  );
  await importInventory(t.scope("bravo"), JSON.stringify([carRow("B-1", { price: 50000 })]), "json");
  owner = (await staffOnSite(
    alpha,
    await inviteStaff(alpha, { email: "o@alpha.example", role: "owner", locationIds: [] }, null),
  ))!;
});
afterAll(() => t.close());

/** The car form as the console reads it (`readCarForm`, Conform's resolver in the browser and on the server). */
function formOf(values: Record<string, string>) {
  const read = readCarForm(values);
  if (!read.value) throw new Error(`the form was refused: ${JSON.stringify(read.error)}`);
  return read.value;
}

describe("the stock list", () => {
  it("finds cars by stock number, make and model, and flags cars with no price or photos", async () => {
    const alpha = t.scope("alpha");
    const page = (q: string) => stockPage(alpha, parseStockFilters(new URLSearchParams(q)));
    expect((await page("q=a-2")).rows.map((r) => r.stocknum)).toEqual(["A-2"]);
    expect((await page("q=mazda cx")).rows.map((r) => r.stocknum)).toEqual(["A-1"]);
    expect((await page("flag=no_price")).rows.map((r) => r.stocknum)).toEqual(["A-3"]);
    expect((await page("sort=price_high")).rows.map((r) => r.stocknum)).toEqual(["A-1", "A-2", "A-3"]);
    expect((await page("q=b-1")).total).toBe(0);
  });
});

describe("saving a car", () => {
  it("publishes a price change at once, keeps it in the history and the audit trail", async () => {
    const alpha = t.scope("alpha");
    const id = await carId("alpha", "A-2");
    const editor = (await carEditor(alpha, id))!;
    const generation = siteGeneration(alpha.db, alpha.siteId);
    const saved = await saveCar(alpha, owner, id, editor.version, formOf({ ...editor.values, price: "18500" }));
    expect(saved).toMatchObject({ ok: true, version: editor.version + 1 });
    expect(siteGeneration(alpha.db, alpha.siteId)).toBeGreaterThan(generation);
    expect((await searchCars(alpha, { query: "A-2" })).hits.map((c) => c.price)).toContain(18500);
    const history = await t.handle.db.select().from(car_price_changes).where(eq(car_price_changes.car_id, id));
    expect(history.map((h) => [h.old_price, h.new_price, h.source])).toEqual([[20000, 18500, "console"]]);
    const [audit] = await readAudit(alpha, { action: "car.edit" });
    expect(audit).toMatchObject({ entity_id: String(id), before: { price: 20000 }, after: { price: 18500 } });
  });

  it("refuses a save over a version someone else saved since, and writes nothing", async () => {
    const alpha = t.scope("alpha");
    const id = await carId("alpha", "A-1");
    const editor = (await carEditor(alpha, id))!;
    expect(await saveCar(alpha, owner, id, editor.version, formOf({ ...editor.values, km: "1000" }))).toMatchObject({
      ok: true,
    });
    const late = await saveCar(alpha, owner, id, editor.version, formOf({ ...editor.values, price: "1" }));
    expect(late).toMatchObject({
      ok: false,
      reason: "conflict",
      error: expect.stringMatching(/Someone else saved this car/),
    });
    expect((await carEditor(alpha, id))!.values).toMatchObject({ km: "1000", price: "30000" });
  });

  it("names each bad field in plain words beside it, as a feed's row is read, and clears a field left empty", async () => {
    const alpha = t.scope("alpha");
    const id = await carId("alpha", "A-1");
    const editor = (await carEditor(alpha, id))!;
    expect(readCarForm({ ...editor.values, year: "1800", price: "lots", make: "", specifications: "{" }).error).toEqual(
      {
        year: ["Must be 1900 or later."],
        price: ['Must be a number, not "lots".'],
        make: ["Give the make."],
        specifications: ["Must be valid JSON."],
      },
    );
    await saveCar(alpha, owner, id, editor.version, formOf({ ...editor.values, badge: "", colour: "Red" }));
    expect((await carEditor(alpha, id))!.values).toMatchObject({ badge: "", colour: "Red" });
  });

  it("cannot reach another site's car", async () => {
    const bravoCar = await carId("bravo", "B-1");
    const alpha = t.scope("alpha");
    expect(await carEditor(alpha, bravoCar)).toBeNull();
    expect(
      await saveCar(
        alpha,
        owner,
        bravoCar,
        1,
        formOf({ stocknum: "B-1", year: "2020", make: "X", model: "Y", car_type: "used", status: "sold" }),
      ),
    ).toMatchObject({ ok: false, reason: "not-found" });
    expect(await applyBulk(alpha, owner, [bravoCar], { kind: "mark_sold" })).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    const [b] = await t.handle.db.select().from(cars).where(eq(cars.id, bravoCar));
    expect([b!.status, b!.price]).toEqual(["in_stock", 50000]);
  });
});

describe("bulk actions", () => {
  it("lowers prices by a percentage and marks cars sold, each car audited", async () => {
    const alpha = t.scope("alpha");
    const ids = [await carId("alpha", "A-1"), await carId("alpha", "A-3")];
    expect(await applyBulk(alpha, owner, ids, { kind: "price", by: "percent", change: -10 })).toEqual({
      ok: true,
      changed: 2,
    });
    const prices = await t.handle.db
      .select({ s: cars.stocknum, p: cars.price })
      .from(cars)
      .where(eq(cars.site_id, alpha.siteId));
    expect(Object.fromEntries(prices.map((r) => [r.s, r.p]))).toMatchObject({ "A-1": 27000, "A-3": 0 });
    await applyBulk(alpha, owner, ids, { kind: "mark_sold" });
    expect((await searchCars(alpha, { query: "cx-5" })).count).toBe(0);
    expect((await readAudit(alpha, { action: "car.mark_sold" })).length).toBe(2);
  });
});

describe("photos", () => {
  it("keeps good photos, names refused ones, and a failed upload leaves the saved photos as they were", async () => {
    const alpha = t.scope("alpha");
    const id = await carId("alpha", "A-2");
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const added = await addPhotos(alpha, media, owner, id, [
      { name: "a.jpg", type: "image/jpeg", bytes: jpeg },
      { name: "b.jpg", type: "image/jpeg", bytes: jpeg },
      { name: "c.jpg", type: "image/jpeg", bytes: Buffer.from("text") },
    ]);
    expect(added).toMatchObject({ ok: true, added: 2, rejected: [{ name: "c.jpg" }] });
    const photos = (await carEditor(alpha, id))!.photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]!.url).toMatch(/^\/media\/uploads\/alpha\/cars\/\d+-[0-9a-f-]+\.jpg$/);

    const refused = await addPhotos(alpha, media, owner, id, [
      { name: "x.png", type: "image/png", bytes: Buffer.from("no") },
    ]);
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect((await carEditor(alpha, id))!.photos).toEqual(photos);

    await changePhoto(alpha, media, owner, id, { kind: "later", url: photos[0]!.url });
    await changePhoto(alpha, media, owner, id, { kind: "alt", url: photos[0]!.url, alt: "Boot open" });
    await changePhoto(alpha, media, owner, id, { kind: "delete", url: photos[1]!.url });
    expect((await carEditor(alpha, id))!.photos).toEqual([{ url: photos[0]!.url, alt: "Boot open", first: true }]);
    expect(await media.get(photos[1]!.url.replace("/media/uploads/", ""))).toBeNull();
    const [car] = await t.handle.db.select().from(cars).where(eq(cars.id, id));
    expect([car!.photos_count, car!.primary_image_url]).toEqual([1, photos[0]!.url]);
  });

  it("adds every photo of five uploads sent at once: none writes over another's", async () => {
    const alpha = t.scope("alpha");
    const id = await carId("alpha", "A-1");
    const before = (await carEditor(alpha, id))!.photos.length;
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#654321" } })
      .jpeg()
      .toBuffer();
    const sent = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        addPhotos(alpha, media, owner, id, [{ name: `${n}.jpg`, type: "image/jpeg", bytes: jpeg }]),
      ),
    );
    expect(sent.every((s) => s.ok)).toBe(true);
    expect((await carEditor(alpha, id))!.photos).toHaveLength(before + 5);
  });

  it("holds five uploads at once to the photo cap: the ones that fit land, the rest are refused", async () => {
    const alpha = t.scope("alpha");
    const id = await carId("alpha", "A-3");
    const drawing = {
      image: { url: "/media/vehicle/suv/blue/front.svg" },
      thumb: { url: "/media/vehicle/suv/blue/front.svg" },
    };
    await t.handle.db
      .update(cars)
      .set({ images: Array.from({ length: PHOTOS_PER_CAR - 2 }, () => drawing), photos_count: PHOTOS_PER_CAR - 2 })
      .where(eq(cars.id, id));
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#224466" } })
      .jpeg()
      .toBuffer();
    const sent = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        addPhotos(alpha, media, owner, id, [{ name: `${n}.jpg`, type: "image/jpeg", bytes: jpeg }]),
      ),
    );
    expect(sent.filter((s) => s.ok)).toHaveLength(2);
    expect(sent.filter((s) => !s.ok).map((s) => !s.ok && s.error)).toEqual(
      Array(3).fill(`A car may have at most ${PHOTOS_PER_CAR} photos, and other uploads have just filled it.`),
    );
    expect((await carEditor(alpha, id))!.photos).toHaveLength(PHOTOS_PER_CAR);
  });
});
