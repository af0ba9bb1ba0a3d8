import type { MiddlewareFunction } from "react-router";
import { platformContext, previewingContext, requestContext, sharedRenderContext, siteContext } from "./context";
import { siteGeneration } from "../db/change-feed.server";
import { cachedPage, isShareable, servePage } from "./page-cache.server";

/**
 * Root middleware: a GET the page cache holds is answered from memory (304 when the browser already
 * has it); otherwise the page is rendered once, however many ask at the same moment, and kept when it
 * belongs to no one (platform/http/page-cache.server.ts).
 */
export const servePageCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (
    request.method !== "GET" ||
    isConsolePath(context.get(requestContext).requestedPath) ||
    context.get(previewingContext)
  )
    return next();
  const { pages } = context.get(platformContext);
  const scope = context.get(siteContext);
  const key = pageCacheKey(scope.siteId, new URL(request.url).host, context.get(requestContext).requestedPath);
  const generation = siteGeneration(scope.db, scope.siteId);
  const now = Date.now();
  const held = pages.get(key, generation, now);
  if (held) return servePage(held, request);

  let own: Response | undefined;
  const flight = pages.once(key, async () => {
    const render = { shareable: true };
    context.set(sharedRenderContext, render);
    own = await next();
    if (!render.shareable || !isShareable(own)) return null;
    const page = await cachedPage(own, Buffer.from(await own.arrayBuffer()), generation, now);
    pages.set(key, page);
    return page;
  });
  const page = flight.leader ? await flight.page : await flight.page.catch(() => null);
  if (page) return servePage(page, request);
  return own ?? next();
};

/** A page's place in the cache: its site, the host it was asked on, and the path and query the browser asked for. */
export function pageCacheKey(siteId: number, host: string, requestedPath: string): string {
  return `${siteId} ${host} ${requestedPath}`;
}

/** The dealer console is staff's alone: never looked up in, or kept by, the shared page cache. */
export function isConsolePath(path: string): boolean {
  return path === "/console" || path.startsWith("/console/") || path.startsWith("/console.data");
}
