import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStockFilters } from "~/features/console-stock";
import { carEditor, stockPage } from "~/features/console-stock/index.server";
import { importInventory } from "~/features/inventory/index.server";
import { carMarket } from "~/features/market";
import { recomputeAllDirtySegments, recomputeDirtySegments, segmentFiguresOf } from "~/features/market/index.server";
import { findCar, localMarketData, marketGauge } from "~/features/vehicle/index.server";
import { cars, market_dirty, market_figures } from "~/platform/db/schema";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

// Issue 55: the market read from every dealer's stock on the platform. Generated stock on five sites;
// the figures a page reads are checked against a direct SQL computation, shown only when five other
// dealers' cars compare, never name another site or car, and follow a change at once.
let t: TestDatabase;
const SITES = ["alpha", "bravo", "charlie", "delta", "echo"];
const NOW = new Date("2026-11-28T00:00:00Z");
const DAY = 86_400_000;

/** A small deterministic generator: the same stock every run. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * n);
  };
}

/** Each site's RAV4 GX, Corolla Ascent and CX-5 Maxx of a few years, kilometres, prices and fates. */
function generatedStock(site: string, seed: number) {
  const next = generator(seed);
  const models = [
    ["Toyota", "RAV4", "GX", 38_000],
    ["Toyota", "Corolla", "Ascent Sport", 24_000],
    ["Mazda", "CX-5", "Maxx Sport", 33_000],
  ] as const;
  return Array.from({ length: 40 }, (_, i) => {
    const [make, model, badge, base] = models[next(3)]!;
    const sold = next(4) === 0;
    const arrived = NOW.getTime() - (10 + next(150)) * DAY;
    return carRow(`${site.toUpperCase()}-${i}`, {
      make,
      model,
      badge,
      year: 2020 + next(2),
      km: 10_000 + next(14_000),
      price: base + next(60) * 100,
      car_type: "used",
      status: sold ? "sold" : "in_stock",
      created_at: new Date(arrived).toISOString(),
      sold_date_timestamp: sold ? Math.floor((arrived + (5 + next(60)) * DAY) / 1000) : undefined,
    });
  });
}

beforeAll(async () => {
  t = await openTestDatabase(SITES.map((slug) => testSite(slug, { integrations: { autogauge: true } })));
  for (const [i, slug] of SITES.entries())
    await importInventory(t.scope(slug), JSON.stringify(generatedStock(slug, i + 7)), "json");
  // A segment of its own: alpha's Suzuki, with four at other dealers, one short of a market.
  const jimny = (stocknum: string, price: number) =>
    carRow(stocknum, { make: "Suzuki", model: "Jimny", badge: "Lite", year: 2022, km: 5000, price });
  await importInventory(t.scope("alpha"), JSON.stringify([jimny("ALPHA-J", 33_000)]), "json");
  for (const [i, slug] of ["bravo", "charlie", "delta", "echo"].entries())
    await importInventory(t.scope(slug), JSON.stringify([jimny(`${slug}-J`, 34_000 + i * 500)]), "json");
  await recomputeAllDirtySegments(t.handle.db);
});
afterAll(() => t.close());

