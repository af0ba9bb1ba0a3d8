import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { generateCars, passengerCatalogue, seededRandom, type StockPlan } from "~/features/demo";
import { validateCarRows } from "~/features/inventory";
import { upsertCars } from "~/features/inventory/index.server";
import { recomputeAllDirtySegments, recomputeDirtySegments } from "~/features/market/index.server";
import { FIRST_YARD_WEEK } from "~/features/console-sites";
import { bootPlatform } from "~/platform/boot/boot.server";
import { sites } from "~/platform/db/schema";
import { parseSiteConfig } from "~/platform/tenancy/site-config";
import { publishSiteConfig } from "~/platform/tenancy/site-versions.server";
import { siteFetch, startServer, type ServerProcess } from "../tests/support/server-process";

/**
 * `npm run bench:tenants` (issue 42): BENCH_SITES dealer sites (500) of 50 to 2,000 cars each, on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL: a server it may create a database on) and on
 * PGlite, served by the built server as `npm start` runs it with SEARCH_INDEX_MB (512). It measures
 * start to answering, cold sites' first listing, a mixed load across sites (most visits on a few
 * busy sites, a long tail on the rest: home, listing, filtered listing, a car) at once after the
 * start and again once /readyz says ready (the indexes built ahead), the same visits offered at a
 * steady BENCH_RATE (50 a second), resident memory, pages missing the cache, and a 2,000-car import
 * into a busy site under load; and (issue 55) the platform's market figures for every site, and the
 * cost of one car's change to them. Run `npm run build` first; BENCH_DATABASES=postgres or pglite runs
 * one. BENCH_KEEP=1 keeps the PostgreSQL database it made and BENCH_REUSE=<its name> measures it
 * again without generating (generating takes minutes).
 */
