import type { RequestHandler } from "express";
import { siteGeneration } from "../db/change-feed.server";
import { logger } from "../runtime/logger.server";
import { resolveSiteSlug } from "../tenancy/host";
import type { SiteRegistry } from "../tenancy/site-registry.server";
import type { SiteScope } from "../tenancy/site-scope";
import { isConsolePath, pageCacheKey } from "./page-cache-middleware.server";
import { servePage, type PageCache } from "./page-cache.server";

/**
 * Issue 42: a page the cache holds is found and sent before React Router's handler runs: the site
 * from the Host header, the page from the cache, as the root middleware would (same key, same
 * generation, same 304s). Everything else (a miss, the console, a staff member previewing a draft,
 * any other method) goes on to React Router, which renders and caches as before.
 */
export function earlyPageCache(
  registry: SiteRegistry,
  scopes: ReadonlyMap<string, SiteScope>,
  pages: PageCache,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || isConsolePath(req.originalUrl) || req.headers.cookie?.includes("settings_preview="))
      return next();
    const started = performance.now();
    const url = urlOf(req.headers.host, req.originalUrl);
    if (!url) return next();
    const slug = resolveSiteSlug(url.host, registry);
    const scope = slug ? scopes.get(slug) : undefined;
    const held = scope
      ? pages.get(
          pageCacheKey(scope.siteId, url.host, `${url.pathname}${url.search}`),
          siteGeneration(scope.db, scope.siteId),
          Date.now(),
        )
      : undefined;
    if (!held) return next();
    const headers = new Headers();
    for (const name of ["if-none-match", "accept-encoding"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const page = servePage(held, new Request(url, { headers }));
    res.status(page.status);
    page.headers.forEach((value, name) => res.setHeader(name, value));
    res.setHeader("X-Cache", "HIT");
    void page.arrayBuffer().then((body) => {
      res.end(Buffer.from(body));
      logger.info(
        {
          host: url.host,
          method: "GET",
          path: url.pathname,
          status: page.status,
          ms: Math.round(performance.now() - started),
          cache: "early",
        },
        "request",
      );
    }, next);
  };
}

/** The address as the request bridge reads it (platform/http/fetch-bridge.server.ts), or null when it is no address. */
function urlOf(host: string | undefined, path: string): URL | null {
  try {
    return new URL(`http://${host ?? "localhost"}${path}`);
  } catch {
    return null;
  }
}
