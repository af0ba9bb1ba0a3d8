import { and, eq, inArray, sql } from "drizzle-orm";
import { advertisedPrice } from "~/features/cars";
import { yardColumns, type PriceChange } from "~/features/inventory/index.server";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { cars } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { publishStockChange } from "./stock-publish.server";
import { priceAfter, type BulkAction } from "./stock-rules";
import { refusal, type Refusal } from "~/platform/forms/refusal";

export type StockWrite = { ok: true; changed: number } | Refusal;

/** At most this many cars in one bulk action: a page of the list, ticked. */
const BULK_MAX = 200;

/** The ticked cars of this site, each changed and audited in one transaction, then published. */
export async function applyBulk(
  scope: SiteScope,
  staff: StaffMember,
  ids: readonly number[],
  action: BulkAction,
  now = new Date(),
): Promise<StockWrite> {
  if (ids.length > BULK_MAX) return refusal("invalid", `Tick at most ${BULK_MAX} cars at a time.`);
  const targets = ids.length
    ? await scope.db
        .select({
          id: cars.id,
          price: cars.price,
          offer_price: cars.offer_price,
          status: cars.status,
          shown: cars.show_on_dealer_website,
          location_id: cars.location_id,
        })
        .from(cars)
        .where(and(eq(cars.site_id, scope.siteId), inArray(cars.id, [...ids])))
    : [];
  if (!targets.length) return refusal("not-found", "None of the ticked cars is in this site's stock.");
  const yard = action.kind === "move_yard" ? await yardColumns(scope, action.yard) : null;
  if (action.kind === "move_yard" && !yard) return refusal("invalid", "That yard is not one of this site's.");
  const prices: PriceChange[] = [];
  await scope.db.transaction(async (tx) => {
    for (const car of targets) {
      const { set, before, after } = change(car, action, yard, now);
      await tx
        .update(cars)
        .set({ ...set, version: sql`${cars.version} + 1`, updated_at: now })
        .where(and(eq(cars.id, car.id), eq(cars.site_id, scope.siteId)));
      await recordAudit(
        tx,
        scope.siteId,
        { staffId: staff.staffId, action: `car.${action.kind}`, entity: "car", entityId: car.id, before, after },
        now,
      );
      if (action.kind === "price") {
        const next = advertisedPrice({ price: priceAfter(car.price, action), offer_price: car.offer_price });
        const old = advertisedPrice(car);
        if (next !== old) prices.push({ car_id: car.id, old_price: old, new_price: next });
      }
    }
  });
  await publishStockChange(
    scope,
    targets.map((t) => t.id),
    prices,
  );
  return { ok: true, changed: targets.length };
}

type Target = { price: number; status: string; shown: boolean; location_id: number | null };

function change(car: Target, action: BulkAction, yard: Awaited<ReturnType<typeof yardColumns>>, now: Date) {
  switch (action.kind) {
    case "mark_sold":
      return {
        // A car sold already keeps the day it sold: its "sold" run on the listing counts from then.
        set: car.status === "sold" ? {} : { status: "sold", sold_date_timestamp: Math.floor(now.getTime() / 1000) },
        before: { status: car.status },
        after: { status: "sold" },
      };
    case "hide":
    case "show": {
      const shown = action.kind === "show";
      return { set: { show_on_dealer_website: shown }, before: { shown: car.shown }, after: { shown } };
    }
    case "move_yard":
      return { set: { ...yard! }, before: { location_id: car.location_id }, after: { location_id: yard!.location_id } };
    case "price": {
      const price = priceAfter(car.price, action);
      return { set: { price }, before: { price: car.price }, after: { price } };
    }
  }
}
