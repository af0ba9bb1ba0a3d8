import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, and } from "drizzle-orm";
import { bootPlatform } from "~/platform/boot/boot.server";
import { lead_deliveries, leads } from "~/platform/db/schema";

/**
 * `npm run bench:leads`: starts the built server on a fresh embedded database, sends 200 enquiries
 * at once (each from its own address, as behind a load balancer), sends 50 of them again as double
 * clicks, and checks that exactly 200 leads were stored and every one of them delivered.
 * BENCH_DATABASE_URL runs it on an empty PostgreSQL database instead.
 */
const CONCURRENT = Number(process.env.LEADS ?? 200);
const RESENT = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const SITE = "metro-used";
const dir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
const base = `http://localhost:${PORT}`;

const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    PGLITE_DIR: path.join(dir, "db"),
    MAIL_DIR: path.join(dir, "mail"),
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    TRUST_PROXY: "loopback",
    DEFAULT_SITE: SITE,
    LOG_LEVEL: "warn",
    LEAD_OUTBOX_INTERVAL_MS: "500",
    // 200 shoppers at once from this one address.
    CONNECTIONS_PER_CLIENT: "1000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function ready() {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

async function aCar(): Promise<string> {
  const response = await fetch(`${base}/api/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ filters: "status:in_stock", limit: 1 }] }),
  });
  return ((await response.json()) as { results: { hits: { slug: string }[] }[] }).results[0]!.hits[0]!.slug;
}

function enquiry(i: number, token: string) {
  return new URLSearchParams({
    form_token: token,
    message: `Load test enquiry ${i}`,
    name: "Load",
    last_name: `Tester ${i}`,
    email: `load-${i}@example.com`,
    phone: "0412 345 678",
    postcode: "2000",
    opt_in: "on",
    terms_conditions: "on",
  });
}

async function send(slug: string, i: number, token: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/cars/${slug}/enquire`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: base,
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      "x-forwarded-for": `10.1.${Math.floor(i / 250)}.${i % 250}`,
    },
    body: enquiry(i, token),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

try {
  await ready();
  const slug = await aCar();
  const tokens = Array.from({ length: CONCURRENT }, () => randomUUID());
  const started = performance.now();
  const results = await Promise.all(tokens.map((token, i) => send(slug, i, token)));
  const wall = performance.now() - started;
  const resent = await Promise.all(tokens.slice(0, RESENT).map((token, i) => send(slug, i, token)));
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = [...results, ...resent].reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );
  console.log(
    `${CONCURRENT} concurrent enquiries in ${wall.toFixed(0)} ms (${((CONCURRENT / wall) * 1000).toFixed(0)} a second)`,
  );
  console.log(
    `latency ms: p50 ${quantile(times, 0.5).toFixed(1)}, p95 ${quantile(times, 0.95).toFixed(1)}, max ${times.at(-1)?.toFixed(1)}`,
  );
  console.log(`answers (with ${RESENT} sent again): ${JSON.stringify(statuses)}`);
  await new Promise((r) => setTimeout(r, 3000));
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
}

const platform = await bootPlatform({
  PGLITE_DIR: path.join(dir, "db"),
  SITES_DIR: "sites",
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  DEFAULT_SITE: undefined,
});
const siteId = platform.scopes.get(SITE)!.siteId;
const [stored] = await platform.database.db.select({ n: count() }).from(leads).where(eq(leads.site_id, siteId));
const [delivered] = await platform.database.db
  .select({ n: count() })
  .from(lead_deliveries)
  .where(and(eq(lead_deliveries.site_id, siteId), eq(lead_deliveries.status, "delivered")));
await platform.database.close();
console.log(`leads stored: ${stored?.n} (expected ${CONCURRENT}); e-mails delivered: ${delivered?.n}`);
process.exit(stored?.n === CONCURRENT ? 0 : 1);
