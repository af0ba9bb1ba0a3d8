import { and, count, eq, inArray, sql } from "drizzle-orm";
import { advertisedPrice, cardShowsWeekly, carCategories, filteredFeatures, type SearchCar } from "~/features/cars";
import { onInventoryChange, type ChangedCars } from "~/platform/db/change-feed.server";
import type { Database } from "~/platform/db/client.server";
import type { FinanceLenderSummary } from "~/platform/db/json-types";
import { cars, dealerships } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { cardWeekly, storedQuoteFits } from "~/features/finance";
import { priceRange, weeklyPriceRange } from "./price-bands";
import { buildSearchIndex, type SearchIndex } from "./search-index";
import { withCarsWritten } from "./search-index-update";
import { searchIndexRebuilds } from "~/platform/metrics/metrics.server";

/** One site's cars as search documents (all of them, or those named), read in the site's scope. */
export async function loadSearchCars(scope: SiteScope, only?: readonly number[]): Promise<SearchCar[]> {
  const rows = await scope.db
    .select({
      kept: keptColumns,
      derived: derivedColumns,
      dealership_name: dealerships.name,
      dealer_sold_days: dealerships.include_sold_cars_days,
    })
    .from(cars)
    .leftJoin(dealerships, eq(cars.dealership_id, dealerships.id))
    .where(only ? and(eq(cars.site_id, scope.siteId), inArray(cars.id, [...only])) : eq(cars.site_id, scope.siteId));
  const now = new Date();
  // One object literal per car: taking the row apart with a rest pattern (`{ a, ...fields }`) and
  // spreading it twice made loading a 2,543-car site take 250 to 350 ms instead of 150.
  return rows.map(({ kept, derived, dealership_name, dealer_sold_days }) => {
    const { location, youxQuote, simple_fuel } = derived;
    const car = {
      ...kept,
      // Sorts, ranges and stats use the price the shopper sees: the offer price when above 10.
      price: advertisedPrice(kept),
      body: derived.simple_body ?? derived.body,
      feed_body: derived.simple_body && derived.body !== derived.simple_body ? derived.body : null,
      transmission: derived.simple_transmission ?? derived.trans,
      fuel: simple_fuel ?? derived.fuel,
      created_at_timestamp: Math.floor(derived.created_at.getTime() / 1000),
      dealership_name,
      dealer_sold_days,
      location_name: location?.name ?? null,
      city: location?.address.city ?? null,
      state: location?.address.state ?? null,
      finance_lenders: providerLender(derived.finance_lenders, scope.config.finance.provider),
      weekly_quote: null as SearchCar["weekly_quote"],
      fuel_economy: fuelEconomy(derived.fuel_economy, simple_fuel ?? derived.fuel),
      price_range: null as string | null,
      weekly_price_range: null as string | null,
      filtered_features: filteredFeatures(derived.standardEquipment),
      categories: [] as string[],
    };
    // A partner's quote counts only for the price it was asked for: the car's page asks again otherwise.
    if (storedQuoteFits(youxQuote, car.price)) car.weekly_quote = youxQuote;
    // The weekly band is of the figure the car's card shows, in whole dollars as it shows it, so
    // filtering by it finds what the cards say (and a car whose card shows none is in no band).
    const weekly = cardShowsWeekly(car, scope.config) ? cardWeekly(car, scope.config, now) : null;
    car.price_range = priceRange(car.price);
    car.weekly_price_range = weeklyPriceRange(weekly ? Math.round(weekly.amount) : null);
    car.categories = carCategories(car);
    return car;
  });
}

/** Columns a search document holds as the table has them. */
const keptColumns = {
  id: cars.id,
  slug: cars.slug,
  name: cars.name,
  stocknum: cars.stocknum,
  vin: cars.vin,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  series: cars.series,
  colour: cars.colour,
  drive: cars.drive,
  seats: cars.seats,
  doors: cars.doors,
  sleeps: variantNumber(cars.specifications, "sleeps"),
  towing_capacity: variantNumber(cars.variant, "towingcapacitybraked"),
  payload: sql<
    number | null
  >`(${cars.specifications} ->> 'aggregate_trailer_mass')::float8 - (${cars.specifications} ->> 'tare_weight')::float8`,
  licence_class: sql<string | null>`${cars.variant} ->> 'licenceclass'`,
  item_type: cars.item_type,
  km: cars.km,
  price: cars.price,
  before_price: cars.before_price,
  offer_price: cars.offer_price,
  subscription_price: cars.subscription_price,
  price_type: cars.price_type,
  preorder: cars.preorder,
  car_type: cars.car_type,
  status: cars.status,
  tag: cars.tag,
  reserved: cars.reserved,
  certified: cars.certified,
  show_on_dealer_website: cars.show_on_dealer_website,
  sold_date_timestamp: cars.sold_date_timestamp,
  custom_rank: cars.custom_rank,
  photos_count: cars.photos_count,
  primary_image_url: cars.primary_image_url,
  views: cars.views,
  dealership_slug: cars.dealership_slug,
  location_id: cars.location_id,
};

