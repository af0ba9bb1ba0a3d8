import type { Database } from "../db/client.server";
import type { SiteConfig } from "./site-config";

/**
 * Everything a feature's server function needs to touch one site's data. Every query function
 * takes this as its first argument and filters by `siteId`, so an unscoped query is hard to write.
 */
export interface SiteScope {
  db: Database;
  siteId: number;
  config: SiteConfig;
}

/**
 * The sites a process serves, by slug, as it serves them now: a site made in the console joins
 * while the process runs, so a service looks a site up when it needs it rather than keeping a
 * list from its start.
 */
export type ServedSites = ReadonlyMap<string, SiteScope>;

export function servedSite(sites: ServedSites, siteId: number): SiteScope | undefined {
  for (const scope of sites.values()) if (scope.siteId === siteId) return scope;
  return undefined;
}
