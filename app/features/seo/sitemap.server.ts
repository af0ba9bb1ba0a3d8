import { and, eq, max } from "drizzle-orm";
import { signInGate } from "~/features/accounts/sign-in-gate";
import { listingHref, emptyListingState } from "~/features/listing/listing-url";
import { siteLocations } from "~/features/locations/locations.server";
import { modelsMenu } from "~/features/models/models.server";
import { offerAddresses } from "~/features/offers/offers.server";
import { isListed, searchPolicy } from "~/features/search/search-policy";
import { searchCars } from "~/features/search/search.server";
import { linkTargets } from "~/features/navigation/shell";
import { linkExists } from "~/features/navigation/site-links";
import { cars, dealerships, sites } from "~/platform/db/schema";
import type { SiteRegistry } from "~/platform/tenancy/site-registry.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { SitemapEntry, SitemapSection } from "./sitemap";

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
  const siteSince = once(
    async () =>
      (await scope.db.select({ created_at: sites.created_at }).from(sites).where(eq(sites.id, scope.siteId)))[0]
        ?.created_at ?? now,
  );
  const stockChanged = once(async () => (await newestCarChange(scope)) ?? (await siteSince()));
  return {
    cars: () => carAddresses(scope, now),
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

async function carAddresses(scope: SiteScope, now: Date): Promise<SitemapEntry[]> {
  const rows = await scope.db
    .select({
      slug: cars.slug,
      updated_at: cars.updated_at,
      status: cars.status,
      sold_date_timestamp: cars.sold_date_timestamp,
      show_on_dealer_website: cars.show_on_dealer_website,
      dealer_sold_days: dealerships.include_sold_cars_days,
    })
    .from(cars)
    .leftJoin(dealerships, eq(cars.dealership_id, dealerships.id))
    .where(eq(cars.site_id, scope.siteId))
    .orderBy(cars.id);
  // A car's page answers whatever the site lists; the sitemap holds sold cars for the sold window too.
  const policy = { ...searchPolicy(scope.config, now), stock_filter: true };
  return rows
    .filter((car) => isListed(car, policy))
    .map((car) => ({ path: `/cars/${car.slug}`, lastmod: car.updated_at }));
}

async function newestCarChange(scope: SiteScope): Promise<Date | null> {
  const [row] = await scope.db
    .select({ newest: max(cars.updated_at) })
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.show_on_dealer_website, true)));
  return row?.newest ?? null;
}

/** The tidy listing landings: each car type, body, make and make-and-model with cars in stock. */
async function listingAddresses(scope: SiteScope, now: Date): Promise<string[]> {
  const options = { usedCarPath: scope.config.search.used_car_path };
  const found = await searchCars(scope, { facets: ["car_type", "body", "make"], hitsPerPage: 0 }, now);
  const landing = (refinements: Record<string, string[]>) =>
    listingHref({ ...emptyListingState, refinements }, options);
  const paths = new Set<string>();
  for (const type of Object.keys(found.facets.car_type ?? {})) paths.add(landing({ car_type: [type] }));
  for (const body of Object.keys(found.facets.body ?? {})) paths.add(landing({ body: [body] }));
  for (const make of Object.keys(found.facets.make ?? {})) {
    paths.add(landing({ make: [make] }));
    const models = await searchCars(scope, { refinements: { make: [make] }, facets: ["model"], hitsPerPage: 0 }, now);
    for (const model of Object.keys(models.facets.model ?? {})) paths.add(landing({ make: [make], model: [model] }));
  }
  return [...paths];
}
