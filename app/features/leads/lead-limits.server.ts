import { addressKey } from "~/platform/security/client-address";
import type { RateLimits } from "~/platform/security/rate-limits.server";
import type { SiteConfig } from "~/platform/tenancy/site-config";

/**
 * How many enquiries one client may send (forms.rate_limit): `per_ip` in the window from one
 * address (an IPv6 /64 counts as one). When the whole site receives more than `per_site` in the
 * window (a flood from many addresses) nobody is refused for it: each address is allowed only
 * `flood_per_ip` more until the window passes, which slows a flood to a trickle while a shopper
 * sending their first enquiry or two is never turned away.
 */
export async function leadAllowed(limits: RateLimits, site: SiteConfig, ip: string): Promise<boolean> {
  const { per_ip, per_site, flood_per_ip, window_minutes } = site.forms.rate_limit;
  const windowSeconds = Math.round(window_minutes * 60);
  const address = `${site.slug}:${addressKey(ip)}`;
  if (!(await limits.take({ name: "lead-address", points: per_ip, windowSeconds }, address))) return false;
  if (await limits.take({ name: "lead-site", points: per_site, windowSeconds }, site.slug)) return true;
  return limits.take({ name: "lead-flood-address", points: flood_per_ip, windowSeconds }, address);
}

/** Analytics beacons: 120 a minute from one address. */
export function eventAllowed(limits: RateLimits, ip: string): Promise<boolean> {
  return limits.take({ name: "analytics", points: 120, windowSeconds: 60 }, addressKey(ip));
}
