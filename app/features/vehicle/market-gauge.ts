/** Spec 000 section 3, auto-gauge response. */
export interface AutoGauge {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string;
}

/** Spec 000 section 5: every field present, confidence above 0.2, and the range max not below the listing price. */
export const MIN_GAUGE_CONFIDENCE = 0.2;

export function autoGaugeVisible(gauge: Partial<AutoGauge> | null | undefined): gauge is AutoGauge {
  if (!gauge) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = gauge;
  if ([fill, listing_price, market_range_min, market_range_max, confidence].some((v) => v === null || v === undefined))
    return false;
  return confidence! > MIN_GAUGE_CONFIDENCE && market_range_max! >= listing_price!;
}

/** Spec 000 sections 4 and 9: below market when more than $499 under the state average, else the national one. */
export const BELOW_MARKET_THRESHOLD = 499;

export interface MarketAverages {
  state_average_market_price?: number | null;
  average_market_price?: number | null;
}

export function belowMarketBy(price: number, averages: MarketAverages | null): number | null {
  const average = averages?.state_average_market_price || averages?.average_market_price;
  if (!average || price <= 0) return null;
  const gap = average - price;
  return gap > BELOW_MARKET_THRESHOLD ? gap : null;
}

/**
 * The one market figure a page shows when it shows a gauge: the middle of the gauge's range. The
 * below-market line is worked from it too, so a page never says "$8,197 below market" beside a
 * range that starts above the price.
 */
export function gaugeAverages(gauge: Pick<AutoGauge, "market_range_min" | "market_range_max">): MarketAverages {
  return { average_market_price: Math.round((gauge.market_range_min + gauge.market_range_max) / 2) };
}

/** Fewer comparable prices than this give no gauge at all. */
export const MIN_COMPARABLES = 3;
/** The number of comparables at which the sample alone no longer limits confidence. */
const FULL_SAMPLE = 12;

function percentile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The embedded MarketData answer: the market range is the 10th to 90th percentile of comparable
 * prices; fill places the listing price in that range; confidence grows with the sample size and
 * falls as the prices spread (coefficient of variation).
 */
export function gaugeFromComparables(listingPrice: number, comparablePrices: number[]): AutoGauge | null {
  const prices = comparablePrices.filter((p) => p > 0).sort((a, b) => a - b);
  if (prices.length < MIN_COMPARABLES || listingPrice <= 0) return null;
  const min = Math.round(percentile(prices, 0.1));
  const max = Math.round(percentile(prices, 0.9));
  const mean = prices.reduce((s, p) => s + p, 0) / prices.length;
  const spread = Math.sqrt(prices.reduce((s, p) => s + (p - mean) ** 2, 0) / prices.length) / mean;
  const fill = max === min ? 0.5 : clamp01((listingPrice - min) / (max - min));
  return {
    fill: round2(fill),
    listing_price: listingPrice,
    market_range_min: min,
    market_range_max: max,
    confidence: round2(Math.min(1, prices.length / FULL_SAMPLE) * clamp01(1 - spread)),
    description: describe(fill, prices.length),
  };
}

function describe(fill: number, count: number): string {
  const position =
    fill < 0.35 ? "towards the low end of" : fill > 0.65 ? "towards the high end of" : "in the middle of";
  return `This price sits ${position} the market range for ${count} comparable vehicles.`;
}
