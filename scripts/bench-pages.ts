import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { seedSite } from "~/features/demo/seed.server";
import { bootPlatform } from "~/platform/boot.server";

/**
 * `npm run bench:pages`: server render time of each demo site's pages, in process (no network),
 * against a freshly seeded PGlite. Run `npm run build` first. Prints p50/p95 per page.
 */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const PAGES = ["/", "/search/new-used-and-demo-cars", "/search/new-used-and-demo-cars?query=white&range[price]=:60000&sortBy=price_asc"];

const dir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
const platform = await bootPlatform({ PGLITE_DIR: dir, SITES_DIR: "sites", DATABASE_URL: undefined, DEFAULT_SITE: undefined });
const today = new Date(new Date().toISOString().slice(0, 10));
for (const scope of platform.scopes.values()) await seedSite(scope, today);

// @ts-expect-error: the server build exists only after `react-router build`.
const build = (await import("../build/server/index.js")) as ServerBuild;
const handle = createRequestHandler(build, "production");

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

try {
  console.log(`page render, in process, ${ITERATIONS} requests each (ms)`);
  for (const [slug, scope] of platform.scopes) {
    for (const page of PAGES) {
      const render = async () => {
        const response = await handle(new Request(`http://${slug}.localhost${page}`), { scope, inventoryToken: undefined });
        if (response.status !== 200) throw new Error(`${slug}${page} answered ${response.status}`);
        await response.text();
      };
      for (let i = 0; i < 20; i++) await render();
      const times: number[] = [];
      const started = performance.now();
      for (let i = 0; i < ITERATIONS; i++) {
        const t0 = performance.now();
        await render();
        times.push(performance.now() - t0);
      }
      const perSecond = (ITERATIONS / (performance.now() - started)) * 1000;
      times.sort((a, b) => a - b);
      console.log(`${slug.padEnd(16)} ${page.padEnd(6)} p50 ${quantile(times, 0.5).toFixed(2)}  p95 ${quantile(times, 0.95).toFixed(2)}  ${perSecond.toFixed(0)} pages/s`);
    }
  }
} finally {
  await platform.database.close();
  rmSync(dir, { recursive: true, force: true });
}