/** Columns a search document reads something from, kept out of it as they are. */
const derivedColumns = {
  standardEquipment: cars.standardEquipment,
  body: cars.body,
  simple_body: cars.simple_body,
  fuel_economy: variantNumber(cars.variant, "fuelconsumptioncombined"),
  trans: cars.trans,
  simple_transmission: cars.simple_transmission,
  fuel: cars.fuel,
  simple_fuel: cars.simple_fuel,
  created_at: cars.created_at,
  location: cars.location,
  youxQuote: cars.youxQuote,
  finance_lenders: cars.finance_lenders,
};

/** One figure of a JSON column, read in the query so the index never holds the whole variant. */
function variantNumber(
  column: typeof cars.variant | typeof cars.specifications,
  field: "sleeps" | "towingcapacitybraked" | "fuelconsumptioncombined",
) {
  return sql<number | null>`(${column} ->> ${sql.raw(`'${field}'`)})::float8`;
}

/** An electric car burns no fuel: it belongs in "fuel efficient" and "under 6 L/100 km". */
function fuelEconomy(litres: number | null, fuel: string | null): number | null {
  if (litres !== null && litres > 0) return litres;
  return fuel === "Electric" ? 0 : null;
}

/** Of a car's lenders, only the one its cards can show: the site's provider's, or the car's first. */
function providerLender(
  lenders: Record<string, FinanceLenderSummary>,
  provider: string | null,
): Record<string, FinanceLenderSummary> | null {
  const name = provider && lenders[provider] ? provider : Object.keys(lenders)[0];
  return name ? { [name]: lenders[name]! } : null;
}

/**
 * Each site's index, built on first use; a change that names its cars is written into it (the cars
 * reread, search-index-update.ts), any other is a rebuild. Either swaps in whole, so a query never
 * sees half an update, and changes of one site apply one after another.
 */
class SiteIndex {
  private current: Promise<SearchIndex> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** How many cars the built index holds (0 until built): what it costs to keep. */
  cars = 0;

  constructor(private readonly scope: SiteScope) {}

  get(): Promise<SearchIndex> {
    if (!this.current) {
      const building = this.build();
      this.current = building;
      // A failed first build (the database was away) is tried again by the next query.
      building.catch(() => {
        if (this.current === building) this.current = undefined;
      });
    }
    return this.current;
  }

