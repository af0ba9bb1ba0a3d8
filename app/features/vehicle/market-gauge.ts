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

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const round2 = (v: number) => Math.round(v * 100) / 100;

function describe(fill: number, count: number): string {
  const position =
    fill < 0.35 ? "towards the low end of" : fill > 0.65 ? "towards the high end of" : "in the middle of";
  return `This price sits ${position} the market range for ${count} comparable vehicles at other dealers.`;
}

/**
 * The gauge from the platform market's figures (issue 55): the range is the other dealers' asking
 * prices from the 10th to the 90th percentile; confidence grows with how many of their cars compare
 * and falls as their prices spread.
 */
export function gaugeFromFigures(
  listingPrice: number,
  figures: { comparables: number; asking_p10: number | null; asking_p90: number | null; asking_spread: number | null },
): AutoGauge | null {
  const { asking_p10: min, asking_p90: max, comparables } = figures;
  if (min === null || max === null || listingPrice <= 0 || comparables < MIN_COMPARABLES) return null;
  const fill = max === min ? 0.5 : clamp01((listingPrice - min) / (max - min));
  return {
    fill: round2(fill),
    listing_price: listingPrice,
    market_range_min: min,
    market_range_max: max,
    confidence: round2(Math.min(1, comparables / FULL_SAMPLE) * clamp01(1 - (figures.asking_spread ?? 1))),
    description: describe(fill, comparables),
  };
}
