import type { MiddlewareFunction } from "react-router";
import { platformContext, secureCookiesContext, siteContext, type RouteContext } from "./context";
import { secureCookies } from "./cookies";
import { logger } from "../logging/logger.server";
import { resolveSiteSlug } from "../tenancy/host";
import { unknownHostPage } from "../tenancy/unknown-host";
import { crossSiteRequest, FORGED_REQUEST_MESSAGE } from "./forgery";
import { PERSONAL_CACHE } from "./personal";

type Middleware = MiddlewareFunction<Response>;

/** Every request's method, path, status and time, once it is answered. */
export const logRequest: Middleware = async ({ request }, next) => {
  const started = performance.now();
  const response = await next();
  const url = new URL(request.url);
  logger.info(
    {
      host: url.host,
      method: request.method,
      path: url.pathname,
      status: response.status,
      ms: Math.round(performance.now() - started),
      // A visitor who left before the answer (a closed tab) is not a failure of the page.
      ...(request.signal.aborted ? { aborted: true } : {}),
    },
    "request",
  );
  return response;
};

/** The site the Host header names; an address no site claims gets a 404 page naming no dealer. */
export const resolveSite: Middleware = ({ request, context }, next) => {
  const platform = context.get(platformContext);
  // The request's URL carries the Host header it came with (platform/http/fetch-bridge.server.ts).
  const { host } = new URL(request.url);
  const slug = resolveSiteSlug(host, platform.registry);
  const scope = slug ? platform.scopes.get(slug) : undefined;
  if (!scope)
    return new Response(unknownHostPage(host), {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  context.set(siteContext, scope);
  context.set(secureCookiesContext, secureCookies(platform.nodeEnv, host));
  return next();
};

/**
 * Forgery protection for every request that can change something, in one place: a POST (or PUT,
 * DELETE...) that a browser says came from another site's page (Sec-Fetch-Site, else Origin) is
 * refused before any action runs. Routes that take calls from other sites authenticate them with a
 * bearer token instead of cookies, and say so with `handle.crossSite` (docs/decisions/001).
 */
export const refuseForgery: Middleware = ({ request, context, pattern }, next) => {
  if (!crossSiteRequest(request) || context.get(platformContext).crossSiteRoutes(pattern)) return next();
  logger.warn(
    { url: request.url, origin: request.headers.get("origin"), site: request.headers.get("sec-fetch-site") },
    "a cross-site request was refused",
  );
  const wantsHtml = (request.headers.get("accept") ?? "").includes("text/html");
  return wantsHtml
    ? new Response(
        `<!doctype html><html lang="en-AU"><meta charset="utf-8"><title>Refused</title><p>${FORGED_REQUEST_MESSAGE}</p></html>`,
        { status: 403, headers: { "Content-Type": "text/html; charset=utf-8" } },
      )
    : Response.json({ success: false, error: FORGED_REQUEST_MESSAGE }, { status: 403 });
};

/**
 * A response whose route read something one visitor's (their session: `personal` says so once the
 * route has run) belongs to that visitor: it never goes into a shared cache.
 */
export function keepPersonalPrivate(personal: (context: RouteContext) => boolean): Middleware {
  return async ({ context }, next) => {
    const response = await next();
    if (personal(context)) response.headers.set("Cache-Control", PERSONAL_CACHE);
    return response;
  };
}