/** The same figures, straight from the cars table: a percentile over the other sites' cars per car. */
async function directFigures(carId: number) {
  const result = await t.handle.db.execute<{
    comparables: number;
    dealers: number;
    for_sale: number;
    asking_median: number | null;
    sold_median: number | null;
    days_to_sell: number | null;
  }>(sql`
    select count(*)::int as comparables,
      count(distinct o.site_id)::int as dealers,
      (count(*) filter (where o.status = 'in_stock'))::int as for_sale,
      (select round(percentile_cont(0.5) within group (order by x.price))::int from cars x
        where x.market_segment = c.market_segment and x.site_id <> c.site_id and x.status = 'in_stock' and x.price > 0) as asking_median,
      (select round(percentile_cont(0.5) within group (order by x.price))::int from cars x
        where x.market_segment = c.market_segment and x.site_id <> c.site_id and x.status = 'sold' and x.price > 0) as sold_median,
      (select round(percentile_cont(0.5) within group (order by (x.sold_date_timestamp - extract(epoch from x.created_at)) / 86400.0))::int
        from cars x where x.market_segment = c.market_segment and x.site_id <> c.site_id and x.status = 'sold' and x.price > 0) as days_to_sell
    from cars c join cars o on o.market_segment = c.market_segment and o.site_id <> c.site_id and o.price > 0
    where c.id = ${carId}
    group by c.id, c.market_segment, c.site_id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? null;
}

describe("the platform's market figures", () => {
  it("equal a direct SQL computation for every car of a site", async () => {
    const alpha = t.scope("alpha");
    const ids = await t.handle.db.select({ id: cars.id }).from(cars).where(eq(cars.site_id, alpha.siteId));
    let compared = 0;
    for (const { id } of ids) {
      const figures = await segmentFiguresOf(alpha, id);
      const direct = await directFigures(id);
      if (!direct) {
        expect(figures).toBeNull();
        continue;
      }
      expect(figures).toMatchObject(direct);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(30);
  });

  it("shows nothing where fewer than five other dealers' cars compare", async () => {
    const alpha = t.scope("alpha");
    const [jimny] = await t.handle.db.select().from(cars).where(eq(cars.stocknum, "ALPHA-J"));
    const figures = await segmentFiguresOf(alpha, jimny!.id);
    expect(figures).toMatchObject({ comparables: 4, dealers: 4 });
    expect(carMarket(jimny!, figures, NOW)).toBeNull();
    const car = (await findCar(alpha, jimny!.slug))!;
    expect(await marketGauge(alpha, localMarketData, car)).toBeNull();
    expect((await carEditor(alpha, jimny!.id))!.market).toBeNull();
  });

  it("never lets another site's car or name into a page or an answer", async () => {
    const alpha = t.scope("alpha");
    const page = await stockPage(alpha, parseStockFilters(new URLSearchParams("sort=over_market")));
    const [first] = page.rows;
    expect(first!.figures).not.toBeNull();
    const editor = await carEditor(alpha, first!.id);
    const car = (await findCar(alpha, (await t.handle.db.select().from(cars).where(eq(cars.id, first!.id)))[0]!.slug))!;
    const gauge = await marketGauge(alpha, localMarketData, car);
    const answers = JSON.stringify([page, editor, gauge]);
    for (const other of SITES.slice(1)) expect(answers).not.toContain(other.toUpperCase());
    expect(answers).not.toMatch(/bravo|charlie|delta|echo/i);
    const keys = Object.keys((await t.handle.db.select().from(market_figures).limit(1))[0]!);
    expect(keys).not.toContain("car_id");
  });

  it("sorts and filters the stock list by the market: over market first, aged ones alone", async () => {
    const alpha = t.scope("alpha");
    const page = (q: string) => stockPage(alpha, parseStockFilters(new URLSearchParams(q)), NOW);
    const sorted = (await page("sort=over_market")).rows.map((r) => carMarket(r, r.figures, NOW)?.price_to_market);
    const known = sorted.filter((p): p is number => p !== null && p !== undefined);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    const over = (await page("flag=over_market")).rows;
    expect(over.length).toBeGreaterThan(0);
    for (const r of over) expect(carMarket(r, r.figures, NOW)?.over_market).toBe(true);
    const aged = (await page("flag=aged")).rows;
    expect(aged.length).toBeGreaterThan(0);
    for (const r of aged) expect(r.status).not.toBe("sold");
  });
});

describe("the figures follow the stock", () => {
  it("marks a changed car's segment and recomputes only it, within a round", async () => {
    const bravo = t.scope("bravo");
    const [jimny] = await t.handle.db.select().from(cars).where(eq(cars.stocknum, "ALPHA-J"));
    expect(await t.handle.db.select().from(market_dirty)).toEqual([]);
    // A fifth Jimny at another dealer: alpha's market appears.
    await importInventory(
      bravo,
      JSON.stringify([
        carRow("bravo-J2", { make: "Suzuki", model: "Jimny", badge: "Lite", year: 2022, km: 5000, price: 36_000 }),
      ]),
      "json",
    );
    expect((await t.handle.db.select().from(market_dirty)).map((d) => d.segment)).toEqual([jimny!.market_segment]);
    expect(await recomputeDirtySegments(t.handle.db)).toBe(1);
    const figures = await segmentFiguresOf(t.scope("alpha"), jimny!.id);
    expect(figures).toMatchObject({ comparables: 5, dealers: 4, asking_median: 35_000 });
    expect(carMarket(jimny!, figures, NOW)).toMatchObject({ market_price: 35_000, price_to_market: -5.7 });

    // A change of views marks nothing; a change of price does.
    await t.handle.db.update(cars).set({ views: 99 }).where(eq(cars.id, jimny!.id));
    expect(await t.handle.db.select().from(market_dirty)).toEqual([]);
  });

  it("recomputes several marked segments in one round and clears each one's mark", async () => {
    await t.handle.db.update(cars).set({ price: 99_000 }).where(eq(cars.stocknum, "BRAVO-0"));
    await t.handle.db.update(cars).set({ price: 98_000 }).where(eq(cars.stocknum, "BRAVO-1"));
    const marked = (await t.handle.db.select().from(market_dirty)).map((d) => d.segment);
    expect(marked.length).toBeGreaterThan(1);
    expect(await recomputeDirtySegments(t.handle.db)).toBe(marked.length);
    expect(await t.handle.db.select().from(market_dirty)).toEqual([]);
    // Alpha's cars in the changed segments read the new figures, as a direct computation gives them.
    const alpha = t.scope("alpha");
    const touched = await t.handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.site_id, alpha.siteId), inArray(cars.market_segment, marked)));
    expect(touched.length).toBeGreaterThan(0);
    for (const { id } of touched) expect(await segmentFiguresOf(alpha, id)).toMatchObject((await directFigures(id))!);
  });
});
