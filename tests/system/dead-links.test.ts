import { beforeAll, describe, expect, inject, it } from "vitest";
import { siteFetch, sharedServer, type ServerProcess } from "../support/server-process";
import { spread } from "../support/spread";

// Issue 18: not one dead link. From each demo site's home, a listing and a car, every internal link
// two levels deep answers 2xx or a deliberate redirect. The last level's links to car pages and car
// forms (about 700 a site, made by the same two functions from the same stock) are opened as a
// spread of each kind; every other link, and every car link of the first two levels, is opened.
let server: ServerProcess;
beforeAll(async () => {
  server = sharedServer(inject("sharedServer"));
});

const SITES = ["metro-used", "outback", "southern-cross"];
/** A car's page or one of its forms (/cars/{slug}/{form}): linked from every card and every similar car. */
const CAR_LINK = /^\/cars\/(?!trade-in$|reservations\/)[^/?]+(?:\/([^/?]+))?$/;
/** Last-level car links opened per site and kind (the page, each form). */
const CAR_LEAVES = 24;

/** Addresses that are files, not pages: the image service, built assets, the site's own files. */
const NOT_PAGES = /^\/(img|assets|media|sites|visit\.gif|favicon)/;

function linksIn(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const path = href!.replace(/&amp;/g, "&").replace(/#.*$/, "");
    if (path.startsWith("/") && !path.startsWith("//") && !NOT_PAGES.test(path)) links.add(path);
  }
  return [...links];
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** The last level's links: every one but car pages and car forms, of which a spread of each kind. */
function leaves(paths: string[]): string[] {
  const byKind = new Map<string, string[]>();
  const others: string[] = [];
  for (const path of paths) {
    const car = CAR_LINK.exec(path);
    if (!car) others.push(path);
    else byKind.set(car[1] ?? "page", [...(byKind.get(car[1] ?? "page") ?? []), path]);
  }
  return [...others, ...[...byKind.values()].flatMap((kind) => spread(kind, CAR_LEAVES))];
}

const LISTING = /^\/(search|used-car)(\/|$|\?)/;

/** The count a listing page states ("485 vehicles found"), or null for a page that is not a listing. */
function statedCount(html: string): number | null {
  const found = /([\d,]+) vehicles? found/.exec(html);
  return found ? Number(found[1]!.replace(/,/g, "")) : null;
}

function cardsIn(html: string): number {
  return html.match(/<article class="car-card"/g)?.length ?? 0;
}

async function crawl(site: string, starts: string[]) {
  const status = new Map<string, number>();
  const empty: string[] = [];
  const foundOn = new Map<string, string>();
  let frontier = starts;
  for (let depth = 0; depth <= 2 && frontier.length; depth++) {
    const next = new Set<string>();
    const unseen = frontier.filter((p) => !status.has(p));
    await inBatches(depth === 2 ? leaves(unseen) : unseen, 8, async (path) => {
      const response = await siteFetch(server, site, path, { headers: { accept: "text/html" } });
      status.set(path, response.status);
      const html = response.headers.get("content-type")?.includes("text/html") ? await response.text() : "";
      // Issue 36: a link never leads to an empty listing (the pages past the last are not linked).
      if (response.ok && LISTING.test(path) && statedCount(html) === 0) empty.push(path);
      if (depth === 2) return;
      for (const link of linksIn(html)) {
        if (status.has(link)) continue;
        next.add(link);
        if (!foundOn.has(link)) foundOn.set(link, path);
      }
    });
    frontier = [...next];
  }
  return [
    ...[...status].filter(([, code]) => code >= 400).map(([path, code]) => `${code} ${path}`),
    ...empty.map((path) => `empty listing ${path}`),
  ].map((problem) => `${problem} (linked from ${foundOn.get(problem.split(" ").at(-1)!) ?? "start"})`);
}

describe("no dead links", () => {
  it.each(SITES)(
    "on %s, from the home page, a listing and a car, two levels deep, none to an empty listing",
    async (site) => {
      const listing = await siteFetch(server, site, "/search/new-used-and-demo-cars", {
        headers: { accept: "text/html" },
      });
      const car = linksIn(await listing.text()).find((link) => /^\/cars\/[^/]+$/.test(link))!;
      expect(car).toBeTruthy();
      expect(await crawl(site, ["/", "/search/new-used-and-demo-cars", car])).toEqual([]);
    },
    240_000,
  );
});

describe("a listing's count is its cards (issue 36)", () => {
  it.each(SITES)("on %s, for every listing the home page links to, summed over its pages", async (site) => {
    const home = await (await siteFetch(server, site, "/", { headers: { accept: "text/html" } })).text();
    const listings = [...new Set(["/search/new-used-and-demo-cars", ...linksIn(home).filter((l) => LISTING.test(l))])];
    expect(listings.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    await inBatches(listings, 4, async (linked) => {
      // A link may be an older name of a listing (/search/used-cars where the site lists /used-car).
      const answer = await siteFetch(server, site, linked, { headers: { accept: "text/html" } });
      const moved = answer.headers.get("location");
      const target = moved ? new URL(moved, "http://x") : null;
      const listing = target ? target.pathname + target.search : linked;
      const first = moved
        ? await (await siteFetch(server, site, listing, { headers: { accept: "text/html" } })).text()
        : await answer.text();
      const count = statedCount(first)!;
      let cards = cardsIn(first);
      const perPage = cards;
      for (let page = 2; perPage > 0 && (page - 1) * perPage < count + perPage; page++) {
        const address = `${listing}${listing.includes("?") ? "&" : "?"}page=${page}`;
        const html = await (await siteFetch(server, site, address, { headers: { accept: "text/html" } })).text();
        const more = cardsIn(html);
        if (more === 0) break;
        cards += more;
      }
      if (cards !== count) wrong.push(`${listing}: ${count} found, ${cards} cards`);
    });
    expect(wrong).toEqual([]);
  });
});
