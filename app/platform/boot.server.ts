import { INVENTORY_CHANNEL, relayInventoryNotice } from "./db/change-feed.server";
import { openDatabase, type DatabaseHandle } from "./db/client.server";
import type { Env } from "./env.server";
import { logger } from "./logger.server";
import { openSiteScopes } from "./tenancy/site-rows.server";
import { loadSiteRegistry, type SiteRegistry } from "./tenancy/site-registry.server";
import type { SiteScope } from "./tenancy/site-scope";

export interface Platform {
  database: DatabaseHandle;
  registry: SiteRegistry;
  scopes: Map<string, SiteScope>;
}

/** Opens the database, runs migrations, loads and validates every site config. */
export async function bootPlatform(env: Pick<Env, "DATABASE_URL" | "PGLITE_DIR" | "SITES_DIR" | "DEFAULT_SITE">): Promise<Platform> {
  const registry = loadSiteRegistry(env.SITES_DIR, env.DEFAULT_SITE);
  const database = openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await database.migrate();
  await database.listen(INVENTORY_CHANNEL, (payload) => void relayInventoryNotice(database.db, payload));
  const scopes = await openSiteScopes(database.db, registry.sites.values());
  logger.info({ database: database.kind, sites: [...scopes.keys()] }, "platform ready");
  return { database, registry, scopes };
}
