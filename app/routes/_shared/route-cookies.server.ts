import type { Cookie } from "react-router";
import type { RouteContext } from "~/platform/http/context";
import { servicesContext, type AppServices } from "~/services.server";
import { receiptStorage, type ReceiptStorage } from "./lead-receipt.server";
import { shopperSessions, type ShopperSessions } from "./shopper-session.server";
import { staffCookies, type StaffCookies } from "./staff-cookies.server";
import { visitTrailCookie } from "./visit-trail.server";
import { savedSearchesCookie } from "./saved-searches-cookie.server";

/** The cookies and sessions the routes read and set, signed with the process's session secrets. */
export interface RouteCookies {
  /** Shoppers' sessions: the signed cookie over the accounts' session store. */
  sessions: ShopperSessions;
  /** The visit trail (pages seen, campaign), read when a lead is sent. */
  trail: Cookie;
  /** The success page's receipt, flashed by a form's action. */
  receipts: ReceiptStorage;
  /** The console's session and passkey challenge cookies. */
  staff: StaffCookies;
  /** The searches this browser saved before signing in (issue 56). */
  savedSearches: Cookie;
}

const made = new WeakMap<AppServices, RouteCookies>();

/**
 * This process's route cookies, made once from the services' secrets. They are HTTP, so they live
 * with the routes; the composition root hands over only the secrets and the session store.
 */
export function routeCookies(context: RouteContext): RouteCookies {
  const services = context.get(servicesContext);
  let cookies = made.get(services);
  if (!cookies) {
    const { secrets } = services;
    cookies = {
      sessions: shopperSessions(services.sessionStore, secrets),
      trail: visitTrailCookie(secrets),
      receipts: receiptStorage(secrets),
      staff: staffCookies(secrets),
      savedSearches: savedSearchesCookie(secrets),
    };
    made.set(services, cookies);
  }
  return cookies;
}