  refresh(changed: ChangedCars = null): Promise<SearchIndex> {
    // The new index is in place before the next queued change starts, which writes into it.
    const next = this.queue.then(async () => {
      const index = changed && this.current ? await this.write(changed) : await this.build();
      this.current = Promise.resolve(index);
      return index;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The named cars reread and written in; a car that is no longer the site's means a rebuild. */
  private async write(changed: number[]): Promise<SearchIndex> {
    const [index, written] = await Promise.all([this.current!, loadSearchCars(this.scope, changed)]);
    if (written.length < new Set(changed).size) return this.build();
    const next = withCarsWritten(index, written);
    this.cars = next.size;
    return next;
  }

  private async build(): Promise<SearchIndex> {
    const started = performance.now();
    searchIndexRebuilds.inc();
    const index = buildSearchIndex(await loadSearchCars(this.scope));
    this.cars = index.size;
    logger.info(
      { site: this.scope.config.slug, cars: index.size, ms: Math.round(performance.now() - started) },
      "search index built",
    );
    return index;
  }
}

/**
 * Issue 42: what an index holds, per car, measured as heap growth (100,000 cars, about 140 MB).
 * The bound is in megabytes, the unit an operator sizes a machine in.
 */
const BYTES_PER_CAR = 1400;
let boundBytes = Number.POSITIVE_INFINITY;

/** Sets how much memory the search indexes of all sites may hold together (SEARCH_INDEX_MB); past it the least recently used go. */
export function boundSearchIndexes(megabytes: number): void {
  boundBytes = megabytes > 0 ? megabytes * 1024 * 1024 : Number.POSITIVE_INFINITY;
}

/** Each site's index by site id, least recently used first. */
const registries = new WeakMap<Database, Map<number, SiteIndex>>();
/** Every database's indexes, for what they hold together (the metrics). */
const everyRegistry = new Set<Map<number, SiteIndex>>();

/** What the search indexes of this process hold, in bytes by the bound's measure. */
export function searchIndexBytes(): number {
  return [...everyRegistry].reduce((sum, sites) => sum + heldBytes(sites), 0);
}

function registryFor(db: Database): Map<number, SiteIndex> {
  let registry = registries.get(db);
  if (!registry) {
    const sites = new Map<number, SiteIndex>();
    registry = sites;
    registries.set(db, sites);
    everyRegistry.add(sites);
    // A site whose index was let go has nothing to update: its next query builds it afresh.
    onInventoryChange(db, async (siteId, changed) => {
      await sites.get(siteId)?.refresh(changed);
    });
  }
  return registry;
}

/** What the held indexes cost together, by the same measure as the bound. */
const heldBytes = (sites: Map<number, SiteIndex>) =>
  [...sites.values()].reduce((sum, site) => sum + site.cars, 0) * BYTES_PER_CAR;

/** Lets the least recently used indexes go while all of them together hold more than the bound; the one in use stays. */
function keepWithinBound(sites: Map<number, SiteIndex>, inUse: number) {
  let held = heldBytes(sites);
  for (const [siteId, site] of sites) {
    if (held <= boundBytes) return;
    if (siteId === inUse) continue;
    held -= site.cars * BYTES_PER_CAR;
    sites.delete(siteId);
    logger.info({ siteId, cars: site.cars }, "search index let go (least recently used)");
  }
}

export function siteSearchIndex(scope: SiteScope): Promise<SearchIndex> {
  const registry = registryFor(scope.db);
  const held = registry.get(scope.siteId);
  // A Map keeps insertion order: moving the site to the end keeps the least recently used first.
  if (held) registry.delete(scope.siteId);
  const site = held ?? new SiteIndex(scope);
  registry.set(scope.siteId, site);
  const index = site.get();
  // Only a new index adds to what the process holds, so only then is the bound looked at.
  if (!held && boundBytes !== Number.POSITIVE_INFINITY)
    void index.then(
      () => keepWithinBound(registry, scope.siteId),
      () => undefined,
    );
  return index;
}

/** The sites whose index this process holds now, least recently used first (for tests and the health of a process). */
export function heldSearchIndexes(db: Database): number[] {
  return [...registryFor(db).keys()];
}

/**
 * Builds sites' indexes ahead of their first search, once the process answers: the most cars first
 * (their first search costs most), one at a time, each followed by a pause as long as it took, so
 * shoppers' requests keep at least half the process. It stops short of 80% of SEARCH_INDEX_MB, so
 * warming never lets go an index a shopper is using.
 */
export async function warmSearchIndexes(scopes: readonly SiteScope[]): Promise<void> {
  const db = scopes[0]?.db;
  if (!db) return;
  const registry = registryFor(db);
  const counted = await db.select({ siteId: cars.site_id, cars: count() }).from(cars).groupBy(cars.site_id);
  const carsOf = new Map(counted.map((row) => [row.siteId, row.cars]));
  const biggestFirst = [...scopes].sort((a, b) => (carsOf.get(b.siteId) ?? 0) - (carsOf.get(a.siteId) ?? 0));
  const warming = performance.now();
  let built = 0;
  for (const scope of biggestFirst) {
    const cost = (carsOf.get(scope.siteId) ?? 0) * BYTES_PER_CAR;
    if (registry.has(scope.siteId) || heldBytes(registry) + cost > boundBytes * 0.8) continue;
    const started = performance.now();
    await siteSearchIndex(scope).then(
      () => built++,
      (error: unknown) =>
        logger.warn({ err: error, site: scope.config.slug }, "a search index could not be built ahead"),
    );
    await new Promise((resume) => setTimeout(resume, performance.now() - started));
  }
  logger.info(
    { sites: built, held: registry.size, ms: Math.round(performance.now() - warming) },
    "search indexes built ahead",
  );
}
