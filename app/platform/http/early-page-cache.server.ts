import type { RequestHandler } from "express";
import { siteGeneration } from "../db/change-feed.server";
import { logger } from "../logging/logger.server";
import { resolveSiteSlug } from "../tenancy/host";
import type { SiteRegistry } from "../tenancy/site-registry.server";
import type { SiteScope } from "../tenancy/site-scope";
import { isConsolePath, pageCacheKey } from "./page-cache-middleware.server";
import { pageAnswer, type PageCache } from "./page-cache.server";

/**
 * Issue 42: a page the cache holds is found and sent before React Router's handler runs: the site
 * from the Host header, the page from the cache, as the root middleware would (same key, same
 * generation, same 304s). A stale page (platform/http/page-cache.server.ts) is sent too, and the
 * page rendered again behind it through `render`, once however many ask meanwhile. Everything else
 * (a miss, the console, a staff member previewing a draft, any other method) goes on to React
 * Router, which renders and caches as before.
 */
export function earlyPageCache(
  registry: SiteRegistry,
  scopes: ReadonlyMap<string, SiteScope>,
  pages: PageCache,
  render: (request: Request) => Promise<Response>,
): RequestHandler {
  const refreshing = new Set<string>();
  const refresh = (key: string, url: URL) => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    void render(new Request(url, { headers: { accept: "text/html" } }))
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => logger.warn({ err: error, url: url.href }, "a stale page could not be rendered again"))
      .finally(() => refreshing.delete(key));
  };

  return (req, res, next) => {
    if (req.method !== "GET" || isConsolePath(req.originalUrl) || req.headers.cookie?.includes("settings_preview="))
      return next();
    const started = performance.now();
    const url = urlOf(req.headers.host, req.originalUrl);
    if (!url) return next();
    const slug = resolveSiteSlug(url.host, registry);
    const scope = slug ? scopes.get(slug) : undefined;
    if (!scope) return next();
    const key = pageCacheKey(scope.siteId, url.host, `${url.pathname}${url.search}`);
    const held = pages.find(key, siteGeneration(scope.db, scope.siteId), Date.now());
    if (!held) return next();
    if (!held.fresh) refresh(key, url);
    const answer = pageAnswer(held.page, req.headers["if-none-match"], req.headers["accept-encoding"]);
    res.status(answer.status);
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", held.fresh ? "HIT" : "STALE");
    res.end(answer.body ?? undefined);
    logger.info(
      {
        host: url.host,
        method: "GET",
        path: url.pathname,
        status: answer.status,
        ms: Math.round(performance.now() - started),
        cache: held.fresh ? "early" : "stale",
      },
      "request",
    );
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
