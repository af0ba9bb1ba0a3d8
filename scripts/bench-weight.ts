import { gzipSync } from "node:zlib";
import { siteFetch, startServer, type ServerProcess } from "../tests/support/server-process";

/**
 * `npm run bench:weight` (after `npm run build`): the HTML of every address in every demo site's
 * sitemaps, as the built server sends it, raw and gzipped: per site how many pages, how many are
 * over the 100 KB budget, the listing's weight (budget 60 KB) and the heaviest pages.
 */
const DEMO_SITES = ["metro-used", "outback", "southern-cross"];
const PAGE_BUDGET = 100 * 1024;
const LISTING = "/search/new-used-and-demo-cars";
const PARALLEL = 4;
const HEAVIEST = 5;

interface Weight {
  path: string;
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search);

async function text(server: ServerProcess, site: string, path: string): Promise<string> {
  const response = await siteFetch(server, site, path, { headers: { accept: "text/html,application/xml" } });
  if (response.status !== 200) throw new Error(`${site}${path} answered ${response.status}`);
  return response.text();
}

async function sitemapPaths(server: ServerProcess, site: string): Promise<string[]> {
  const sections = locs(await text(server, site, "/sitemap.xml"));
  const paths = await Promise.all(sections.map(async (section) => locs(await text(server, site, section))));
  return [...new Set([LISTING, ...paths.flat()])];
}

async function weigh(server: ServerProcess, site: string, paths: string[]): Promise<Weight[]> {
  const weights: Weight[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const html = Buffer.from(await text(server, site, path));
      weights.push({ path, raw: html.length, gzip: gzipSync(html).length });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return weights.sort((a, b) => b.raw - a.raw);
}

const server = await startServer({ env: { LOG_LEVEL: "warn", LEAD_OUTBOX_INTERVAL_MS: "60000" } });
try {
  for (const site of DEMO_SITES) {
    const weights = await weigh(server, site, await sitemapPaths(server, site));
    const over = weights.filter((w) => w.raw > PAGE_BUDGET);
    const listing = weights.find((w) => w.path === LISTING)!;
    console.log(
      `${site}: ${weights.length} pages, ${over.length} over ${kb(PAGE_BUDGET)}; listing ${kb(listing.raw)} raw / ${kb(listing.gzip)} gzip`,
    );
    for (const w of weights.slice(0, HEAVIEST))
      console.log(`  ${kb(w.raw).padStart(9)} raw ${kb(w.gzip).padStart(8)} gzip  ${w.path}`);
  }
} finally {
  await server.stop();
}
