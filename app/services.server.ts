import { localPayments, httpPayments } from "~/features/checkout/index.server";
import type { Payments } from "~/features/checkout";
import { httpValuation, localValuation, type Valuation } from "~/features/trade-in/index.server";
import { httpGeocoder, localGeocoder, type Geocoder } from "~/features/locations/index.server";
import {
  httpFinancePartner,
  localFinancePartner,
  quoteKeeper,
  type FinancePartner,
} from "~/features/finance/index.server";
import { httpMarketData, localMarketData, type MarketData } from "~/features/vehicle/index.server";
import { httpVehicleData, localVehicleData, type VehicleData } from "~/features/console-stock/index.server";
import { createContext } from "react-router";
import {
  accountServices,
  type AccountServices,
  sessionStore,
  type SessionStore,
} from "~/features/accounts/index.server";
import { alertServices, type AlertServices } from "~/features/alerts/index.server";
import { feedScheduler, type FeedRunner, type FeedScheduler } from "~/features/inventory/index.server";
import { mailOwners } from "~/features/console-staff/index.server";
import { marketWorker } from "~/features/market/index.server";
import type { PollingWorker } from "~/platform/outbox/polling-worker.server";
import { leadServices, type LeadServices, mailTransport, type MailTransport } from "~/features/leads/index.server";
import { leadRoutingServices, type LeadRoutingServices } from "~/features/lead-routing/index.server";
import type { Database } from "~/platform/db/client.server";
import { inventoryTokens, type Env } from "~/platform/runtime/env.server";
import type { RateLimits } from "~/platform/security/rate-limits.server";
import type { ServedSites } from "~/platform/tenancy/site-scope";

/**
 * The composition root: the features' services and the outside services' adapters, chosen once per
 * process from the environment and handed to every loader and action as `servicesContext`. Nothing
 * under app/platform or app/features imports this file; routes and server/app.ts do. It imports no
 * route: the cookies the routes sign are theirs (routes/_shared/route-cookies).
 */

export interface AppServices {
  /** The outside services' ports, chosen once from the environment. */
  outside: OutsideServices;
  /** Lead delivery (sinks, outbox, journal) and the rate limits. */
  leads: LeadServices;
  /** Each lead's owner, their alerts (push, e-mail, SMS), escalation and the shopper's confirmation. */
  routing: LeadRoutingServices;
  /** Shoppers' saved searches and price alerts: their outbox and link signing. */
  alerts: AlertServices;
  /** Sign-in's key, SMS port, sessions and development switch. */
  accounts: AccountServices;
  /** Where shoppers' sessions are kept; the routes sign their cookie (routes/_shared/route-cookies). */
  sessionStore: SessionStore;
  /** The session secrets every cookie is signed with, the first signing (SESSION_SECRET). */
  secrets: string[];
  /** The console's staff: the transport of their sign-in e-mails. */
  staff: { mail: MailTransport };
  /** INVENTORY_API_TOKENS by site slug. */
  inventoryTokens: ReadonlyMap<string, string>;
  /** The platform's market figures (issue 55): the worker that keeps them current. */
  market: { worker: PollingWorker };
  /** The finance partner's quotes kept on the cars, so cards and pages agree (issue 56). */
  quotes: { worker: PollingWorker };
  /** Dealers' scheduled stock feeds: the scheduler, and how a feed runs (a private address allowed?, the owners told). */
  feeds: { scheduler: FeedScheduler; runner: FeedRunner };
}
export const servicesContext = createContext<AppServices>();

/** Each outside service behind its port: the vendor's adapter when its URL is set, else the embedded default. */
export interface OutsideServices {
  financePartner: FinancePartner;
  geocoder: Geocoder;
  marketData: MarketData;
  payments: Payments;
  valuation: Valuation;
  vehicleData: VehicleData;
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
  | "VEHICLE_DATA_URL"
  | "VEHICLE_DATA_API_KEY"
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
    vehicleData: env.VEHICLE_DATA_URL
      ? httpVehicleData(env.VEHICLE_DATA_URL, env.VEHICLE_DATA_API_KEY)
      : localVehicleData(db),
  };
}

/** Every service, from the environment, the database, the sites, the shared rate limits and the session secrets. */
export function appServices(
  env: Env,
  db: Database,
  sites: ServedSites,
  limits: RateLimits,
  secrets: string[],
): AppServices {
  const accounts = accountServices(env, db, limits, secrets);
  const routing = leadRoutingServices(env, db, sites, accounts.sms);
  const staffMail = mailTransport(env);
  const feedRunner: FeedRunner = {
    allowPrivate: env.FEED_ALLOW_PRIVATE,
    tellOwners: (scope, notice) => mailOwners(staffMail, scope, notice),
  };
  const outside = outsideServices(env, db);
  return {
    outside,
    leads: leadServices(env, db, sites, limits, routing.sinks),
    routing,
    alerts: alertServices(env, db, sites, secrets),
    accounts,
    sessionStore: sessionStore(db),
    secrets,
    staff: { mail: staffMail },
    inventoryTokens: inventoryTokens(env),
    feeds: { scheduler: feedScheduler(db, sites, env.FEED_CHECK_MS, feedRunner), runner: feedRunner },
    market: { worker: marketWorker(db, env.MARKET_CHECK_MS) },
    quotes: { worker: quoteKeeper(db, sites, outside.financePartner, env.QUOTE_CHECK_MS) },
  };
}
