import { and, eq, max } from "drizzle-orm";
import { cars, dealerships } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { isListed, searchPolicy } from "./search-policy";

/**
 * Every car page a shopper can find, with when it last changed: listed now, or sold within the
 * site's window (after it, a sold car's page stays reachable for old links but is not offered).
 */
export async function listedCarPages(scope: SiteScope, now: Date): Promise<{ path: string; lastmod: Date }[]> {
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

/** When the site's shown stock last changed; null before it has any. */
export async function newestCarChange(scope: SiteScope): Promise<Date | null> {
  const [row] = await scope.db
    .select({ newest: max(cars.updated_at) })
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.show_on_dealer_website, true)));
  return row?.newest ?? null;
}
