import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readEnv } from "~/platform/runtime/env.server";
import type * as PlatformModule from "../server/app";

/**
 * `npm run bench:pages`: server render time of each demo site's pages, in process (no network),
 * through the same pipeline and routes as the server, on a freshly seeded PGlite. Run
 * `npm run build` first. Prints p50/p95 per page.
 */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const LISTINGS = [
  "/",
  "/search/new-used-and-demo-cars",
  "/search/new-used-and-demo-cars?query=white&range[price]=:60000&sortBy=price_asc",
];

process.env.LOG_LEVEL ??= "warn";
const dir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
// @ts-expect-error: the server build exists only after `react-router build`.
const built = (await import("../build/server/index.js")) as typeof PlatformModule;
const env = readEnv({
  PGLITE_DIR: path.join(dir, "db"),
  MAIL_DIR: path.join(dir, "mail"),
  LEAD_JOURNAL_DIR: path.join(dir, "journal"),
  IMAGE_CACHE_DIR: path.join(dir, "images"),
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  LEAD_OUTBOX_INTERVAL_MS: "60000",
});
const app = await built.startPlatform(env, { dev: false, build: built.serverBuild });
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** The site's first in-stock car: its detail page joins the pages measured. */
async function vehiclePage(slug: string): Promise<string> {
  const response = await app.fetch(
    new Request(`http://${slug}.localhost/api/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ queries: [{ filters: "status:in_stock AND photos_count > 1", hitsPerPage: 1 }] }),
    }),
  );
  const hit = ((await response.json()) as { results: { hits: { slug: string }[] }[] }).results[0]?.hits[0];
  if (!hit) throw new Error(`${slug} has no car in stock`);
  return `/cars/${hit.slug}`;
}

try {
  console.log(`page render, in process, ${ITERATIONS} requests each (ms)`);
  for (const { slug } of app.sites) {
    for (const page of [...LISTINGS, await vehiclePage(slug)]) {
      const render = async () => {
        const response = await app.fetch(
          new Request(`http://${slug}.localhost${page}`, { headers: { accept: "text/html" } }),
        );
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
      console.log(
        `${slug.padEnd(16)} ${page.padEnd(6)} p50 ${quantile(times, 0.5).toFixed(2)}  p95 ${quantile(times, 0.95).toFixed(2)}  ${perSecond.toFixed(0)} pages/s`,
      );
    }
  }
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
