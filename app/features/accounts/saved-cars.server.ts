import { and, desc, eq } from "drizzle-orm";
import { cars, watchlist_entries } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { carSummary, carSummaryColumns, type CarSummaryRow } from "~/features/cars/index.server";
import { isSoldStatus, type CarSummaryRecord } from "~/features/cars";
import type { RefusalReason } from "~/platform/forms/refusal";

/** The shopper's watchlist, newest first, with each car's current price and status. */
export async function watchlistCars(scope: SiteScope, userId: number): Promise<CarSummaryRecord[]> {
  const rows = await scope.db
    .select(carSummaryColumns)
    .from(watchlist_entries)
    .innerJoin(cars, and(eq(cars.id, watchlist_entries.car_id), eq(cars.site_id, scope.siteId)))
    .where(and(eq(watchlist_entries.site_id, scope.siteId), eq(watchlist_entries.user_id, userId)))
    .orderBy(desc(watchlist_entries.id));
  return rows.map((row) => carSummary(row as CarSummaryRow));
}

export async function watchlistCarIds(scope: SiteScope, userId: number): Promise<number[]> {
  const rows = await scope.db
    .select({ car_id: watchlist_entries.car_id })
    .from(watchlist_entries)
    .where(and(eq(watchlist_entries.site_id, scope.siteId), eq(watchlist_entries.user_id, userId)));
  return rows.map((row) => row.car_id);
}

export const SIGN_IN_NEEDED = "Please sign in to save cars to your watchlist.";
export const WRONG_PHONE = "That phone number is not the one signed in.";
export const NO_SUCH_CAR = "That car is not on this site.";
export const SOLD_CAR_MESSAGE = "This car has sold, so it can't be added to your watchlist.";

export type WatchlistAnswer = { success: true } | { success: false; reason: RefusalReason; error: string };

/** Spec 000 section 4: a sold car is saved only if it already is (saving again changes nothing). */
export async function saveToWatchlist(scope: SiteScope, userId: number, carId: number): Promise<WatchlistAnswer> {
  const [car] = await scope.db
    .select({ status: cars.status })
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, carId)));
  if (!car) return { success: false, reason: "not-found", error: NO_SUCH_CAR };
  const saved = (await watchlistCarIds(scope, userId)).includes(carId);
  if (saved) return { success: true };
  if (isSoldStatus(car.status)) return { success: false, reason: "conflict", error: SOLD_CAR_MESSAGE };
  await scope.db
    .insert(watchlist_entries)
    .values({ site_id: scope.siteId, user_id: userId, car_id: carId })
    .onConflictDoNothing();
  return { success: true };
}

export async function removeFromWatchlist(scope: SiteScope, userId: number, carId: number): Promise<WatchlistAnswer> {
  await scope.db
    .delete(watchlist_entries)
    .where(
      and(
        eq(watchlist_entries.site_id, scope.siteId),
        eq(watchlist_entries.user_id, userId),
        eq(watchlist_entries.car_id, carId),
      ),
    );
  return { success: true };
}
