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
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}
