/** The platform's market (issue 55): the figures' rules, for the console, the vehicle page and the server. */
export {
  AGED_DAYS,
  carMarket,
  daysInStock,
  isAged,
  type CarMarket,
  MIN_OTHER_CARS,
  marketShown,
  OVER_MARKET_PERCENT,
  priceToMarketWords,
  type SegmentFigures,
} from "./market-rules";
