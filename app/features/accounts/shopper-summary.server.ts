import type { SiteScope } from "~/platform/tenancy/site-scope";
import { watchlistCarIds } from "./saved-cars.server";
import type { Shopper } from "./shopper";
import type { ShopperSummary } from "./shopper-summary";

export async function shopperSummary(scope: SiteScope, shopper: Shopper | null): Promise<ShopperSummary | null> {
  if (!shopper) return null;
  return { phone: shopper.phone, watchlist: await watchlistCarIds(scope, shopper.user_id) };
}
