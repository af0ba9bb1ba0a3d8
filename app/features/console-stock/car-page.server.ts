import { and, count, desc, eq, sum } from "drizzle-orm";
import { advertisedPrice } from "~/features/cars";
import { car_price_changes, car_view_days, cars, leads } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { carFormValues } from "./car-form";
import { siteYards } from "~/features/locations/index.server";
import { carMarket } from "~/features/market";
import { segmentFiguresOf } from "~/features/market/index.server";

/** A car's console page: its form, photos, price history, how often it was seen and asked about. */
export async function carEditor(scope: SiteScope, id: number) {
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.id, id), eq(cars.site_id, scope.siteId)));
  if (!car) return null;
  const [history, [views], [asked], yards, figures] = await Promise.all([
    scope.db
      .select({
        at: car_price_changes.at,
        old_price: car_price_changes.old_price,
        new_price: car_price_changes.new_price,
        source: car_price_changes.source,
      })
      .from(car_price_changes)
      .where(and(eq(car_price_changes.site_id, scope.siteId), eq(car_price_changes.car_id, id)))
      .orderBy(desc(car_price_changes.at))
      .limit(20),
    scope.db
      .select({ n: sum(car_view_days.views) })
      .from(car_view_days)
      .where(and(eq(car_view_days.site_id, scope.siteId), eq(car_view_days.car_id, id))),
    scope.db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.site_id, scope.siteId), eq(leads.car_id, id))),
    siteYards(scope),
    segmentFiguresOf(scope, id),
  ]);
  return {
    id: car.id,
    name: car.name,
    path: car.path,
    version: car.version,
    listed: car.show_on_dealer_website,
    price: advertisedPrice(car),
    values: carFormValues(car),
    photos: car.images.map((image, i) => ({ url: image.image.url, alt: image.alt ?? "", first: i === 0 })),
    history,
    views: Number(views?.n ?? 0),
    leads: asked?.n ?? 0,
    yards,
    market: carMarket({ price: advertisedPrice(car), created_at: car.created_at, status: car.status }, figures),
  };
}

export type CarEditorData = NonNullable<Awaited<ReturnType<typeof carEditor>>>;
