import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { site_content } from "../db/schema";
import type { SiteConfig } from "./site-config";
import { newestFirst, renderNewsPost, siteNewsFiles, type NewsPost } from "./site-news.server";
import { renderSitePage, sitePageFiles, type SitePage } from "./site-pages.server";
import type { SiteRegistry } from "./site-registry.server";
import type { SiteScope } from "./site-scope";

/**
 * Issue 41: a site's pages and news posts live in the database. The Markdown files seed a site's
 * rows once (a name the site already has is left as it is); every process serves the published
 * ones from its registry, re-read whenever the site's content or configuration is announced.
 */
export async function seedSiteContent(db: Database, siteId: number, sitesDir: string, slug: string): Promise<void> {
  const now = new Date();
  const rows = [
    ...[...sitePageFiles(sitesDir, slug)].map(([name, fields]) => ({ kind: "page" as const, name, fields })),
    ...[...siteNewsFiles(sitesDir, slug)].map(([name, fields]) => ({ kind: "news" as const, name, fields })),
  ].map(({ kind, name, fields }) => ({
    site_id: siteId,
    kind,
    name,
    draft: fields,
    published: fields,
    source: "file" as const,
    published_at: now,
  }));
  if (rows.length) await db.insert(site_content).values(rows).onConflictDoNothing();
}

/** The site's published pages and news posts, rendered with its configuration. */
export async function publishedContent(
  db: Database,
  siteId: number,
  config: SiteConfig,
): Promise<{ pages: Map<string, SitePage>; news: NewsPost[] }> {
  const rows = await db
    .select({ kind: site_content.kind, name: site_content.name, published: site_content.published })
    .from(site_content)
    .where(and(eq(site_content.site_id, siteId), isNotNull(site_content.published)));
  const pages = new Map<string, SitePage>();
  const news: NewsPost[] = [];
  for (const row of rows)
    if (row.kind === "page") pages.set(row.name, renderSitePage(row.name, row.published!, config));
    else news.push(renderNewsPost(row.name, row.published!, config));
  return { pages, news: newestFirst(news) };
}

/** Puts the site's published content in the registry this process serves from. */
export async function serveSiteContent(db: Database, registry: SiteRegistry, scope: SiteScope): Promise<void> {
  const { pages, news } = await publishedContent(db, scope.siteId, scope.config);
  (registry.pages as Map<string, ReadonlyMap<string, SitePage>>).set(scope.config.slug, pages);
  (registry.news as Map<string, readonly NewsPost[]>).set(scope.config.slug, news);
}
