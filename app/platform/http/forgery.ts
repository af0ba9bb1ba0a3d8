/**
 * Whether a browser says a state-changing request came from another site's page. Sec-Fetch-Site is
 * the browser's own word; where it is absent, the Origin must be this request's own. A request with
 * neither header is not a browser's (curl, a CRM, a server) and carries no cookies a page could have
 * borrowed; it is let through for the route's own checks. Another dealer site on the same parent
 * domain ("same-site") is another site here.
 */
export const FORGED_REQUEST_MESSAGE = "This page has expired. Please reload it and try again.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function crossSiteRequest(request: Request): boolean {
  return crossSite(
    request.method,
    request.headers.get("sec-fetch-site"),
    request.headers.get("origin"),
    () => new URL(request.url).host,
  );
}

/** The same rule from the headers alone, for the HTTP layer's checks before a Request exists (`host` as the request names it). */
export function crossSite(
  method: string,
  fetchSite: string | null | undefined,
  origin: string | null | undefined,
  host: () => string,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  if (origin === null || origin === undefined) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== host();
  } catch {
    return true;
  }
}
