import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { marketShown } from "~/features/market";
import { cars, market_figures } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { gaugeFromFigures, type AutoGauge } from "./market-gauge";

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

/**
 * The embedded default (issue 55): the gauge from the platform's market, the figures over every
 * other dealer's cars of the car's segment (features/market), ready before the page asks. No
 * figures, or fewer than five of their cars, is no gauge.
 */
export const localMarketData: MarketData = {
  async gauge(scope, car) {
    const [row] = await scope.db
      .select({ figures: market_figures })
      .from(cars)
      .innerJoin(
        market_figures,
        and(eq(market_figures.segment, cars.market_segment), eq(market_figures.site_id, cars.site_id)),
      )
      .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, car.id)));
    return row && marketShown(row.figures) ? gaugeFromFigures(car.price, row.figures) : null;
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
