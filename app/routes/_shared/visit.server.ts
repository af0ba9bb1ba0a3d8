import { requestContext, siteContext, type RouteContext } from "~/platform/http/context";
import { readVisitTrail } from "./visit-trail.server";
import { routeCookies } from "./route-cookies.server";

/**
 * Where a submission came from, as a lead or a payment records it: the site's origin, the client's
 * address, the browser, the page it was sent from and the visit's trail (pages seen, campaign).
 */
export async function visitOf(request: Request, context: RouteContext) {
  return {
    origin: new URL(request.url).origin,
    ip: context.get(requestContext).clientIp,
    userAgent: request.headers.get("user-agent"),
    url: request.headers.get("referer") ?? request.url,
    trail: await readVisitTrail(
      routeCookies(context).trail,
      context.get(siteContext).siteId,
      request.headers.get("cookie"),
    ),
    now: new Date(),
  };
}
