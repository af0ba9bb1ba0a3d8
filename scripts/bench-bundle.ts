import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { siteFetch, startServer } from "../tests/support/server-process";

/**
 * `npm run bench:bundle` (after `npm run build`): the JavaScript a shopper's browser loads first on
 * the home page, a listing and a vehicle page of each demo site (what the HTML preloads and imports),
 * as the server sends it (precompressed by the build: gzip -9 and brotli 11), and the lead form's
 * code that loads when a form is opened.
 */
const ASSETS = "build/client/assets";
const sent = (file: string, encoding: "gz" | "br") => {
  const full = path.join("build/client", file);
  if (existsSync(`${full}.${encoding}`)) return readFileSync(`${full}.${encoding}`).length;
  return (encoding === "gz" ? gzipSync : brotliCompressSync)(readFileSync(full)).length;
};
const gz = (file: string) => sent(file, "gz");
const br = (file: string) => sent(file, "br");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A built chunk's static imports, transitively. */
function closure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join("build/client", file), "utf8");
    for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(`/assets/${m[1]}`);
  };
  files.forEach(visit);
  return seen;
}

function firstLoad(html: string): Set<string> {
  // The page's module script imports the route modules and names the entry in its manifest; the rest are their static imports.
  const files = [
    ...html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g),
    ...html.matchAll(/import\("([^"]+\.js)"\)/g),
    ...html.matchAll(/"entry":\s*\{\s*"module":\s*"([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return closure(files.filter((f) => f.startsWith("/assets/")));
}

const server = await startServer();
try {
  const lines = [
    `${"site".padEnd(16)} ${"page".padEnd(34)} ${"JS gzip".padStart(9)} ${"JS brotli".padStart(10)} ${"CSS gzip".padStart(9)}`,
  ];
  let vehicleFirstLoad = new Set<string>();
  for (const site of ["metro-used", "outback", "southern-cross"]) {
    const found = await siteFetch(server, site, "/api/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ queries: [{ filters: "status:in_stock", hitsPerPage: 1 }] }),
    });
    const slug = ((await found.json()) as { results: { hits: { slug: string }[] }[] }).results[0]!.hits[0]!.slug;
    for (const page of ["/", "/search/new-used-and-demo-cars", `/cars/${slug}`]) {
      const html = await (await siteFetch(server, site, page)).text();
      const js = firstLoad(html);
      if (page.startsWith("/cars/")) vehicleFirstLoad = js;
      const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      lines.push(
        `${site.padEnd(16)} ${(page.length > 34 ? `${page.slice(0, 31)}...` : page).padEnd(34)} ${kb([...js].reduce((n, f) => n + gz(f), 0)).padStart(9)} ${kb([...js].reduce((n, f) => n + br(f), 0)).padStart(10)} ${kb(css.reduce((n, f) => n + gz(f), 0)).padStart(9)}`,
      );
    }
  }
  console.log(lines.join("\n"));
  const leadForm = closure(
    readdirSync(ASSETS)
      .filter((f) => /^(lead-dialog|lead-form)-[\w-]+\.js$/.test(f))
      .map((f) => `/assets/${f}`),
  );
  const extra = [...leadForm].filter((f) => !vehicleFirstLoad.has(f));
  console.log(
    `\nopening a lead form on a vehicle page loads ${kb(extra.reduce((n, f) => n + gz(f), 0))} more (${extra.map((f) => path.basename(f)).join(", ")})`,
  );
} finally {
  await server.stop();
}
