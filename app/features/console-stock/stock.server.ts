import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { AGED_DAYS, MIN_OTHER_CARS, OVER_MARKET_PERCENT } from "~/features/market";
import { SEGMENT_FIGURES } from "~/features/market/index.server";
import { escapeLike } from "~/features/search/index.server";
import { cars, market_figures } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { STOCK_PAGE_SIZE, type StockFilters, type StockSort } from "./stock-rules";

/** Stock number, rego and VIN from their start; make, model, badge and name anywhere; a year as the year; "outlander 2021" word by word. */
function searchSql(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  if (!words.length) return undefined;
  return and(
    ...words.map((word) => {
      const start = `${escapeLike(word)}%`;
      const anywhere = `%${escapeLike(word)}%`;
      return or(
        ilike(cars.stocknum, start),
        ilike(cars.regplate, start),
        ilike(cars.vin, start),
        ilike(cars.make, anywhere),
        ilike(cars.model, anywhere),
        ilike(cars.badge, anywhere),
        ilike(cars.name, anywhere),
        /^(19|20)\d\d$/.test(word) ? eq(cars.year, Number(word)) : undefined,
      );
    }),
  );
}

/**
 * The car's market figures (issue 55), where enough other dealers' cars compare: its segment's
 * row for this site, over everyone else's stock.
 */
const marketJoin = and(
  eq(market_figures.segment, cars.market_segment),
  eq(market_figures.site_id, cars.site_id),
  gte(market_figures.comparables, MIN_OTHER_CARS),
);
const marketPrice = sql`coalesce(nullif(${market_figures.asking_median}, 0), ${market_figures.sold_median})`;
const toMarket = sql`(${cars.price} - ${marketPrice})::float8 / nullif(${marketPrice}, 0)`;
const overMarket = sql`${cars.price} > 0 and ${toMarket} * 100 > ${OVER_MARKET_PERCENT}`;
/** Unsold and in stock longer than the market's days to sell (60 where it does not say): `isAged`. */
const aged = (now: Date) =>
  sql`${cars.status} <> 'sold' and ${cars.created_at} <= ${now.toISOString()}::timestamptz - (coalesce(${market_figures.days_to_sell}, ${AGED_DAYS}) + 1) * interval '1 day'`;

function filterSql(scope: SiteScope, filters: StockFilters, now: Date): SQL {
  return and(
    eq(cars.site_id, scope.siteId),
    searchSql(filters.q),
    filters.status ? eq(cars.status, filters.status) : undefined,
    filters.car_type ? eq(cars.car_type, filters.car_type) : undefined,
    filters.yard ? eq(cars.location_id, filters.yard) : undefined,
    filters.days ? lte(cars.created_at, new Date(now.getTime() - filters.days * 86_400_000)) : undefined,
    filters.flag === "no_photos" ? eq(cars.photos_count, 0) : undefined,
    filters.flag === "no_price" ? eq(cars.price, 0) : undefined,
    filters.flag === "hidden" ? eq(cars.show_on_dealer_website, false) : undefined,
    filters.flag === "over_market" ? overMarket : undefined,
    filters.flag === "aged" ? aged(now) : undefined,
  )!;
}

const ORDER: Record<StockSort, SQL[]> = {
  newest: [desc(cars.created_at), desc(cars.id)],
  oldest: [asc(cars.created_at), asc(cars.id)],
  price_low: [asc(cars.price), asc(cars.id)],
  price_high: [desc(cars.price), desc(cars.id)],
  stocknum: [asc(cars.stocknum)],
  updated: [desc(cars.updated_at), desc(cars.id)],
  over_market: [sql`${toMarket} desc nulls last`, asc(cars.id)],
};

/** One page of the site's stock, every car whatever its status or visibility, with the total. */
export async function stockPage(scope: SiteScope, filters: StockFilters, now = new Date()) {
  const where = filterSql(scope, filters, now);
  const [rows, [total]] = await Promise.all([
    scope.db
      .select({
        id: cars.id,
        stocknum: cars.stocknum,
        name: cars.name,
        regplate: cars.regplate,
        price: cars.price,
        offer_price: cars.offer_price,
        status: cars.status,
        reserved: cars.reserved,
        tag: cars.tag,
        car_type: cars.car_type,
        shown: cars.show_on_dealer_website,
        photos: cars.photos_count,
        thumb: cars.primary_image_url,
        yard: sql<string | null>`${cars.location}->>'name'`,
        created_at: cars.created_at,
        path: cars.path,
        figures: SEGMENT_FIGURES,
      })
      .from(cars)
      .leftJoin(market_figures, marketJoin)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(STOCK_PAGE_SIZE)
      .offset((filters.page - 1) * STOCK_PAGE_SIZE),
    scope.db.select({ n: count() }).from(cars).leftJoin(market_figures, marketJoin).where(where),
  ]);
  const n = total?.n ?? 0;
  return { rows, total: n, pages: Math.max(1, Math.ceil(n / STOCK_PAGE_SIZE)) };
}

/** Every car the filters find, by id (a bulk action over "all that match"), at most `limit`. */
export async function stockIds(scope: SiteScope, filters: StockFilters, limit: number, now = new Date()) {
  const rows = await scope.db
    .select({ id: cars.id })
    .from(cars)
    .leftJoin(market_figures, marketJoin)
    .where(filterSql(scope, filters, now))
    .limit(limit);
  return rows.map((r) => r.id);
}
