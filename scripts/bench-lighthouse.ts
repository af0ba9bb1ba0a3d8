import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { siteFetch, startServer, type ServerProcess } from "../tests/support/server-process";

/**
 * `npm run bench:lighthouse`: Lighthouse in its default mobile mode (slow 4G, 4x CPU slowdown) on the
 * home page, a listing and a vehicle page of each demo site, twice each, against the built server
 * (`npm run build` first), in Debian's Chromium (CHROME_PATH overrides). Prints the four scores,
 * LCP, TBT, CLS and the JavaScript transferred.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

async function vehiclePath(server: ServerProcess, site: string): Promise<string> {
  const found = await siteFetch(server, site, "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ filters: "status:in_stock AND photos_count > 1", hitsPerPage: 1 }] }),
  });
  return `/cars/${((await found.json()) as { results: { hits: { slug: string }[] }[] }).results[0]!.hits[0]!.slug}`;
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

const server = await startServer({ env: { LOG_LEVEL: "warn" } });
const profile = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  userDataDir: profile,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  console.log(`Lighthouse ${RUNS}x per page, mobile (default throttling)`);
  console.log(`${"page".padEnd(58)} perf  a11y  best   seo    LCP    TBT    CLS   JS`);
  for (const site of ["metro-used", "outback", "southern-cross"]) {
    for (const page of ["/", "/search/new-used-and-demo-cars", await vehiclePath(server, site)]) {
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(server.url(site, page), {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        const lhr = result!.lhr;
        const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(4);
        const audit = (id: string) => lhr.audits[id] as Audit | undefined;
        const ms = (id: string) => `${Math.round(audit(id)?.numericValue ?? NaN)}`.padStart(5);
        const js =
          (audit("resource-summary")?.details?.items ?? []).find((i) => i.resourceType === "script")?.transferSize ?? 0;
        const cls = (audit("cumulative-layout-shift")?.numericValue ?? NaN).toFixed(3);
        console.log(
          `${`${site}${page}`.slice(0, 58).padEnd(58)} ${score("performance")}  ${score("accessibility")}  ${score("best-practices")}  ${score("seo")}  ${ms("largest-contentful-paint")}  ${ms("total-blocking-time")}  ${cls}  ${(js / 1024).toFixed(1)} KB`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
