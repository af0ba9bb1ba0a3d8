import type { MiddlewareFunction } from "react-router";
import { platformContext, shopperContext, siteContext } from "~/platform/context";

/** Root middleware: the shopper this request's session signs in on this site (a request without the cookie costs no query). */
export const readShopper: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { sessions } = context.get(platformContext).accounts;
  context.set(shopperContext, await sessions.read(context.get(siteContext).siteId, request.headers.get("cookie")));
  return next();
};
