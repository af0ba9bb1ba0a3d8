/**
 * Issue 55: what the platform's market says of one dealer's car, from its segment's figures over the
 * other dealers' cars (market-figures.server.ts). Shown only when enough of their cars compare.
 */
export interface SegmentFigures {
  comparables: number;
  dealers: number;
  for_sale: number;
  asking_median: number | null;
  asking_p10: number | null;
  asking_p90: number | null;
  asking_spread: number | null;
  sold: number;
  sold_median: number | null;
  days_to_sell: number | null;
}

/** Fewer other dealers' cars than this compare: nothing is shown (and no figure can point at one dealer). */
export const MIN_OTHER_CARS = 5;
/** Priced more than this share above the market: "over market". */
export const OVER_MARKET_PERCENT = 5;
/** In stock longer than this when the market has no days-to-sell of its own: "aged". */
export const AGED_DAYS = 60;

export interface CarMarket {
  comparables: number;
  dealers: number;
  for_sale: number;
  /** The market's price: the median asking price of those for sale, else the median sale price. */
  market_price: number;
  sold_median: number | null;
  days_to_sell: number | null;
  /** The car's price against the market's, in percent (+8.2 is 8.2% above); null without a price. */
  price_to_market: number | null;
  /** The market's price as dealers write one: $31,990, not $32,004. */
  suggested_price: number;
  days_in_stock: number;
  aged: boolean;
  over_market: boolean;
}

export const marketShown = (figures: SegmentFigures | null | undefined): figures is SegmentFigures =>
  Boolean(figures && figures.comparables >= MIN_OTHER_CARS && (figures.asking_median || figures.sold_median));

/** Whole days since it arrived. */
export const daysInStock = (createdAt: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 86_400_000));

/** Unsold for longer than the market takes to sell its like (60 days where the market does not say). */
export const isAged = (status: string, days: number, daysToSell: number | null) =>
  status !== "sold" && days > (daysToSell ?? AGED_DAYS);

export function carMarket(
  car: { price: number; created_at: Date; status: string },
  figures: SegmentFigures | null | undefined,
  now = new Date(),
): CarMarket | null {
  if (!marketShown(figures)) return null;
  const market = (figures.asking_median || figures.sold_median)!;
  const days = daysInStock(car.created_at, now);
  const ratio = car.price > 0 ? (car.price - market) / market : null;
  return {
    comparables: figures.comparables,
    dealers: figures.dealers,
    for_sale: figures.for_sale,
    market_price: market,
    sold_median: figures.sold_median,
    days_to_sell: figures.days_to_sell,
    price_to_market: ratio === null ? null : Math.round(ratio * 1000) / 10,
    suggested_price: Math.max(0, Math.round(market / 100) * 100 - 10),
    days_in_stock: days,
    aged: isAged(car.status, days, figures.days_to_sell),
    over_market: ratio !== null && ratio * 100 > OVER_MARKET_PERCENT,
  };
}

/** "+8.2% over market", "3.0% under market", "at market". */
export function priceToMarketWords(percent: number | null): string {
  if (percent === null) return "no price";
  if (Math.abs(percent) < 0.5) return "at market";
  return `${Math.abs(percent).toFixed(1)}% ${percent > 0 ? "over" : "under"} market`;
}
