import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { normaliseHost, type HostIndex } from "./host";
import { parseSiteConfig, type SiteConfig } from "./site-config";
import type { NewsPost } from "./site-news.server";
import type { SitePage } from "./site-pages.server";

export interface SiteRegistry extends HostIndex {
  sites: ReadonlyMap<string, SiteConfig>;
  /** Each site's published content pages by name (about-us, privacy-policy...), from the database (site-content.server.ts). */
  pages: ReadonlyMap<string, ReadonlyMap<string, SitePage>>;
  /** Each site's published news posts, newest first, from the database. */
  news: ReadonlyMap<string, readonly NewsPost[]>;
}

/** Reads every `sites/<slug>.json`, validates it and indexes its domains. Fails loudly on a bad file. */
export function loadSiteRegistry(dir: string, defaultSite?: string): SiteRegistry {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const sites = new Map<string, SiteConfig>();
  const domains = new Map<string, string>();
  for (const file of files) {
    const config = parseSiteConfig(JSON.parse(readFileSync(path.join(dir, file), "utf8")), file);
    if (`${config.slug}.json` !== file) throw new Error(`Site config ${file} must be named ${config.slug}.json`);
    sites.set(config.slug, config);
    for (const domain of config.domains) {
      const key = normaliseHost(domain);
      const owner = domains.get(key);
      if (owner) throw new Error(`Domain ${domain} is claimed by both ${owner} and ${config.slug}`);
      domains.set(key, config.slug);
    }
  }
  if (defaultSite && !sites.has(defaultSite)) throw new Error(`DEFAULT_SITE ${defaultSite} has no file in ${dir}`);
  return {
    sites,
    pages: new Map(),
    news: new Map(),
    domains,
    slugs: new Set(sites.keys()),
    defaultSite: defaultSite ?? files[0]?.replace(/\.json$/, ""),
  };
}

/** Serves a newly published configuration: the site's entry and its domains (one process, in place). */
export function replaceSiteConfig(registry: SiteRegistry, config: SiteConfig): void {
  (registry.sites as Map<string, SiteConfig>).set(config.slug, config);
  const domains = registry.domains as Map<string, string>;
  for (const [domain, slug] of domains) if (slug === config.slug) domains.delete(domain);
  for (const domain of config.domains) domains.set(normaliseHost(domain), config.slug);
}

/** Serves a site the files do not have (made in the console): its configuration, domains and slug; no pages or news yet. */
export function addSiteToRegistry(registry: SiteRegistry, config: SiteConfig): void {
  replaceSiteConfig(registry, config);
  (registry.slugs as Set<string>).add(config.slug);
  const pages = registry.pages as Map<string, ReadonlyMap<string, SitePage>>;
  if (!pages.has(config.slug)) pages.set(config.slug, new Map());
  const news = registry.news as Map<string, readonly NewsPost[]>;
  if (!news.has(config.slug)) news.set(config.slug, []);
}
