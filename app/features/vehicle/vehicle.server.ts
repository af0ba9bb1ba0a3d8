import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import {
  estimateRequest,
  QUOTE_PRICE,
  storedQuoteAnswer,
  storedQuoteFits,
  type FinanceQuote,
} from "~/features/finance";
import type { FinancePartner } from "~/features/finance/index.server";
import { similarCars, siteStockWords } from "~/features/search/index.server";
import {
  car_price_changes,
  car_view_days,
  cars,
  locations,
  manufacturers,
  models,
  phone_reveals,
} from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import { answerWithin } from "~/platform/async/settle-within";
import { perSiteCache } from "~/platform/tenancy/site-cache.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { siteToday } from "~/platform/text/dates";
import { detailInStock, advertisedPrice } from "~/features/cars";
import { asConfigured } from "~/features/locations";
import { autoGaugeVisible, belowMarketBy, gaugeAverages, type AutoGauge } from "./market-gauge";
import type { MarketData } from "./market-data.server";
import {
  belowMarketText,
  vehicleLender,
  vehicleView,
  type CarRecord,
  type Expanded,
  type SiteLocation,
  type VehicleRecord,
} from "./vehicle-view";

const locationColumns = {
  id: locations.id,
  name: locations.name,
  slug: locations.slug,
  primary: locations.primary,
  location_type: locations.location_type,
  address: locations.address,
  contact_detail: locations.contact_detail,
};

/** One car of this site by slug; a car of another site, or one hidden from the dealer website, is not found. */
export async function findCar(scope: SiteScope, slug: string): Promise<CarRecord | null> {
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.slug, slug), eq(cars.show_on_dealer_website, true)))
    .limit(1);
  return car ?? null;
}

/** The car as its page prices it, with a recent cut's Was price; the gauge and the phone log need only the car. */
async function findPricedCar(scope: SiteScope, slug: string, now: Date): Promise<CarRecord | null> {
  const car = await findCar(scope, slug);
  return car ? withCutPrice(scope, car, now) : null;
}

/** How long a cut price shows what it was: a "was" price must be recent to be a fair one. */
const WAS_PRICE_DAYS = 30;

/**
 * Issue 56: a price the feed cut shows what it was, as the price-drop e-mail said, where the feed
 * names no before price: the latest cut in the last 30 days, while the price is still the cut one.
 */
async function withCutPrice(scope: SiteScope, car: CarRecord, now: Date): Promise<CarRecord> {
  if (car.before_price !== null) return car;
  const [cut] = await scope.db
    .select({ old_price: car_price_changes.old_price, new_price: car_price_changes.new_price })
    .from(car_price_changes)
    .where(
      and(
        eq(car_price_changes.site_id, scope.siteId),
        eq(car_price_changes.car_id, car.id),
        gte(car_price_changes.at, new Date(now.getTime() - WAS_PRICE_DAYS * 86_400_000)),
      ),
    )
    .orderBy(desc(car_price_changes.at))
    .limit(1);
  const cutTo = cut && cut.old_price > cut.new_price && cut.new_price === advertisedPrice(car);
  return cutTo ? { ...car, before_price: cut.old_price } : car;
}

/** The site's visible locations, primary first: they change with the site's content, so kept for a minute. */
const siteLocations = perSiteCache(60_000, (scope) =>
  scope.db
    .select(locationColumns)
    .from(locations)
    .where(and(eq(locations.site_id, scope.siteId), eq(locations.visible, true)))
    .orderBy(desc(locations.primary), asc(locations.id)),
);

/** The site's known models as "make|model" in lower case, for the breadcrumb's model crumb. */
const knownModels = perSiteCache(60_000, async (scope) => {
  const rows = await scope.db
    .select({ make: manufacturers.name, model: models.name })
    .from(models)
    .innerJoin(manufacturers, eq(models.manufacturer_id, manufacturers.id))
    .where(eq(models.site_id, scope.siteId));
  return new Set(rows.map((r) => modelKey(r.make, r.model)));
});

const modelKey = (make: string, model: string) => `${make}|${model}`.toLowerCase();

async function loadRecord(scope: SiteScope, car: CarRecord): Promise<VehicleRecord> {
  const [all, known, words] = await Promise.all([siteLocations(scope), knownModels(scope), siteStockWords(scope)]);
  const stored = all.find((l) => l.id === car.location_id);
  const location: SiteLocation | null = stored ? asConfigured(stored, scope.config.locations.list) : null;
  return {
    car,
    location,
    locations: all.filter((l) => l.location_type === "sales" || l.id === car.location_id),
    knownModel: known.has(modelKey(car.make, car.model)),
    stockWords: words.Many,
  };
}

/**
 * Spec 000 section 5: the estimate is requested only when the price is above 0 (and within the quick
 * quote's $10,000 to $200,000), no quote is already present and the site flag is on; a stored quote
 * (the feed's, or the quote keeper's for this price) is used as it is. Failures leave it silently empty.
 */
