import { and, asc, desc, eq, gt, max, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { cars, inventory_imports, lead_deliveries, sites } from "~/platform/db/schema";

export interface SiteHealth {
  slug: string;
  name: string;
  template: string;
  url: string;
  createdAt: Date;
  carsInStock: number;
  /** Lead deliveries that have failed at least once and are not delivered yet. */
  failingDeliveries: number;
  lastFeedRun: { at: Date; status: string; badRows: number; error: string | null } | null;
  lastStockChange: Date | null;
}

/**
 * Issue 41: every site's health for a platform operator, the one view across sites (behind the
 * operator's permission): leads failing delivery, the last feed run and its errors, the last stock
 * change. Four grouped queries, whatever the number of sites.
 */
export async function siteHealth(db: Database): Promise<SiteHealth[]> {
  const [rows, failing, stock, feeds] = await Promise.all([
    db.select().from(sites).orderBy(asc(sites.name)),
    db
      .select({ site_id: lead_deliveries.site_id, count: sql<number>`count(*)::int` })
      .from(lead_deliveries)
      .where(and(eq(lead_deliveries.status, "pending"), gt(lead_deliveries.attempts, 0)))
      .groupBy(lead_deliveries.site_id),
    db
      .select({
        site_id: cars.site_id,
        changed: max(cars.updated_at),
        inStock: sql<number>`count(*) filter (where ${cars.status} = 'in_stock')::int`,
      })
      .from(cars)
      .groupBy(cars.site_id),
    db
      .selectDistinctOn([inventory_imports.site_id], {
        site_id: inventory_imports.site_id,
        at: inventory_imports.created_at,
        status: inventory_imports.status,
        bad: inventory_imports.bad,
        error: inventory_imports.error,
      })
      .from(inventory_imports)
      .where(eq(inventory_imports.source, "feed"))
      .orderBy(inventory_imports.site_id, desc(inventory_imports.created_at)),
  ]);
  const failingBySite = new Map(failing.map((f) => [f.site_id, f.count]));
  const stockBySite = new Map(stock.map((s) => [s.site_id, s]));
  const feedBySite = new Map(feeds.map((f) => [f.site_id, f]));
  return rows.map((site) => {
    const feed = feedBySite.get(site.id);
    return {
      slug: site.slug,
      name: site.name,
      template: site.template,
      url: site.url,
      createdAt: site.created_at,
      carsInStock: stockBySite.get(site.id)?.inStock ?? 0,
      failingDeliveries: failingBySite.get(site.id) ?? 0,
      lastFeedRun: feed ? { at: feed.at, status: feed.status, badRows: feed.bad.length, error: feed.error } : null,
      lastStockChange: stockBySite.get(site.id)?.changed ?? null,
    };
  });
}
