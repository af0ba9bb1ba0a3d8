import { describe, expect, it } from "vitest";
import {
  parseSitemapFileName,
  partEntries,
  robotsTxt,
  SITEMAP_LIMIT,
  sitemapFileName,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
  type SitemapEntry,
} from "./sitemap";

const at = (day: string) => new Date(`${day}T09:30:00Z`);
const entries = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({ path: `/cars/car-${i}`, lastmod: at(i % 2 ? "2026-11-01" : "2026-11-20") }));

describe("sitemap files: split at 50,000 addresses", () => {
  it.each([
    [0, 0],
    [1, 1],
    [50_000, 1],
    [50_001, 2],
    [120_000, 3],
  ])("%d addresses fill %d files", (count, parts) => expect(sitemapParts(count)).toBe(parts));

  it("a part holds its own slice: the second starts at the 50,001st", () => {
    const all = entries(SITEMAP_LIMIT + 3);
    expect(partEntries(all, 2).map((e) => e.path)).toEqual([
      `/cars/car-${SITEMAP_LIMIT}`,
      `/cars/car-${SITEMAP_LIMIT + 1}`,
      `/cars/car-${SITEMAP_LIMIT + 2}`,
    ]);
  });

  it.each([
    ["cars", 1, "cars.xml"],
    ["cars", 2, "cars-2.xml"],
    ["content", 1, "content.xml"],
  ] as const)("%s part %d is %s, and reads back", (section, part, file) => {
    expect(sitemapFileName(section, part)).toBe(file);
    expect(parseSitemapFileName(file)).toEqual({ section, part });
  });

  it.each(["cars-1.xml", "cars-0.xml", "secrets.xml", "cars.xml.gz", "../cars.xml", "cars-999999.xml"])(
    "%s names no sitemap",
    (file) => expect(parseSitemapFileName(file)).toBeNull(),
  );
});

describe("sitemap XML", () => {
  it("writes absolute, escaped addresses with their day of change", () => {
    const xml = urlsetXml("https://dealer.example/", [
      { path: "/search/new-cars?make=A&B", lastmod: at("2026-11-20") },
    ]);
    expect(xml).toContain(
      "<loc>https://dealer.example/search/new-cars?make=A&amp;B</loc><lastmod>2026-11-20</lastmod>",
    );
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it("indexes every part of every section with entries, dated by the part's newest entry, and skips empty sections", () => {
    const xml = sitemapIndexXml(
      "https://dealer.example",
      new Map([
        ["cars", entries(SITEMAP_LIMIT + 1)],
        ["offers", []],
        ["content", [{ path: "/", lastmod: at("2026-10-05") }]],
      ]),
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => [m[1], m[2]]);
    expect(locs).toEqual([
      ["https://dealer.example/sitemaps/cars.xml", "2026-11-20"],
      ["https://dealer.example/sitemaps/cars-2.xml", "2026-11-20"],
      ["https://dealer.example/sitemaps/content.xml", "2026-10-05"],
    ]);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers off one shopper's pages and the scripts' answers, and names the sitemap", () => {
    const robots = robotsTxt("https://dealer.example", "/my-ford");
    for (const path of [
      "/api/",
      "/favourites",
      "/watchlist",
      "/my-garage",
      "/my-ford",
      "/sign-in",
      "/compare",
      "/alerts/",
    ])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/Disallow: \/\n/);
    expect(robots.trimEnd().split("\n").at(-1)).toBe("Sitemap: https://dealer.example/sitemap.xml");
  });
});
