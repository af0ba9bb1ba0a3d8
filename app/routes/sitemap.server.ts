import { signInGate } from "~/features/accounts";
import { listingAddresses } from "~/features/listing/index.server";
import { siteLocations } from "~/features/locations/index.server";
import { modelsMenu } from "~/features/models/index.server";
import { linkExists, linkTargets } from "~/features/navigation";
import { offerAddresses } from "~/features/offers/index.server";
import { listedCarPages, newestCarChange } from "~/features/search/index.server";
import type { SitemapEntry, SitemapSection } from "~/features/seo";
import { siteCreatedAt } from "~/platform/tenancy/site-rows.server";
import type { SiteRegistry } from "~/platform/tenancy/site-registry.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** The site's own pages worth finding from a search engine; each shows only where the site has it and anyone may open it. */
const SITE_PAGES = [
  "/",
  "/search/new-used-and-demo-cars",
  "/special-offers",
  "/models",
  "/brands",
  "/dealer-locator",
  "/trade-in",
  "/book-test-drive",
  "/service",
  "/contact",
  "/news",
];

/**
 * Every address of one site a search engine should know, by sitemap section, each worked out only
 * when asked for (a child sitemap needs its own section, the index all of them). Cars are those a
 * shopper can find: listed now, or sold within the site's window (after it, a sold car's page stays
 * reachable for old links but leaves the sitemap).
 */
export function sitemapSections(
  scope: SiteScope,
  registry: SiteRegistry,
  now = new Date(),
): Record<SitemapSection, () => Promise<SitemapEntry[]>> {
  const once = <T>(work: () => Promise<T>) => {
    let result: Promise<T> | undefined;
    return () => (result ??= work());
  };
  const siteSince = once(async () => (await siteCreatedAt(scope)) ?? now);
  const stockChanged = once(async () => (await newestCarChange(scope)) ?? (await siteSince()));
  return {
    cars: () => listedCarPages(scope, now),
    listings: async () => {
      const [paths, lastmod] = await Promise.all([listingAddresses(scope, now), stockChanged()]);
      return paths.map((path) => ({ path, lastmod }));
    },
    locations: async () =>
      (await siteLocations(scope)).map((l) => ({ path: `/our-location/${l.slug}`, lastmod: l.created_at })),
    offers: () => offerAddresses(scope),
    models: async () => {
      const [models, lastmod] = await Promise.all([modelsMenu(scope), siteSince()]);
      return models.models.filter((m) => m.href.startsWith("/models/")).map((m) => ({ path: m.href, lastmod }));
    },
    content: async () => contentAddresses(scope, registry, await siteSince(), await stockChanged()),
  };
}

/** All sections at once, for the index. */
export async function sitemapEntries(
  scope: SiteScope,
  registry: SiteRegistry,
  now = new Date(),
): Promise<Map<SitemapSection, SitemapEntry[]>> {
  const sections = Object.entries(sitemapSections(scope, registry, now)) as [
    SitemapSection,
    () => Promise<SitemapEntry[]>,
  ][];
  return new Map(await Promise.all(sections.map(async ([section, entries]) => [section, await entries()] as const)));
}

function contentAddresses(
  scope: SiteScope,
  registry: SiteRegistry,
  siteSince: Date,
  stockChanged: Date,
): SitemapEntry[] {
  const pages = registry.pages.get(scope.config.slug) ?? new Map();
  const news = registry.news.get(scope.config.slug) ?? [];
  const targets = linkTargets(scope.config, pages);
  return [
    ...[...SITE_PAGES, ...(targets.financePath ? [targets.financePath] : [])]
      .filter((path) => linkExists(path, targets) && !signInGate(path, scope.config))
      .map((path) => ({ path, lastmod: path === "/" || path.startsWith("/search") ? stockChanged : siteSince })),
    ...[...pages.keys()].map((name) => ({ path: `/${name}`, lastmod: siteSince })),
    ...news.map((post) => ({ path: post.href, lastmod: new Date(`${post.date}T00:00:00Z`) })),
  ];
}
