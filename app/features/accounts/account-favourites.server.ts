import { and, asc, eq, inArray } from "drizzle-orm";
import { account_favourites, cars } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { Favourite } from "./stored-lists";

/** What one browser asks of the account's favourites: the cars it added and the ones it took off. */
export interface FavouritesChange {
  add: number[];
  remove: number[];
}

export const SIGN_IN_NEEDED_FOR_FAVOURITES = "Please sign in to keep your favourites on every device.";

/** A browser sends at most this many ids at once (more than any shortlist a person keeps). */
export const MAX_FAVOURITES_CHANGE = 100;

/**
 * Joins a browser's favourites to the signed-in shopper's (issue 56): the added cars of this site
 * are kept, the removed ones dropped, and the whole list comes back in the order it was saved, for
 * the browser to keep. Another site's car ids are ignored.
 */
export async function joinFavourites(scope: SiteScope, userId: number, change: FavouritesChange): Promise<Favourite[]> {
  const own = and(eq(account_favourites.site_id, scope.siteId), eq(account_favourites.user_id, userId));
  if (change.remove.length)
    await scope.db.delete(account_favourites).where(and(own, inArray(account_favourites.car_id, change.remove)));
  const adding = change.add.filter((id) => !change.remove.includes(id));
  if (adding.length) {
    const found = await scope.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.site_id, scope.siteId), inArray(cars.id, adding)));
    const byId = new Set(found.map((c) => c.id));
    const rows = adding
      .filter((id) => byId.has(id))
      .map((car_id) => ({ site_id: scope.siteId, user_id: userId, car_id }));
    if (rows.length) await scope.db.insert(account_favourites).values(rows).onConflictDoNothing();
  }
  const saved = await scope.db
    .select({
      id: cars.id,
      name: cars.name,
      slug: cars.slug,
      make: cars.make,
      model: cars.model,
      primary_image_url: cars.primary_image_url,
    })
    .from(account_favourites)
    .innerJoin(cars, and(eq(cars.id, account_favourites.car_id), eq(cars.site_id, scope.siteId)))
    .where(own)
    .orderBy(asc(account_favourites.id));
  return saved.map((car) => ({ ...car, primary_image_url: car.primary_image_url ?? "" }));
}