export async function financeEstimate(
  scope: SiteScope,
  partner: FinancePartner,
  car: CarRecord,
  price: number,
): Promise<FinanceQuote | null> {
  if (!scope.config.vehicle.finance_estimate || !detailInStock(car.status) || price <= 0) return null;
  // The partner quotes only within the quick quote's range (spec 001 section 9): no figure it would refuse.
  if (price < QUOTE_PRICE.min || price > QUOTE_PRICE.max) return null;
  if (storedQuoteFits(car.youxQuote, price))
    return storedQuoteAnswer(car.youxQuote, scope.config.finance.default_interest_rate);
  try {
    return await partner.quote(estimateRequest(car, price));
  } catch (error) {
    logger.warn({ err: error, car: car.slug }, "Failed to get YouX quick quote");
    return null;
  }
}

/** Plugin features (spec 001 section 6): the auto-gauge is for used cars on sites with it on. Failures hide the block. */
export async function marketGauge(scope: SiteScope, market: MarketData, car: CarRecord): Promise<AutoGauge | null> {
  if (!scope.config.integrations.autogauge || car.car_type !== "used" || !detailInStock(car.status)) return null;
  try {
    const gauge = await market.gauge(scope, { ...car, price: advertisedPrice(car) });
    return autoGaugeVisible(gauge) ? gauge : null;
  } catch (error) {
    logger.warn({ err: error, car: car.slug }, "auto-gauge failed");
    return null;
  }
}

export interface VehicleServices {
  financePartner: FinancePartner;
  marketData: MarketData;
}

/** One car of this site and its page view, without the parts that stream in later (the print PDF needs only this). */
export async function loadVehicleView(scope: SiteScope, slug: string, expanded: Expanded, now = new Date()) {
  const car = await findPricedCar(scope, slug, now);
  if (!car) return null;
  return { car, view: vehicleView(await loadRecord(scope, car), scope.config, now, expanded, null) };
}

/** How long the page waits for an outside service (finance estimate, auto-gauge) before leaving its block out. */
const PARTNER_WAIT_MS = 1_500;

/**
 * The detail page: the car and its view, with the similar cars, finance estimate and auto-gauge. A
 * partner that has not answered in time leaves its block out (`complete: false`, so the page is not
 * kept for other shoppers) rather than holding up the page. The partner's estimate is asked for only
 * where the car has no lender's terms, as a page shows one repayment (issue 36).
 */
export async function loadVehiclePage(
  scope: SiteScope,
  services: VehicleServices,
  slug: string,
  expanded: Expanded,
  now = new Date(),
) {
  const car = await findPricedCar(scope, slug, now);
  if (!car) return null;
  const record = await loadRecord(scope, car);
  const price = advertisedPrice(car);
  const similar = similarCars(scope, car, price, now).catch((error: unknown) => {
    logger.warn({ err: error, car: slug }, "similar cars failed");
    return [];
  });
  const estimate = vehicleLender(record, scope.config, now)
    ? Promise.resolve(null)
    : financeEstimate(scope, services.financePartner, car, price);
  const [quote, gauge] = await Promise.all([
    answerWithin(estimate, PARTNER_WAIT_MS, null),
    answerWithin(marketGauge(scope, services.marketData, car), PARTNER_WAIT_MS, null),
  ]);
  const view = vehicleView(record, scope.config, now, expanded, quote.value);
  // Spec 000 section 8: the page offers a call, but neither the yard nor the site has a number to give.
  if (scope.config.vehicle.call_dealer_box && !view.phone)
    logger.warn({ car: car.slug }, "Missing phone number for a call");
  const shown = gauge.value
    ? { ...view, belowMarket: belowMarketText(belowMarketBy(price, gaugeAverages(gauge.value))) }
    : view;
  return {
    view: shown,
    similar: await similar,
    gauge: gauge.value,
    complete: !quote.late && !gauge.late,
  };
}

/** GET /cars/{slug}/view.json: counts this view and answers the total with the fields the page may refresh. */
export async function recordView(scope: SiteScope, slug: string) {
  const [row] = await scope.db
    .update(cars)
    .set({ views: sql`${cars.views} + 1` })
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.slug, slug), eq(cars.show_on_dealer_website, true)))
    .returning({
      id: cars.id,
      views: cars.views,
      photos_count: cars.photos_count,
      updated_at: cars.updated_at,
      status: cars.status,
    });
  if (!row) return null;
  // The day's count, for the console's dashboard (issue 39); the car keeps its total.
  await scope.db
    .insert(car_view_days)
    .values({ site_id: scope.siteId, car_id: row.id, day: siteToday(scope.config.time_zone), views: 1 })
    .onConflictDoUpdate({
      target: [car_view_days.site_id, car_view_days.car_id, car_view_days.day],
      set: { views: sql`${car_view_days.views} + 1` },
    });
  return {
    views: row.views,
    car_fields: { photos_count: row.photos_count, updated_at: row.updated_at.toISOString(), status: row.status },
  };
}

/** The reveal-phone log call (spec 000 section 7): car_id, dealership_id and the site, one row per reveal. */
export async function logPhoneReveal(scope: SiteScope, slug: string): Promise<boolean> {
  const car = await findCar(scope, slug);
  if (!car) return false;
  await scope.db
    .insert(phone_reveals)
    .values({ site_id: scope.siteId, car_id: car.id, dealership_id: car.dealership_id });
  return true;
}
