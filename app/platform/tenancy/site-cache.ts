import type { SiteScope } from "./site-scope";

/**
 * Content that changes with a site's data, not per request (promo cards, locations, known models):
 * read once per site and kept for `ttlMs`. A failed read is forgotten, so the next request retries.
 */
export function perSiteCache<T>(ttlMs: number, read: (scope: SiteScope) => Promise<T>): (scope: SiteScope) => Promise<T> {
  const cache = new WeakMap<SiteScope, { at: number; value: Promise<T> }>();
  return (scope) => {
    const cached = cache.get(scope);
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const value = read(scope);
    cache.set(scope, { at: Date.now(), value });
    value.catch(() => cache.delete(scope));
    return value;
  };
}
