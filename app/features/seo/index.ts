/** The seo area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export {
  parseSitemapFileName,
  partEntries,
  robotsTxt,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
  type SitemapEntry,
  type SitemapSection,
} from "./sitemap";
