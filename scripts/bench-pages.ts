import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { seedSite } from "~/features/demo/seed.server";
import { and, asc, eq } from "drizzle-orm";
import { bootPlatform } from "~/platform/boot.server";
import { cars } from "~/platform/db/schema";
import { leadServices } from "~/features/leads/lead-services.server";
import { shopperSessions } from "~/features/accounts/shopper-session.server";
import { outboxSmsSender } from "~/features/accounts/sms-sender.server";
import { imageService } from "~/platform/images/transform.server";
import { rateLimits } from "~/platform/rate-limits.server";
import { outsideServices } from "~/platform/outside-services.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/**
 * `npm run bench:pages`: server render time of each demo site's pages, in process (no network),
 * against a freshly seeded PGlite. Run `npm run build` first. Prints p50/p95 per page.
 */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const LISTINGS = ["/", "/search/new-used-and-demo-cars", "/search/new-used-and-demo-cars?query=white&range[price]=:60000&sortBy=price_asc"];

/** The site's first in-stock car with photos: its detail page joins the pages measured. */
async function vehiclePage(scope: SiteScope): Promise<string> {
  const [car] = await scope.db
    .select({ slug: cars.slug })
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.status, "in_stock")))
    .orderBy(asc(cars.id))
    .limit(1);
  if (!car) throw new Error(`${scope.config.slug} has no car in stock`);
  return `/cars/${car.slug}`;
}

const dir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
const platform = await bootPlatform({ PGLITE_DIR: dir, SITES_DIR: "sites", DATABASE_URL: undefined, DEFAULT_SITE: undefined });
const today = new Date(new Date().toISOString().slice(0, 10));
for (const scope of platform.scopes.values()) await seedSite(scope, today);

// @ts-expect-error: the server build exists only after `react-router build`.
const build = await ((await import("../build/server/index.js")) as { serverBuild: () => Promise<ServerBuild> }).serverBuild();
const handle = createRequestHandler(build, "production");
const services = outsideServices({});
const limits = rateLimits(platform.database.db);
const images = imageService(path.join(dir, "images"));
const leads = leadServices({ MAIL_DIR: path.join(dir, "mail"), LEAD_WEBHOOK_SECRETS: "", LEAD_OUTBOX_INTERVAL_MS: 60_000, LEAD_JOURNAL_DIR: path.join(dir, "journal") }, platform.database.db, platform.scopes.values(), limits);

const secret = "bench-secret-bench-secret-bench-secret";
const accounts = { secret, sms: outboxSmsSender(platform.database.db), limits, sessions: shopperSessions(platform.database.db, [secret]), devOutbox: false };
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

try {
  console.log(`page render, in process, ${ITERATIONS} requests each (ms)`);
  for (const [slug, scope] of platform.scopes) {
    for (const page of [...LISTINGS, await vehiclePage(scope)]) {
      const render = async () => {
        const response = await handle(new Request(`http://${slug}.localhost${page}`), {
          scope,
          inventoryToken: undefined,
          services,
          images,
          leads,
          clientIp: "127.0.0.1",
          accounts,
          shopper: null,
          csrfToken: "bench",
          secureCookies: false,
        });
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
