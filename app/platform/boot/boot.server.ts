import { catchUpAfterOutage, INVENTORY_CHANNEL, relayInventoryNotice } from "../db/change-feed.server";
import { LEADS_CHANNEL, relayLeadNotice } from "../db/lead-feed.server";
import { isDatabaseUnavailable } from "../db/unavailable";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import type { Env } from "../runtime/env.server";
import { logger } from "../logging/logger.server";
import { openSiteScopes } from "../tenancy/site-rows.server";
import { loadSiteRegistry, replaceSiteConfig, type SiteRegistry } from "../tenancy/site-registry.server";
import {
  catchUpSiteConfigs,
  onSiteConfigPublished,
  publishedSiteConfig,
  relaySiteConfigNotice,
  servePublishedConfigs,
  SITE_CONFIG_CHANNEL,
} from "../tenancy/site-versions.server";
import { adoptSite, adoptStoredSites } from "../tenancy/site-adoption.server";
import { seedSiteContent, serveSiteContent } from "../tenancy/site-content.server";
import { servedSite, type ServedSites, type SiteScope } from "../tenancy/site-scope";

export interface Platform {
  database: DatabaseHandle;
  registry: SiteRegistry;
  scopes: Map<string, SiteScope>;
}

/** Opens the database, runs migrations, loads and validates every site config. */
export async function bootPlatform(
  env: Pick<Env, "DATABASE_URL" | "PGLITE_DIR" | "SITES_DIR" | "DEFAULT_SITE">,
): Promise<Platform> {
  const registry = loadSiteRegistry(env.SITES_DIR, env.DEFAULT_SITE);
  const database = openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await untilDatabaseAnswers(() => database.migrate());
  const scopes = await openSiteScopes(database.db, registry.sites.values());
  await servePublishedConfigs(database.db, scopes.values());
  for (const scope of scopes.values()) {
    replaceSiteConfig(registry, scope.config);
    await seedSiteContent(database.db, scope.siteId, env.SITES_DIR, scope.config.slug);
  }
  await adoptStoredSites(database.db, registry, scopes);
  for (const scope of scopes.values()) await serveSiteContent(database.db, registry, scope);
  await followSiteConfigs(database, registry, scopes);
  await followInventoryChanges(database, scopes);
  await database.listen(LEADS_CHANNEL, {
    onPayload: (payload) => relayLeadNotice(database.db, payload),
    onReconnect: () => undefined,
  });
  logger.info({ database: database.kind, sites: scopes.size }, "database migrated and site configs loaded");
  return { database, registry, scopes };
}

/**
 * A configuration published by any process is served by this one: swapped in place in its scope and
 * the registry, or, for a site made in the console since this process began, served from now on.
 * The site's pages and news are read again with it (a content publish announces the same way).
 */
async function followSiteConfigs(database: DatabaseHandle, registry: SiteRegistry, scopes: Map<string, SiteScope>) {
  const { db } = database;
  onSiteConfigPublished(db, async (siteId) => {
    const served = servedSite(scopes, siteId);
    const config = served ? await publishedSiteConfig(db, siteId) : null;
    if (served && config) {
      served.config = config;
      replaceSiteConfig(registry, config);
    }
    const scope = served ?? (await adoptSite(db, registry, scopes, siteId));
    if (scope) await serveSiteContent(db, registry, scope);
  });
  await database.listen(SITE_CONFIG_CHANNEL, {
    onPayload: (payload) => void relaySiteConfigNotice(db, payload),
    onReconnect: () =>
      void adoptStoredSites(db, registry, scopes).then(() =>
        catchUpSiteConfigs(
          db,
          [...scopes.values()].map((scope) => scope.siteId),
        ),
      ),
  });
}

/** Inventory changes made by other app instances reach this one's listeners (the search index). */
export function followInventoryChanges(database: DatabaseHandle, sites: ServedSites): Promise<void> {
  return database.listen(INVENTORY_CHANNEL, {
    onPayload: (payload) => void relayInventoryNotice(database.db, payload),
    onReconnect: () =>
      void catchUpAfterOutage(
        database.db,
        [...sites.values()].map((scope) => scope.siteId),
      ),
  });
}

/** A server starting before its database (or during a restart) waits for it, saying so, instead of exiting. */
async function untilDatabaseAnswers(step: () => Promise<void>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const delay = Math.min(10_000, 500 * 2 ** attempt);
      logger.warn({ err: error, retryInMs: delay }, "waiting for the database");
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
