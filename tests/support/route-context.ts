import { RouterContextProvider } from "react-router";
import type { Shopper } from "~/features/accounts/shopper";
import {
  platformContext,
  requestContext,
  shopperContext,
  siteContext,
  type PlatformServices,
  type ShopperAccess,
} from "~/platform/context";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/**
 * The context the root middleware would hand a loader or action, for calling one directly in a
 * test: the site, the shopper, the client's address and whichever platform services the test needs.
 */
export function routeContext(
  scope: SiteScope,
  options: { shopper?: Shopper | null; services?: Partial<PlatformServices>; clientIp?: string } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(platformContext, options.services as PlatformServices);
  context.set(requestContext, { clientIp: options.clientIp ?? "10.8.0.1", requestedPath: "/" });
  context.set(siteContext, scope);
  context.set(shopperContext, knownShopper(options.shopper ?? null));
  return context;
}

/** A shopper access that answers `shopper` without a session, as readShopper would for a signed-in request. */
function knownShopper(shopper: Shopper | null): ShopperAccess {
  let asked = false;
  return {
    get asked() {
      return asked;
    },
    read() {
      asked = true;
      return Promise.resolve(shopper);
    },
  };
}
