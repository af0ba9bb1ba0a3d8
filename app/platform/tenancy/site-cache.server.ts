import { siteGeneration } from "../db/change-feed.server";
import type { SiteScope } from "./site-scope";

/**
 * Content that changes with a site's data, not per request (promo cards, locations, known models):
 * read once per site and kept until the site's data changes (the change feed's generation) or
 * `ttlMs` passes. A failed read is forgotten, so the next request retries. A query builder is a
 * thenable that runs its query each time it is awaited, so the read is settled into one promise:
 * kept as it was, the vehicle page's yards were read again on every page.
 */
export function perSiteCache<T>(
  ttlMs: number,
  read: (scope: SiteScope) => Promise<T>,
): (scope: SiteScope) => Promise<T> {
  const cache = new WeakMap<SiteScope, { at: number; generation: number; value: Promise<T> }>();
  return (scope) => {
    const generation = siteGeneration(scope.db, scope.siteId);
    const cached = cache.get(scope);
    if (cached && cached.generation === generation && Date.now() - cached.at < ttlMs) return cached.value;
    const value = Promise.resolve(read(scope));
    cache.set(scope, { at: Date.now(), generation, value });
    value.catch(() => cache.delete(scope));
    return value;
  };
}