const SITES = Number(process.env.BENCH_SITES ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 16;
const RATE = Number(process.env.BENCH_RATE ?? 50);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BROWSER = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br" };
const random = seededRandom(42);

/** Most dealers are small: 50 cars and up, a few near 2,000 (a mean of about 330). */
const carsOf = (i: number) => 50 + Math.floor(1950 * seededRandom(1000 + i).next() ** 6);
const slugOf = (i: number) => `dealer-${String(i).padStart(3, "0")}`;
const smallestSites = (n: number) =>
  Array.from({ length: SITES }, (_, i) => i)
    .sort((a, b) => carsOf(a) - carsOf(b))
    .slice(0, n);

async function generate(env: { DATABASE_URL?: string; PGLITE_DIR: string }): Promise<{ cars: number; ms: number }> {
  const started = performance.now();
  const platform = await bootPlatform({ ...env, SITES_DIR: "sites", DEFAULT_SITE: "metro-used" });
  const { db } = platform.database;
  let cars = 0;
  for (let i = 0; i < SITES; i++) {
    const slug = slugOf(i);
    const [row] = await db
      .insert(sites)
      .values({ slug, name: `Dealer ${i}`, template: "used", url: `https://www.${slug}.com.au` })
      .returning({ id: sites.id });
    const yard = {
      slug: `${slug}-yard`,
      name: `Dealer ${i} Yard`,
      primary: true,
      address: {
        street: `${i + 1} Main Street`,
        city: "Dubbo",
        state: "NSW",
        postcode: "2830",
        lat: -32.24,
        long: 148.6,
      },
      contact_detail: { phone: "(02) 6882 0000", landline_phone: null, opening_hours: { sales: FIRST_YARD_WEEK } },
    };
    const config = {
      slug,
      name: `Dealer ${i}`,
      template: "used" as const,
      url: `https://www.${slug}.com.au`,
      domains: [`www.${slug}.com.au`],
      theme: {
        colors: { primary: "#1d4ed8", accent: "#b45309" },
        logo: { src: "/sites/metro-used/logo.svg", alt: `Dealer ${i}` },
      },
      contact: { phones: { used: "(02) 6882 0000" } },
      locations: { list: [yard] },
    };
    const published = await publishSiteConfig(db, row!.id, slug, config, { source: "import" });
    if (!published.ok) throw new Error(`${slug}: ${published.error}`);
    const scope = { db, siteId: row!.id, config: parseSiteConfig(config, slug) };
    const plan: StockPlan = {
      catalogue: passengerCatalogue,
      mix: { new: 0.3, demo: 0.1, used: 0.6 },
      stockPrefix: i,
      locations: [{ slug: yard.slug, location_type: "sales", manufacturers: [], address: { city: "Dubbo" } }],
      now: new Date(),
    };
    const { good } = validateCarRows(generateCars(plan, carsOf(i), random).map((c) => c.row));
    await upsertCars(scope, good);
    cars += good.length;
    if (i % 50 === 49)
      console.log(`  ${i + 1} sites, ${cars} cars, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await platform.database.close();
  return { cars, ms: performance.now() - started };
}

/**
 * Issue 55: the platform's market figures for every segment of every site, from nothing (as after
 * the migration), then one car's change: its price written and its segment recomputed, as the
 * worker does (the median of 20 changes).
 */
async function marketTimes(env: { DATABASE_URL?: string; PGLITE_DIR: string }) {
  const platform = await bootPlatform({ ...env, SITES_DIR: "sites", DEFAULT_SITE: "metro-used" });
  const { db } = platform.database;
  try {
    await db.execute(
      sql`insert into market_dirty (segment) select distinct market_segment from cars on conflict do nothing`,
    );
    const started = performance.now();
    const segments = await recomputeAllDirtySegments(db);
    const all = performance.now() - started;
    const picked = (await db.execute(
      sql`select id from cars where status = 'in_stock' order by random() limit 20`,
    )) as unknown as { rows: { id: number }[] };
    const changes = [];
    for (const { id } of picked.rows) {
      const at = performance.now();
      await db.execute(sql`update cars set price = price + 100 where id = ${id}`);
      await recomputeDirtySegments(db);
      changes.push(performance.now() - at);
    }
    return { segments, all, oneCar: percentile(changes, 50) };
  } finally {
    await platform.database.close();
  }
}

/** One car's page of each site, for the load's vehicle pages. */
async function carPaths(env: { DATABASE_URL?: string; PGLITE_DIR: string }): Promise<Map<string, string>> {
  const platform = await bootPlatform({ ...env, SITES_DIR: "sites", DEFAULT_SITE: "metro-used" });
  const rows = (await platform.database.db.execute(
    sql`select distinct on (s.slug) s.slug, c.slug as car from cars c join sites s on s.id = c.site_id where c.status = 'in_stock' and c.show_on_dealer_website order by s.slug, c.id`,
  )) as unknown as { rows: { slug: string; car: string }[] };
  await platform.database.close();
  return new Map(rows.rows.map((r) => [r.slug, `/cars/${r.car}`]));
}

/** A site for the next visit: half of all visits go to the 10 busiest, the rest spread over every site. */
const pickSite = () =>
  random.next() < 0.5 ? slugOf(Math.floor(random.next() * 10)) : slugOf(Math.floor(random.next() * SITES));
const PAGES = ["/", "/search/used-cars", "/search/used-cars?range[price]=:30000&sortBy=price_asc"];

/** Seconds from the start until /readyz says ready: the indexes are built ahead, and a balancer sends visitors. */
async function ready(server: ServerProcess, started: number): Promise<number> {
  for (let waited = 0; waited < 3000; waited++) {
    const answer = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    if (answer.ok) return (performance.now() - started) / 1000;
    await new Promise((resume) => setTimeout(resume, 100));
  }
  throw new Error("not ready within 5 minutes");
}

/** Resident MB of the process that serves: with PostgreSQL the one worker under its primary. */
function rss(pid: number): number {
  const workers = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  const status = readFileSync(`/proc/${workers[0] ?? pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(server: ServerProcess, site: string, page: string): Promise<number> {
  const started = performance.now();
  await siteFetch(server, site, page, { headers: BROWSER });
  return performance.now() - started;
}

/** The mixed load from 16 connections, each asking again once answered, or offered at `rate` requests a second. */
async function mixedLoad(server: ServerProcess, cars: Map<string, string>, seconds: number, rate?: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const site = pickSite();
          const roll = random.next();
          const page = roll < 0.25 ? (cars.get(site) ?? "/") : PAGES[Math.floor(roll * 4) % 3]!;
          return { ...request, path: page, headers: { ...BROWSER, host: `${site}.localhost:${server.port}` } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function run(kind: "postgres" | "pglite") {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-tenants-"));
  const name = process.env.BENCH_REUSE ?? `bench_${randomBytes(4).toString("hex")}`;
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  if (kind === "postgres" && !process.env.BENCH_REUSE) await admin(`create database ${name}`);
  const env = { DATABASE_URL: kind === "postgres" ? url : undefined, PGLITE_DIR: path.join(dir, "db") };
  try {
    console.log(`\n${kind}: generating ${SITES} sites in ${name}`);
    const generated = process.env.BENCH_REUSE ? { cars: 0, ms: 0 } : await generate(env);
    const market = await marketTimes(env);
    const cars = await carPaths(env);
    const started = performance.now();
    const server = await startServer({
      dir,
      env: {
        ...(kind === "postgres" ? { DATABASE_URL: url } : { PGLITE_DIR: env.PGLITE_DIR }),
        SEED_DEMO: "false",
        // As `npm start` logs.
        LOG_LEVEL: "info",
        WEB_CONCURRENCY: "1",
        SEARCH_INDEX_MB: process.env.SEARCH_INDEX_MB ?? "512",
        INVENTORY_API_TOKENS: `${slugOf(0)}:bench-token`,
        LEAD_OUTBOX_INTERVAL_MS: "60000",
      },
    });
    const answering = performance.now() - started;
    const readyAt = ready(server, started);
    try {
      // Indexes are built ahead biggest site first, so the smallest are still cold just after the start.
      const cold = [];
      for (const i of smallestSites(20)) cold.push(await timed(server, slugOf(i), "/search/used-cars"));
      const load = await mixedLoad(server, cars, SECONDS);
      const warmed = await readyAt;
      const warm = await mixedLoad(server, cars, SECONDS);
      const steady = await mixedLoad(server, cars, SECONDS, RATE);
      const memory = rss(server.pid);
      const misses = [];
      for (let i = 0; i < 50; i++)
        misses.push(await timed(server, pickSite(), `/search/used-cars?range[price]=:${20000 + i * 137}`));
      const importing = (async () => {
        const started = performance.now();
        const plan: StockPlan = {
          catalogue: passengerCatalogue,
          mix: { new: 0.3, demo: 0.1, used: 0.6 },
          stockPrefix: 900,
          locations: [
            { slug: `${slugOf(0)}-yard`, location_type: "sales", manufacturers: [], address: { city: "Dubbo" } },
          ],
          now: new Date(),
        };
        const body = JSON.stringify(generateCars(plan, 2000, seededRandom(7)).map((c) => c.row));
        const answer = await siteFetch(server, slugOf(0), "/api/inventory/cars", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: "Bearer bench-token" },
          body,
        });
        return { status: answer.status, ms: performance.now() - started };
      })();
      const during = await mixedLoad(server, cars, 5);
      const imported = await importing;
      return {
        kind,
        generated,
        market,
        answering,
        cold: percentile(cold, 95),
        load,
        warmed,
        warm,
        steady,
        memory,
        misses: percentile(misses, 95),
        imported,
        during,
      };
    } finally {
      await server.stop();
    }
  } finally {
    if (kind === "postgres" && !process.env.BENCH_KEEP) await admin(`drop database if exists ${name} with (force)`);
  }
}

const kinds = (process.env.BENCH_DATABASES ?? "postgres,pglite").split(",") as ("postgres" | "pglite")[];
const results = [];
for (const kind of kinds) results.push(await run(kind));
console.log(
  `\n${SITES} sites, mixed load of ${SECONDS} s from ${CONNECTIONS} connections (half the visits on 10 sites), then offered at ${RATE} a second`,
);
console.log(
  "| database | cars | generated | start to answering | cold site's first listing p95 | just after start: req/s, p50, p99 | ready (/readyz, indexes built ahead) | then: req/s, p50, p99 | at " +
    RATE +
    "/s: p50, p99 | errors | RSS after load | cache-miss listing p95 | 2,000-car import under load | p99 during it |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
const figures = (load: { rps: number; p50: number; p99: number }) =>
  `${load.rps.toFixed(0)}, ${load.p50} ms, ${load.p99} ms`;
for (const r of results)
  console.log(
    `| ${r.kind} | ${r.generated.ms ? r.generated.cars : "reused"} | ${r.generated.ms ? `${(r.generated.ms / 1000).toFixed(0)} s` : "–"} | ${(r.answering / 1000).toFixed(1)} s | ${r.cold.toFixed(0)} ms | ${figures(r.load)} | ${r.warmed.toFixed(0)} s after start | ${figures(r.warm)} | ${r.steady.p50} ms, ${r.steady.p99} ms | ${r.load.errors + r.warm.errors + r.steady.errors} | ${r.memory.toFixed(0)} MB | ${r.misses.toFixed(0)} ms | ${(r.imported.ms / 1000).toFixed(1)} s (${r.imported.status}) | ${r.during.p99} ms |`,
  );
console.log(
  "\n| database | market segments | market figures for every site, from nothing | one car's change, written and recomputed (p50) |",
);
console.log("|---|---|---|---|");
for (const r of results)
  console.log(
    `| ${r.kind} | ${r.market.segments} | ${(r.market.all / 1000).toFixed(1)} s | ${r.market.oneCar.toFixed(1)} ms |`,
  );
process.exit(0);
