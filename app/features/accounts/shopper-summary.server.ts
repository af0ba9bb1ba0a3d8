import { and, count, eq } from "drizzle-orm";
import { shopper_sessions, users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { watchlistCarIds } from "./saved-cars.server";
import type { Shopper } from "./shopper";
import type { ShopperSummary } from "./shopper-summary";

/** The name and e-mail this site's shopper gave when they signed in or applied. */
export async function shopperDetails(scope: SiteScope, userId: number) {
  const [user] = await scope.db
    .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(and(eq(users.site_id, scope.siteId), eq(users.id, userId)));
  return user ?? { first_name: null, last_name: null, email: null };
}

export async function shopperSummary(scope: SiteScope, shopper: Shopper | null): Promise<ShopperSummary | null> {
  if (!shopper) return null;
  const [details, watchlist] = await Promise.all([
    shopperDetails(scope, shopper.user_id),
    watchlistCarIds(scope, shopper.user_id),
  ]);
  return { phone: shopper.phone, ...details, watchlist };
}

/** Whether the shopper has signed in on this site before this session: a first sign-in is welcomed, not welcomed back (issue 56). */
export async function signedInBefore(scope: SiteScope, userId: number): Promise<boolean> {
  const [row] = await scope.db
    .select({ sessions: count() })
    .from(shopper_sessions)
    .where(and(eq(shopper_sessions.site_id, scope.siteId), eq(shopper_sessions.user_id, userId)));
  return (row?.sessions ?? 0) > 1;
}
