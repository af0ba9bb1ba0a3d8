import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import type { SiteConfig } from "./site-config";

/** A content page of one site (about-us, warranty, privacy-policy...), rendered once at boot. */
export interface SitePage {
  name: string;
  title: string;
  description: string;
  html: string;
}

export const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "---\ntitle: ...\n---\nbody": the front matter's one-line fields and the Markdown after it. */
export function parsePageFile(text: string, file: string): { fields: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${file} must start with front matter (--- title: ... ---)`);
  const fields = Object.fromEntries(
    match[1]!.split("\n").flatMap((line) => {
      const at = line.indexOf(":");
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
    }),
  );
  if (!fields.title) throw new Error(`${file} needs a title`);
  return { fields, body: match[2]! };
}

/** The site's own words in the shared pages: {{name}}, {{phone}}, {{email}}, {{url}}. */
export function fillSiteValues(text: string, config: SiteConfig): string {
  const values: Record<string, string> = {
    name: config.name,
    phone: config.contact.phones.new ?? config.contact.phones.used ?? config.contact.phones.demo ?? "",
    email: config.contact.email ?? config.contact.lead_email ?? "",
    url: config.url,
  };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The Markdown files of a folder by name (the file name without .md). */
export function pagesIn(dir: string): Map<string, string> {
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir).filter((f) => f.endsWith(".md"));
  return new Map(files.map((f) => [f.slice(0, -3), path.join(dir, f)]));
}

/**
 * Every site's content pages: the shared ones in `<sites>/_shared/pages`, each replaced by the
 * site's own `<sites>/<slug>/pages/<name>.md` where it has one. Markdown is rendered here, once;
 * the files are the dealer's own words, not a visitor's, so the HTML is served as written.
 */
export function loadSitePages(dir: string, sites: Iterable<SiteConfig>): Map<string, ReadonlyMap<string, SitePage>> {
  const shared = pagesIn(path.join(dir, "_shared", "pages"));
  const all = new Map<string, ReadonlyMap<string, SitePage>>();
  for (const config of sites) {
    const files = new Map([...shared, ...pagesIn(path.join(dir, config.slug, "pages"))]);
    const pages = new Map<string, SitePage>();
    for (const [name, file] of files) {
      if (!PAGE_NAME.test(name)) throw new Error(`${file}: a page's file name is lowercase words joined by hyphens`);
      const { fields, body } = parsePageFile(fillSiteValues(readFileSync(file, "utf8"), config), file);
      pages.set(name, {
        name,
        title: fields.title!,
        description: fields.description ?? "",
        html: marked.parse(body, { async: false }),
      });
    }
    all.set(config.slug, pages);
  }
  return all;
}
