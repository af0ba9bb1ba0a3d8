/** A campaign parameter an ad or e-mail link carries (utm_*, gclid, fbclid): kept through redirects and sent with the lead. */
export function isLinkedQueryParam(name: string): boolean {
  return name.startsWith("utm_") || name === "gclid" || name === "fbclid";
}

/** `href` with the campaign parameters of `from` added, so a redirect never loses where the visitor came from. */
export function withCampaignParams(href: string, from: URLSearchParams): string {
  const url = new URL(href, "http://x");
  for (const [name, value] of from)
    if (isLinkedQueryParam(name) && !url.searchParams.has(name)) url.searchParams.append(name, value);
  return `${url.pathname}${url.search}`;
}
