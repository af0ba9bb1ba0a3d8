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
const SITE_PAGES = ["/", "/search/new-used-and-demo-cars", "/special-offers", "/models", "/brands", "/dealer-locator", "/trade-in", "/book-test-drive", "/service", "/contact", "/news"];

/**
 * Every address of one site a search engine should know, by sitemap section. Cars are those a shopper
 * can find: listed now, or sold within the site's window (after it, a sold car's page stays reachable
 * for old links but leaves the sitemap).
 */
export async function sitemapEntries(scope: SiteScope, registry: SiteRegistry, now = new Date()): Promise<Map<SitemapSection, SitemapEntry[]>> {
  const [carEntries, stockChanged, site, listings, locations, offers, models] = await Promise.all([
    carAddresses(scope, now),
    newestCarChange(scope),
    scope.db.select({ created_at: sites.created_at }).from(sites).where(eq(sites.id, scope.siteId)),
    listingAddresses(scope, now),
    siteLocations(scope),
    offerAddresses(scope),
    modelsMenu(scope),
  ]);
  const siteSince = site[0]?.created_at ?? now;
  const pages = registry.pages.get(scope.config.slug) ?? new Map();
  const news = registry.news.get(scope.config.slug) ?? [];
  const targets = linkTargets(scope.config, pages);
  const content: SitemapEntry[] = [
    ...[...SITE_PAGES, ...(targets.financePath ? [targets.financePath] : [])].filter((path) => linkExists(path, targets) && !signInGate(path, scope.config)).map((path) => ({ path, lastmod: path === "/" || path.startsWith("/search") ? stockChanged ?? siteSince : siteSince })),
    ...[...pages.keys()].map((name) => ({ path: `/${name}`, lastmod: siteSince })),
    ...news.map((post) => ({ path: post.href, lastmod: new Date(`${post.date}T00:00:00Z`) })),
  ];
  return new Map<SitemapSection, SitemapEntry[]>([
    ["cars", carEntries],
    ["listings", listings.map((path) => ({ path, lastmod: stockChanged ?? siteSince }))],
    ["locations", locations.map((l) => ({ path: `/our-location/${l.slug}`, lastmod: l.created_at }))],
    ["offers", offers],
    ["models", models.models.filter((m) => m.href.startsWith("/models/")).map((m) => ({ path: m.href, lastmod: siteSince }))],
    ["content", content],
  ]);
}

async function carAddresses(scope: SiteScope, now: Date): Promise<SitemapEntry[]> {
  const rows = await scope.db
    .select({ slug: cars.slug, updated_at: cars.updated_at, status: cars.status, sold_date_timestamp: cars.sold_date_timestamp, show_on_dealer_website: cars.show_on_dealer_website, dealer_sold_days: dealerships.include_sold_cars_days })
    .from(cars)
    .leftJoin(dealerships, eq(cars.dealership_id, dealerships.id))
    .where(eq(cars.site_id, scope.siteId))
    .orderBy(cars.id);
  // A car's page answers whatever the site lists; the sitemap holds sold cars for the sold window too.
  const policy = { ...searchPolicy(scope.config, now), stock_filter: true };
  return rows.filter((car) => isListed(car, policy)).map((car) => ({ path: `/cars/${car.slug}`, lastmod: car.updated_at }));
}

async function newestCarChange(scope: SiteScope): Promise<Date | null> {
  const [row] = await scope.db.select({ newest: max(cars.updated_at) }).from(cars).where(and(eq(cars.site_id, scope.siteId), eq(cars.show_on_dealer_website, true)));
  return row?.newest ?? null;
}

/** The tidy listing landings: each car type, body, make and make-and-model with cars in stock. */
async function listingAddresses(scope: SiteScope, now: Date): Promise<string[]> {
  const options = { usedCarPath: scope.config.search.used_car_path };
  const found = await searchCars(scope, { facets: ["car_type", "body", "make"], hitsPerPage: 0 }, now);
  const landing = (refinements: Record<string, string[]>) => listingHref({ ...emptyListingState, refinements }, options);
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
