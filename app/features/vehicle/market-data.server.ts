import { and, between, eq, gt, ne } from "drizzle-orm";
import { z } from "zod";
import { cars } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { gaugeFromComparables, type AutoGauge } from "./market-gauge";

export interface MarketCar {
  id: number;
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
  vin: string | null;
  nvic: string | null;
}

/** The market price port (DESIGN.md, outside services): the auto-gauge for one car, or null when there is no data. */
export interface MarketData {
  gauge(scope: SiteScope, car: MarketCar): Promise<AutoGauge | null>;
}

/** Comparable means the same make and model, within 2 model years, with a price. */
const YEAR_WINDOW = 2;

/** The embedded default: the market range computed from comparable cars in the site's own stock, sold ones included. */
export const localMarketData: MarketData = {
  async gauge(scope, car) {
    const rows = await scope.db
      .select({ price: cars.price })
      .from(cars)
      .where(
        and(
          eq(cars.site_id, scope.siteId),
          eq(cars.make, car.make),
          eq(cars.model, car.model),
          between(cars.year, car.year - YEAR_WINDOW, car.year + YEAR_WINDOW),
          gt(cars.price, 0),
          ne(cars.id, car.id),
        ),
      );
    return gaugeFromComparables(
      car.price,
      rows.map((r) => r.price),
    );
  },
};

const GaugeAnswer = z.object({
  fill: z.number(),
  listing_price: z.number(),
  market_range_min: z.number(),
  market_range_max: z.number(),
  confidence: z.number(),
  description: z.string(),
});
const GAUGE_TIMEOUT_MS = 5000;

/** The data vendor's API: GET {base}/gauge with the car's identity, price and odometer. An empty answer is 'No data returned'. */
export function httpMarketData(
  baseUrl: string,
  apiKey: string | undefined,
  fetchImpl: typeof fetch = fetch,
): MarketData {
  return {
    async gauge(_scope, car) {
      const url = new URL("gauge", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
      for (const [key, value] of Object.entries({
        vin: car.vin,
        nvic: car.nvic,
        year: car.year,
        km: car.km,
        price: car.price,
        make: car.make,
        model: car.model,
      })) {
        if (value !== null) url.searchParams.set(key, String(value));
      }
      const response = await fetchImpl(url, {
        headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
        signal: AbortSignal.timeout(GAUGE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Market data answered ${response.status}`);
      const text = await response.text();
      if (!text.trim()) throw new Error("No data returned");
      return GaugeAnswer.parse(JSON.parse(text));
    },
  };
}
