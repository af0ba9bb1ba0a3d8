import { createCookie, type Cookie, type MiddlewareFunction } from "react-router";
import { platformContext, requestContext, secureCookiesContext } from "~/platform/context";
import { addVisit, fitTrail, pageViewed, readTrail, type VisitTrail } from "./visit-trail";

/** The visit trail's cookie: signed, httpOnly, for the browser session only (one visit). */
export function visitTrailCookie(secrets: string[]): Cookie {
  return createCookie("visit_trail", { path: "/", sameSite: "lax", httpOnly: true, secrets });
}

export async function readVisitTrail(cookie: Cookie, cookieHeader: string | null): Promise<VisitTrail> {
  return readTrail(await cookie.parse(cookieHeader));
}

/**
 * Root middleware: each page the server shows (whole, or as the router's `.data` in the browser)
 * joins the visit's trail, so the pages seen and the campaign reach the lead with or without scripts.
 */
export const recordVisit: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const page = pageViewed(request.method, context.get(requestContext).requestedPath, request.headers.get("accept") ?? undefined);
  if (!page) return response;
  const cookie = context.get(platformContext).leads.trail;
  const trail = fitTrail(addVisit(await readVisitTrail(cookie, request.headers.get("cookie")), page));
  response.headers.append("Set-Cookie", await cookie.serialize(trail, { secure: context.get(secureCookiesContext) }));
  return response;
};
