import { eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { sites } from "../db/schema";
import { addSiteToRegistry, type SiteRegistry } from "./site-registry.server";
import type { SiteScope } from "./site-scope";
import { publishedSiteConfig } from "./site-versions.server";

/**
 * Issue 41: a site made in the console has a row and a published version but no file. Every
 * process serves it from the moment its first version is announced (or from start, for one made
 * before the process began): a scope joins the served sites and the registry answers its domains.
 */
export async function adoptSite(
  db: Database,
  registry: SiteRegistry,
  scopes: Map<string, SiteScope>,
  siteId: number,
): Promise<SiteScope | null> {
  const [row] = await db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, siteId));
  const config = row ? await publishedSiteConfig(db, siteId) : null;
  if (!row || !config) return null;
  const scope = scopes.get(row.slug) ?? { db, siteId, config };
  scope.config = config;
  scopes.set(row.slug, scope);
  addSiteToRegistry(registry, config);
  return scope;
}

/** Every published site the process does not serve yet. */
export async function adoptStoredSites(
  db: Database,
  registry: SiteRegistry,
  scopes: Map<string, SiteScope>,
): Promise<void> {
  const rows = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(isNotNull(sites.published_version_id));
  for (const row of rows) if (!scopes.has(row.slug)) await adoptSite(db, registry, scopes, row.id);
}
