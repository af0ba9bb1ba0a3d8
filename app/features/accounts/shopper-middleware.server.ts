import type { MiddlewareFunction } from "react-router";
import { platformContext, shopperContext, siteContext, type ShopperAccess } from "~/platform/context";

/**
 * Root middleware: the shopper this request's session signs in on this site, read once and only if
 * a route asks (a request without the cookie costs no query either way).
 */
export const readShopper: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { sessions } = context.get(platformContext).accounts;
  const siteId = context.get(siteContext).siteId;
  let shopper: Promise<Awaited<ReturnType<ShopperAccess["read"]>>> | undefined;
  context.set(shopperContext, {
    get asked() {
      return shopper !== undefined;
    },
    read: () => (shopper ??= sessions.read(siteId, request.headers.get("cookie"))),
  });
  return next();
};
