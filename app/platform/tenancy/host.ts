/** Which site a request's Host header names. Pure: the registry is passed in. */

export interface HostIndex {
  /** Every configured domain, lowercased, mapped to its site's slug. */
  domains: ReadonlyMap<string, string>;
  slugs: ReadonlySet<string>;
  defaultSite: string | undefined;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function normaliseHost(host: string | null | undefined): string {
  if (!host) return "";
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    return end === -1 ? h : h.slice(0, end + 1);
  }
  h = h.replace(/:\d+$/, "");
  return h.replace(/\.$/, "");
}

export function resolveSiteSlug(host: string | null | undefined, index: HostIndex): string | null {
  const h = normaliseHost(host);
  if (!h) return null;
  const byDomain = index.domains.get(h) ?? index.domains.get(h.replace(/^www\./, ""));
  if (byDomain) return byDomain;
  if (h.endsWith(".localhost")) {
    const label = h.slice(0, -".localhost".length);
    return index.slugs.has(label) ? label : null;
  }
  if (LOOPBACK_HOSTS.has(h)) return index.defaultSite ?? null;
  return null;
}
