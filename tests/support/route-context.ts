import { RouterContextProvider } from "react-router";
import type { Shopper } from "~/features/accounts";
import { platformContext, requestContext, siteContext, type PlatformServices } from "~/platform/http/context";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { shopperContext, type ShopperAccess } from "~/routes/_shared/shopper.server";
import { servicesContext, type AppServices } from "~/services.server";

const TEST_SECRET = "route-context-test-secret";

/**
 * The context the root middleware would hand a loader or action, for calling one directly in a
 * test: the site, the shopper, the client's address and whichever services the test needs.
 */
export function routeContext(
  scope: SiteScope,
  options: {
    shopper?: Shopper | null;
    services?: Partial<AppServices>;
    platform?: Partial<PlatformServices>;
    clientIp?: string;
  } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(platformContext, (options.platform ?? {}) as PlatformServices);
  context.set(servicesContext, { secrets: [TEST_SECRET], ...options.services } as AppServices);
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
