import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { ListingState } from "~/features/listing";
import { listingRequest } from "~/features/listing/index.server";
import type { Filter } from "~/features/search";
import { searchCars } from "~/features/search/index.server";
import { alert_events, alert_recipients, saved_searches, watchlist_entries } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { StockChanges } from "./alert-rules";

type AlertEvent = typeof alert_events.$inferInsert;

/**
 * After an import or an inventory API call: each confirmed recipient of this site is owed word of a
 * new car matching one of their saved searches, and of a price drop on a car they watch or one
 * matching their searches. Stored for the next digest; the same car at the same price is told once.
 */
export async function recordStockAlerts(scope: SiteScope, changes: StockChanges, now = new Date()): Promise<number> {
  if (!scope.config.accounts.alerts || (!changes.added.length && !changes.priceDrops.length)) return 0;
  const searches = await activeSearches(scope);
  const drops = new Map(changes.priceDrops.map((d) => [d.car_id, d]));
  const events: AlertEvent[] = [];
  for (const search of searches) {
    for (const car of await matching(scope, search.state, changes.added, now)) {
      events.push({
        site_id: scope.siteId,
        recipient_id: search.recipient_id,
        kind: "new_car",
        car_id: car.id,
        saved_search_id: search.id,
        new_price: car.price,
      });
    }
    for (const car of await matching(scope, search.state, [...drops.keys()], now)) {
      const drop = drops.get(car.id)!;
      events.push({
        site_id: scope.siteId,
        recipient_id: search.recipient_id,
        kind: "price_drop",
        car_id: car.id,
        saved_search_id: search.id,
        old_price: drop.old_price,
        new_price: drop.new_price,
      });
    }
  }
  for (const watch of await watchers(scope, [...drops.keys()])) {
    const drop = drops.get(watch.car_id)!;
    events.push({
      site_id: scope.siteId,
      recipient_id: watch.recipient_id,
      kind: "price_drop",
      car_id: watch.car_id,
      old_price: drop.old_price,
      new_price: drop.new_price,
    });
  }
  let stored = 0;
  // A thousand rows a statement: a large import that matches many searches stays within a statement's parameters.
  for (let i = 0; i < events.length; i += 1000) {
    stored += (
      await scope.db
        .insert(alert_events)
        .values(events.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ id: alert_events.id })
    ).length;
  }
  if (stored) logger.info({ site: scope.config.slug, alerts: stored }, "stock alerts gathered for the next digests");
  return stored;
}

const confirmed = (scope: SiteScope) =>
  and(
    eq(alert_recipients.site_id, scope.siteId),
    isNotNull(alert_recipients.confirmed_at),
    isNull(alert_recipients.unsubscribed_at),
  );

async function activeSearches(scope: SiteScope) {
  const rows = await scope.db
    .select({ id: saved_searches.id, recipient_id: saved_searches.recipient_id, state: saved_searches.state })
    .from(saved_searches)
    .innerJoin(alert_recipients, eq(alert_recipients.id, saved_searches.recipient_id))
    .where(and(eq(saved_searches.site_id, scope.siteId), confirmed(scope)))
    .orderBy(saved_searches.id);
  return rows.map((row) => ({ ...row, state: row.state as unknown as ListingState }));
}

const availableNow: Filter[number] = ["in_stock", "coming_soon"].map((value) => ({
  kind: "facet",
  facet: "status",
  value,
}));

/**
 * Of these cars, those a shopper would find on the saved listing now (listed, not sold). The index
 * is asked for the search within the cars' id range, one pass over it however many cars an import
 * wrote (an import's new cars are one range), and the cars themselves are picked from that.
 */
async function matching(scope: SiteScope, state: ListingState, carIds: number[], now: Date) {
  if (!carIds.length) return [];
  const wanted = new Set(carIds);
  const min = carIds.reduce((a, b) => Math.min(a, b));
  const max = carIds.reduce((a, b) => Math.max(a, b));
  const only: Filter = [[{ kind: "range", attribute: "id", min, max }], availableNow];
  const request = { ...listingRequest(state, max - min + 1, scope.config), page: 0, facets: [], filters: only };
  return (await searchCars(scope, request, now)).hits.filter((car) => wanted.has(car.id));
}

/** Confirmed recipients linked to a shopper who watches one of these cars, on this site. */
async function watchers(scope: SiteScope, carIds: number[]) {
  if (!carIds.length) return [];
  return scope.db
    .select({ recipient_id: alert_recipients.id, car_id: watchlist_entries.car_id })
    .from(watchlist_entries)
    .innerJoin(alert_recipients, eq(alert_recipients.user_id, watchlist_entries.user_id))
    .where(
      and(eq(watchlist_entries.site_id, scope.siteId), inArray(watchlist_entries.car_id, carIds), confirmed(scope)),
    );
}
