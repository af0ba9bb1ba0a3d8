import type { SiteScope } from "./site-scope";
import { publishedSiteConfig, publishSiteConfig, type VersionWrite } from "./site-versions.server";

/** The site's published configuration as a file keeps it (`sites/<slug>.json`), for git. */
export async function exportSite(scope: SiteScope): Promise<Record<string, unknown>> {
  return ((await publishedSiteConfig(scope.db, scope.siteId)) ?? scope.config) as unknown as Record<string, unknown>;
}

/** A configuration file read back: validated, then the site's next published version. */
export function importSite(scope: SiteScope, config: unknown): Promise<VersionWrite> {
  return publishSiteConfig(scope.db, scope.siteId, scope.config.slug, config, { source: "import" });
}
