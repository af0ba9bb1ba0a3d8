import type { SiteConfig } from "~/platform/tenancy/site-config";
import { renderSitePage, sitePageFiles, type SitePage } from "~/platform/tenancy/site-pages.server";

/** The content pages a demo site is seeded with (sites/_shared/pages and its own), as shoppers read them. */
export function seededPages(config: SiteConfig): Map<string, SitePage> {
  return new Map(
    [...sitePageFiles("sites", config.slug)].map(([name, page]) => [name, renderSitePage(name, page, config)]),
  );
}
