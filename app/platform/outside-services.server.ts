import { httpPayments, localPayments, type Payments } from "~/features/checkout/payments.server";
import { httpValuation, localValuation, type Valuation } from "~/features/trade-in/valuation.server";
import { httpGeocoder, localGeocoder, type Geocoder } from "~/features/locations/geocoder.server";
import {
  httpFinancePartner,
  localFinancePartner,
  type FinancePartner,
} from "~/features/finance/finance-partner.server";
import { httpMarketData, localMarketData, type MarketData } from "~/features/vehicle/market-data.server";
import type { Database } from "./db/client.server";
import type { Env } from "./env.server";

/** Each outside service behind its port: the vendor's adapter when its URL is set, else the embedded default. */
export interface OutsideServices {
  financePartner: FinancePartner;
  geocoder: Geocoder;
  marketData: MarketData;
  payments: Payments;
  valuation: Valuation;
}

type ServiceEnv = Pick<
  Env,
  | "FINANCE_PARTNER_URL"
  | "FINANCE_PARTNER_API_KEY"
  | "GEOCODER_URL"
  | "GEOCODER_API_KEY"
  | "MARKET_DATA_URL"
  | "MARKET_DATA_API_KEY"
  | "PAYMENTS_URL"
  | "PAYMENTS_API_KEY"
  | "VALUATION_URL"
  | "VALUATION_API_KEY"
>;

export function outsideServices(env: ServiceEnv, db: Database): OutsideServices {
  return {
    financePartner: env.FINANCE_PARTNER_URL
      ? httpFinancePartner(env.FINANCE_PARTNER_URL, env.FINANCE_PARTNER_API_KEY)
      : localFinancePartner(db),
    geocoder: env.GEOCODER_URL ? httpGeocoder(env.GEOCODER_URL, env.GEOCODER_API_KEY) : localGeocoder,
    marketData: env.MARKET_DATA_URL ? httpMarketData(env.MARKET_DATA_URL, env.MARKET_DATA_API_KEY) : localMarketData,
    payments: env.PAYMENTS_URL ? httpPayments(env.PAYMENTS_URL, env.PAYMENTS_API_KEY) : localPayments(db),
    valuation: env.VALUATION_URL ? httpValuation(env.VALUATION_URL, env.VALUATION_API_KEY) : localValuation,
  };
}
