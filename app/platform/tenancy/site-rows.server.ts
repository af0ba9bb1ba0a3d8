import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { sites } from "../db/schema";
import type { SiteConfig } from "./site-config";
import type { SiteScope } from "./site-scope";

/** Makes sure every configured site has its row, and returns a scope per slug. */
export async function openSiteScopes(db: Database, configs: Iterable<SiteConfig>): Promise<Map<string, SiteScope>> {
  const scopes = new Map<string, SiteScope>();
  for (const config of configs) {
    const [row] = await db
      .insert(sites)
      .values({ slug: config.slug, name: config.name, template: config.template, url: config.url })
      .onConflictDoUpdate({
        target: sites.slug,
        set: { name: sql`excluded.name`, template: sql`excluded.template`, url: sql`excluded.url` },
      })
      .returning({ id: sites.id });
    if (!row) throw new Error(`Could not create the row of site ${config.slug}`);
    scopes.set(config.slug, { db, siteId: row.id, config });
  }
  return scopes;
}

/** When the site's row was made: the date its pages first existed. */
export async function siteCreatedAt(scope: SiteScope): Promise<Date | null> {
  const [row] = await scope.db.select({ created_at: sites.created_at }).from(sites).where(eq(sites.id, scope.siteId));
  return row?.created_at ?? null;
}
