import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { advertisedPrice } from "~/features/cars";
import { cars } from "~/platform/db/schema";
import type { Database } from "~/platform/db/client.server";
import { announceInventoryChange, onInventoryChange } from "~/platform/db/change-feed.server";
import { logger } from "~/platform/logging/logger.server";
import { pollingWorker, type PollingWorker } from "~/platform/outbox/polling-worker.server";
import type { ServedSites, SiteScope } from "~/platform/tenancy/site-scope";
import type { FinancePartner } from "./finance-partner.server";
import { QUOTE_PRICE } from "./finance-form-rules";
import { estimateRequest, storedQuoteFits, type StoredQuote } from "./stored-quote";
import { QuoteBackoff } from "./quote-backoff";

/** Cars quoted in one round for one site; the next round goes on where it stopped. */
const ROUND_LIMIT = 200;
/** Questions to the partner at once. */
const CONCURRENCY = 4;

/**
 * Issue 56: on a site whose car pages show the partner's estimate, the partner is asked once per
 * car and price, and its answer stored on the car, so the result cards show the same weekly figure
 * as the car's page. A car whose price moves is asked again; a feed's own quote is kept as it is;
 * a car the partner refused waits its back-off before it is asked again.
 * The cars stored, for the caller to tell the search index and page cache.
 */
export async function keepPartnerQuotes(
  scope: SiteScope,
  partner: FinancePartner,
  backoff = new QuoteBackoff(),
  now = Date.now(),
): Promise<number[]> {
  if (!scope.config.vehicle.finance_estimate) return [];
  const rows = await scope.db
    .select({
      id: cars.id,
      price: cars.price,
      offer_price: cars.offer_price,
      year: cars.year,
      vin: cars.vin,
      nvic: cars.nvic,
      youxQuote: cars.youxQuote,
    })
    .from(cars)
    .where(
      and(
        eq(cars.site_id, scope.siteId),
        inArray(cars.status, ["in_stock", "coming_soon"]),
        // Only cars without a quote, or with the keeper's for another price: a feed's own names no price.
        or(
          isNull(cars.youxQuote),
          sql`(${cars.youxQuote}->>'quotedPrice')::numeric <> case when coalesce(${cars.offer_price}, 0) > 10 then ${cars.offer_price} else ${cars.price} end`,
        ),
      ),
    );
  const due = rows
    .map((car) => ({ car, price: advertisedPrice(car) }))
    .filter(
      ({ car, price }) =>
        price >= QUOTE_PRICE.min &&
        price <= QUOTE_PRICE.max &&
        !storedQuoteFits(car.youxQuote, price) &&
        backoff.due(car.id, now),
    )
    .slice(0, ROUND_LIMIT);
  const stored: number[] = [];
  for (let i = 0; i < due.length; i += CONCURRENCY) {
    await Promise.all(
      due.slice(i, i + CONCURRENCY).map(async ({ car, price }) => {
        try {
          const quote = await partner.quote(estimateRequest(car, price));
          const kept: StoredQuote = { ...quote, quotedPrice: price };
          await scope.db
            .update(cars)
            .set({ youxQuote: kept })
            .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, car.id)));
          stored.push(car.id);
          backoff.answered(car.id);
        } catch (error) {
          const waitMs = backoff.failed(car.id, now);
          logger.warn({ err: error, car: car.id, waitMs }, "the finance partner gave no quote to keep");
        }
      }),
    );
  }
  return stored;
}

/** Keeps every estimate site's quotes: a round on start, on each stock change, and every interval. */
export function quoteKeeper(
  db: Database,
  sites: ServedSites,
  partner: FinancePartner,
  intervalMs: number,
): PollingWorker {
  const backoff = new QuoteBackoff();
  const worker = pollingWorker(
    "the partner quote keeper",
    async () => {
      for (const scope of [...sites.values()]) {
        const stored = await keepPartnerQuotes(scope, partner, backoff);
        if (stored.length) await announceInventoryChange(scope.db, scope.siteId, stored);
      }
    },
    intervalMs,
  );
  let unsubscribe: (() => void) | null = null;
  return {
    kick: worker.kick,
    start() {
      unsubscribe = onInventoryChange(db, () => worker.kick());
      worker.start();
    },
    async stop() {
      unsubscribe?.();
      await worker.stop();
    },
  };
}
