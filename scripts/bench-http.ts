import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { siteFetch, startServer, type ServerProcess } from "../tests/support/server-process";

/**
 * `npm run bench:http`: the built server as `npm start` runs it, measured over HTTP as a shopper's
 * browser asks (HTML, gzip or brotli): for each demo site its home page, a listing, a filtered listing
 * and a vehicle page, 16 connections for 10 s each, beside the same bytes served as a static file by
 * the same server in the same run, compressed ahead as the build's own files are. Run `npm run build` first. BENCH_SECONDS shortens a run.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const BROWSER = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br" };
const STATIC_DIR = path.join("build", "client", "__bench");

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(server: ServerProcess, host: string, pagePath: string): Promise<Result> {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${pagePath}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { ...BROWSER, host },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function firstCarPath(server: ServerProcess, site: string): Promise<string> {
  const response = await siteFetch(server, site, "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ filters: "status:in_stock AND photos_count > 1", hitsPerPage: 1 }] }),
  });
  const hit = ((await response.json()) as { results: { hits: { slug: string }[] }[] }).results[0]?.hits[0];
  if (!hit) throw new Error(`${site} has no car in stock`);
  return `/cars/${hit.slug}`;
}

const format = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}`;

process.env.LOG_LEVEL ??= "warn";
const SITES = ["metro-used", "outback", "southern-cross"];
const ENV = { LOG_LEVEL: "warn", LEAD_OUTBOX_INTERVAL_MS: "60000" };

/** Each site's pages, each saved as a static file with the bytes the page answers. */
async function savePages(server: ServerProcess) {
  const saved: { site: string; page: string; file: string; bytes: number }[] = [];
  for (const site of SITES) {
    const pages = [
      "/",
      "/search/new-used-and-demo-cars",
      "/search/new-used-and-demo-cars?range[price]=:60000&sortBy=price_asc",
      await firstCarPath(server, site),
    ];
    for (const page of pages) {
      const response = await siteFetch(server, site, page, { headers: { accept: BROWSER.accept } });
      if (response.status !== 200) throw new Error(`${site}${page} answered ${response.status}`);
      const html = Buffer.from(await response.arrayBuffer());
      const file = `page-${saved.length}.html`;
      writeFileSync(path.join(STATIC_DIR, file), html);
      // Compressed beside it as `npm run build` does the browser build's files, and sent as those are.
      writeFileSync(path.join(STATIC_DIR, `${file}.br`), brotliCompressSync(html));
      writeFileSync(path.join(STATIC_DIR, `${file}.gz`), gzipSync(html, { level: 9 }));
      saved.push({ site, page, file, bytes: html.length });
    }
  }
  return saved;
}

// The server lists its static files when it starts, so the pages are saved by one server and
// measured on a second, started on the same database.
mkdirSync(STATIC_DIR, { recursive: true });
try {
  const first = await startServer({ env: ENV });
  const saved = await savePages(first).finally(() => first.stop());
  const server = await startServer({ dir: first.dir, env: ENV });
  try {
    console.log(`HTTP, ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: gzip, deflate, br`);
    for (const { site, page, file, bytes } of saved) {
      const host = `${site}.localhost:${server.port}`;
      const dynamic = await load(server, host, page);
      const fixed = await load(server, host, `/__bench/${file}`);
      console.log(`${site.padEnd(15)} ${page.slice(0, 60).padEnd(60)} ${(bytes / 1024).toFixed(0).padStart(4)} KB`);
      console.log(`  page   ${format(dynamic)}`);
      console.log(`  static ${format(fixed)}  (page at ${((dynamic.rps / fixed.rps) * 100).toFixed(0)}% of static)`);
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(STATIC_DIR, { recursive: true, force: true });
}
