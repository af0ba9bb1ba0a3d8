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
