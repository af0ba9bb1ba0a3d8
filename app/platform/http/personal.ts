import type { HeadersFunction } from "react-router";

/** The Cache-Control of anything that belongs to one visitor: no shared cache, no copy kept at all. */
export const PERSONAL_CACHE = "private, no-store";

/**
 * `export const headers = personalHeaders` on a route whose page is one visitor's (sign-in, a form
 * with its one-time token, the watchlist): it is never cached, and what its loader set (a cookie it
 * clears) reaches the response.
 */
export const personalHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", PERSONAL_CACHE);
  return headers;
};
