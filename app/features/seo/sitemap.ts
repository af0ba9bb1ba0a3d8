/**
 * Sitemaps (sitemaps.org 0.9) and robots.txt for one site. Pure: the addresses and dates come from
 * sitemap.server.ts; this file decides how they are written and split.
 */
import { escapeXml } from "~/platform/text/escape-xml";

/** sitemaps.org: at most 50,000 addresses in one sitemap file. */
export const SITEMAP_LIMIT = 50_000;

export const SITEMAP_SECTIONS = ["cars", "listings", "locations", "offers", "models", "content"] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export interface SitemapEntry {
  /** A path on the site, e.g. /cars/2021-kia-sorento-sport-10100343. */
  path: string;
  lastmod: Date;
}

/** One child sitemap's file name: cars.xml, or cars-2.xml for the second 50,000. */
export function sitemapFileName(section: SitemapSection, part: number): string {
  return part === 1 ? `${section}.xml` : `${section}-${part}.xml`;
}

/** A child sitemap's file name read back, or null when it names no section and part. */
export function parseSitemapFileName(file: string): { section: SitemapSection; part: number } | null {
  const match = /^([a-z]+)(?:-([1-9]\d{0,4}))?\.xml$/.exec(file);
  if (!match || !(SITEMAP_SECTIONS as readonly string[]).includes(match[1]!)) return null;
  const part = Number(match[2] ?? 1);
  return part === 1 && match[2] !== undefined ? null : { section: match[1] as SitemapSection, part };
}

/** The parts a section's entries fill: never an empty part, so a section with nothing has none. */
export function sitemapParts(count: number): number {
  return Math.ceil(count / SITEMAP_LIMIT);
}

export function partEntries(entries: readonly SitemapEntry[], part: number): SitemapEntry[] {
  return entries.slice((part - 1) * SITEMAP_LIMIT, part * SITEMAP_LIMIT);
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const absolute = (origin: string, path: string) => `${origin.replace(/\/+$/, "")}${path}`;

export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(absolute(origin, e.path))}</loc><lastmod>${day(e.lastmod)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index: one child per part of each section that has entries, dated by its newest entry. */
export function sitemapIndexXml(
  origin: string,
  sections: ReadonlyMap<SitemapSection, readonly SitemapEntry[]>,
): string {
  const children: string[] = [];
  for (const [section, entries] of sections) {
    for (let part = 1; part <= sitemapParts(entries.length); part++) {
      const newest = partEntries(entries, part).reduce(
        (latest, e) => (e.lastmod > latest ? e.lastmod : latest),
        new Date(0),
      );
      children.push(
        `<sitemap><loc>${escapeXml(absolute(origin, `/sitemaps/${sitemapFileName(section, part)}`))}</loc><lastmod>${day(newest)}</lastmod></sitemap>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join("\n")}\n</sitemapindex>\n`;
}

/** Pages that are one shopper's, a step in a form, or an answer for scripts: not for search engines. */
export const PRIVATE_PATHS = [
  "/api/",
  "/checkout-journey",
  "/compare",
  "/favourites",
  "/watchlist",
  "/my-garage",
  "/sign-in",
  "/sign-out",
  "/success",
  "/online-payment",
  "/payments/",
  "/finance-partner/",
  "/budget",
  "/print",
  "/dev/",
  "/visit.gif",
  "/alerts/",
];

export function robotsTxt(origin: string, garagePath: string | null): string {
  const disallowed = [...PRIVATE_PATHS, ...(garagePath && garagePath !== "/my-garage" ? [garagePath] : [])];
  return `User-agent: *\n${disallowed.map((path) => `Disallow: ${path}`).join("\n")}\nAllow: /\n\nSitemap: ${absolute(origin, "/sitemap.xml")}\n`;
}
