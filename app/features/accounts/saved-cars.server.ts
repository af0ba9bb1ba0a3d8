import { and, desc, eq, inArray } from "drizzle-orm";
import { cars, watchlist_entries } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { isSoldStatus } from "~/features/search/search-car";
import type { SavedCarRecord } from "./saved-car-view";

const savedCarColumns = {
  id: cars.id,
  slug: cars.slug,
  name: cars.name,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  car_type: cars.car_type,
  status: cars.status,
  km: cars.km,
  body: cars.simple_body,
  full_body: cars.body,
  transmission: cars.simple_transmission,
  trans: cars.trans,
  fuel: cars.simple_fuel,
  full_fuel: cars.fuel,
  engine_size_litres: cars.engine_size_litres,
  seats: cars.seats,
  drive: cars.drive,
  colour: cars.colour,
  location: cars.location,
  primary_image_url: cars.primary_image_url,
  price: cars.price,
  before_price: cars.before_price,
  offer_price: cars.offer_price,
  subscription_price: cars.subscription_price,
  preorder: cars.preorder,
  price_type: cars.price_type,
};

type Row = { [K in keyof typeof savedCarColumns]: (typeof savedCarColumns)[K]["_"]["data"] | ((typeof savedCarColumns)[K]["_"]["notNull"] extends true ? never : null) };

function record({ full_body, trans, full_fuel, location, ...row }: Row): SavedCarRecord {
  return { ...row, body: row.body ?? full_body, transmission: row.transmission ?? trans, fuel: row.fuel ?? full_fuel, location_name: location?.name ?? null };
}

/** This site's cars shown on the dealer website, by slug, in the order asked. */
export async function carsBySlug(scope: SiteScope, slugs: string[]): Promise<SavedCarRecord[]> {
  if (!slugs.length) return [];
  const rows = await scope.db
    .select(savedCarColumns)
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.show_on_dealer_website, true), inArray(cars.slug, slugs)));
  const bySlug = new Map(rows.map((row) => [row.slug, record(row as Row)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** The shopper's watchlist, newest first, with each car's current price and status. */
export async function watchlistCars(scope: SiteScope, userId: number): Promise<SavedCarRecord[]> {
  const rows = await scope.db
    .select(savedCarColumns)
    .from(watchlist_entries)
    .innerJoin(cars, and(eq(cars.id, watchlist_entries.car_id), eq(cars.site_id, scope.siteId)))
    .where(and(eq(watchlist_entries.site_id, scope.siteId), eq(watchlist_entries.user_id, userId)))
    .orderBy(desc(watchlist_entries.id));
  return rows.map((row) => record(row as Row));
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

export type WatchlistAnswer = { success: true } | { success: false; status: number; error: string };

/** Spec 000 section 4: a sold car is saved only if it already is (saving again changes nothing). */
export async function saveToWatchlist(scope: SiteScope, userId: number, carId: number): Promise<WatchlistAnswer> {
  const [car] = await scope.db.select({ status: cars.status }).from(cars).where(and(eq(cars.site_id, scope.siteId), eq(cars.id, carId)));
  if (!car) return { success: false, status: 404, error: NO_SUCH_CAR };
  const saved = (await watchlistCarIds(scope, userId)).includes(carId);
  if (saved) return { success: true };
  if (isSoldStatus(car.status)) return { success: false, status: 409, error: SOLD_CAR_MESSAGE };
  await scope.db.insert(watchlist_entries).values({ site_id: scope.siteId, user_id: userId, car_id: carId }).onConflictDoNothing();
  return { success: true };
}

export async function removeFromWatchlist(scope: SiteScope, userId: number, carId: number): Promise<WatchlistAnswer> {
  await scope.db
    .delete(watchlist_entries)
    .where(and(eq(watchlist_entries.site_id, scope.siteId), eq(watchlist_entries.user_id, userId), eq(watchlist_entries.car_id, carId)));
  return { success: true };
}
