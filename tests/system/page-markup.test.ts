import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { loadSiteRegistry } from "~/platform/tenancy/site-registry.server";
import { PAGE_TYPES } from "../support/page-types";
import { siteFetch, sharedServer, type ServerProcess } from "../support/server-process";

// Issue 37: one page of each type of each demo site, as the server sends it, passes the Nu Html
// Checker (vnu.jar, run by the machine's Java) with no errors and carries complete sharing tags. The
// pages a type's index links to (a location, an offer, a news post, a model, a brand, a content
// page) and a car's forms are found on the site itself, so each site is checked on its own stock and pages.
let server: ServerProcess;
const folder = mkdtempSync(path.join(tmpdir(), "html-validity-"));
beforeAll(() => {
  server = sharedServer(inject("sharedServer"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { sites } = loadSiteRegistry("sites");
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

/** A type's index page and the links on it that lead to one page of the type. */
const DETAIL_PAGES: [index: string, link: RegExp][] = [
  ["/dealer-locator", /^\/(our-location|contact-us)\/[^/?]+$/],
  ["/special-offers", /^\/offers\/[^?]+$/],
  ["/news", /^\/news\/[^/?]+$/],
  ["/models", /^\/models\/[^/?]+$/],
  ["/brands", /^\/brands\/[^/?]+$/],
  ["/", /^\/(about-us|warranty|privacy-policy)$/],
];

async function html(site: string, address: string): Promise<string> {
  const response = await siteFetch(server, site, address, { headers: { accept: "text/html" } });
  return response.headers.get("content-type")?.includes("text/html") ? response.text() : "";
}

function links(page: string): string[] {
  return [...page.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)"/g)].map(([, href]) => href!.replace(/&amp;/g, "&"));
}

async function carSlug(site: string, filters: string): Promise<string | undefined> {
  const response = await siteFetch(server, site, "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ filters, limit: 1 }] }),
  });
  const body = (await response.json()) as { results: { hits: { slug: string }[] }[] };
  return body.results[0]?.hits[0]?.slug;
}

/** One address of each page type the site has: the shared page types, detail pages, a car, its forms, a sold car. */
async function addressesOf(site: string): Promise<string[]> {
  const addresses = new Set(Object.values(PAGE_TYPES).filter(Boolean));
  addresses.add("/search/new-used-and-demo-cars?show=make");
  addresses.add("/no-such-page");
  for (const [index, link] of DETAIL_PAGES) {
    const found = links(await html(site, index)).find((href) => link.test(href));
    if (found) addresses.add(found);
  }
  const car = await carSlug(site, "status:in_stock AND photos_count > 3");
  addresses.add(`/cars/${car}`);
  for (const form of links(await html(site, `/cars/${car}`)).filter((href) => href.startsWith(`/cars/${car}/`)))
    addresses.add(form);
  const sold = await carSlug(site, "status:sold");
  if (sold) addresses.add(`/cars/${sold}`);
  return [...addresses];
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Every page of every site's walk, by file name: fetched once, for both checks. */
const pages = new Map<string, { site: string; address: string; html: string }>();
beforeAll(async () => {
  for (const site of sites.keys()) {
    for (const address of await addressesOf(site)) {
      const page = await html(site, address);
      if (page)
        pages.set(path.join(folder, `${site}${address.replace(/[^a-z0-9]+/gi, "_")}.html`), {
          site,
          address,
          html: page,
        });
    }
  }
});

it("every type of page of every demo site has no Nu Html Checker error", async () => {
  for (const [file, page] of pages) writeFileSync(file, page.html);
  const files = [...pages.keys()];
  expect(files.length).toBeGreaterThan(sites.size * 20);

  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", vnuJar, "--errors-only", "--format", "json", ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((failed: { stderr: string }) => failed);
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type === "error")
    .map((m) => `${path.basename(m.url)}:${m.lastLine ?? ""} ${m.message} ${m.extract ?? ""}`);
  expect(errors).toEqual([]);
});

function metaContent(page: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page);
  return tag?.[1]?.replace(/&amp;/g, "&");
}

it("a shared vehicle, listing, location or offer page shows a JPEG picture, and every shared picture has its alt text", async () => {
  const shared = [...pages.values()].filter((p) =>
    /^\/(cars\/[^/]+|search\/[^?]+|our-location\/.+|contact-us\/.+|offers\/.+)$/.test(p.address),
  );
  expect(new Set(shared.map((p) => p.site)).size).toBe(sites.size);
  for (const { site, address, html: page } of shared) {
    const image = metaContent(page, "og:image");
    expect(image, `${site} ${address} og:image`).toMatch(/\/img\?src=.+&fm=jpeg$/);
    expect(metaContent(page, "twitter:image"), `${site} ${address}`).toBe(image);
    const picture = await siteFetch(server, site, new URL(image!).pathname + new URL(image!).search);
    expect(picture.headers.get("content-type"), `${site} ${address} ${image}`).toBe("image/jpeg");
  }
  for (const { site, address, html: page } of pages.values()) {
    if (!metaContent(page, "og:image")) continue;
    expect(metaContent(page, "og:image:alt"), `${site} ${address} og:image:alt`).toMatch(/\S/);
    expect(metaContent(page, "twitter:image:alt"), `${site} ${address} twitter:image:alt`).toBe(
      metaContent(page, "og:image:alt"),
    );
  }
});

it("a car page fetches its first two gallery photos at high priority and no others (spec 000 section 2, issue 56)", async () => {
  const carPages = [...pages.values()].filter((p) => /^\/cars\/[^/]+$/.test(p.address));
  expect(carPages.length).toBeGreaterThan(0);
  for (const { site, address, html: page } of carPages) {
    const photos = [...page.matchAll(/<img\b[^>]*class="gallery-photo"[^>]*>/g)].map(([tag]) => tag);
    if (photos.length < 2) continue;
    const high = photos.map((tag) => /\bfetchpriority="high"/i.test(tag));
    expect(high.slice(0, 3), `${site} ${address}`).toEqual([true, true, false].slice(0, Math.min(3, photos.length)));
  }
});
