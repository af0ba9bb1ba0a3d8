import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { PAGE_TYPES } from "../tests/support/page-types";
import { siteFetch, startServer, type ServerProcess } from "../tests/support/server-process";

/**
 * `npm run screenshots`: every page type of every demo site at 390 and 1,280 px, full page, from the
 * built server (`npm run build` first) in Debian's Chromium (CHROME_PATH overrides), saved as
 * screenshots/<site>-<page>-<width>.png for a person to look at. A page a site does not have is skipped.
 */
const SITES = ["metro-used", "outback", "southern-cross"];
const WIDTHS = [390, 1280];

async function vehiclePath(server: ServerProcess, site: string): Promise<string> {
  const found = await siteFetch(server, site, "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ filters: "status:in_stock AND photos_count > 6", hitsPerPage: 1 }] }),
  });
  return `/cars/${((await found.json()) as { results: { hits: { slug: string }[] }[] }).results[0]!.hits[0]!.slug}`;
}

const out = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(out, { recursive: true });
const server = await startServer({ env: { LOG_LEVEL: "warn" } });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
});
try {
  for (const site of SITES) {
    for (const [name, path] of Object.entries(PAGE_TYPES)) {
      const address = path || (await vehiclePath(server, site));
      if ((await siteFetch(server, site, address)).status !== 200) {
        console.log(`skip  ${site} ${name} (${address} is not a page here)`);
        continue;
      }
      for (const width of WIDTHS) {
        const page = await browser.newPage({
          viewport: { width, height: width < 500 ? 844 : 900 },
          isMobile: width < 500,
          hasTouch: width < 500,
          deviceScaleFactor: 1,
        });
        await page.goto(server.url(site, address), { waitUntil: "networkidle" });
        const file = `${out}/${site}-${name}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        await page.close();
        console.log(`saved ${file}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
