import { priceDropped } from "~/features/alerts";
import { recordStockAlerts } from "~/features/alerts/index.server";
import { recordPriceChanges, type PriceChange } from "~/features/inventory/index.server";
import { announceInventoryChange } from "~/platform/db/change-feed.server";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/**
 * After a console write is committed: this process's search index and page cache follow before the
 * answer goes back (so the next page the staff member opens shows the change), other processes by
 * NOTIFY, and a price drop feeds shoppers' alerts as an import's does.
 */
export async function publishStockChange(
  scope: SiteScope,
  carIds: readonly number[],
  prices: readonly PriceChange[] = [],
  added: readonly number[] = [],
): Promise<void> {
  await recordPriceChanges(scope, prices, "console");
  await announceInventoryChange(scope.db, scope.siteId, carIds);
  const priceDrops = prices.filter((p) => priceDropped(p.old_price, p.new_price));
  await recordStockAlerts(scope, { added: [...added], priceDrops }).catch((error: unknown) =>
    logger.error({ err: error, site: scope.config.slug }, "stock alerts could not be gathered"),
  );
}
