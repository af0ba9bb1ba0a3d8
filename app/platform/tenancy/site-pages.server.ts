import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ContentFields } from "../db/json-types";
import { fillValues, renderMarkdown } from "../markdown/markdown";
import { escapeHtml } from "../text/escape-xml";
import type { SiteConfig } from "./site-config";

export type { ContentFields };

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

/** The site's own words a page may name: {{name}}, {{phone}}, {{email}}, {{url}}. */
export function siteValues(config: SiteConfig): Record<string, string> {
  return {
    name: config.name,
    phone: config.contact.phones.new ?? config.contact.phones.used ?? config.contact.phones.demo ?? "",
    email: config.contact.email ?? config.contact.lead_email ?? "",
    url: config.url,
  };
}

export function fillSiteValues(text: string, config: SiteConfig): string {
  return fillValues(text, siteValues(config));
}

/** The Markdown files of a folder by name (the file name without .md). */
export function pagesIn(dir: string): Map<string, string> {
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir).filter((f) => f.endsWith(".md"));
  return new Map(files.map((f) => [f.slice(0, -3), path.join(dir, f)]));
}

/**
 * A site's content pages as files: the shared ones in `<sites>/_shared/pages`, each replaced by the
 * site's own `<sites>/<slug>/pages/<name>.md` where it has one. They seed the site's pages in the
 * database (platform/tenancy/site-content.server.ts), which serves them from then on.
 */
export function sitePageFiles(dir: string, slug: string): Map<string, ContentFields> {
  const files = new Map([...pagesIn(path.join(dir, "_shared", "pages")), ...pagesIn(path.join(dir, slug, "pages"))]);
  const pages = new Map<string, ContentFields>();
  for (const [name, file] of files) {
    if (!PAGE_NAME.test(name)) throw new Error(`${file}: a page's file name is lowercase words joined by hyphens`);
    const { fields, body } = parsePageFile(readFileSync(file, "utf8"), file);
    pages.set(name, { title: fields.title!, description: fields.description ?? "", body });
  }
  return pages;
}

/**
 * A page as shoppers read it: the site's own words filled in, the Markdown rendered (HTML typed
 * into it shown as text), headed by its title unless its text starts with a heading of its own.
 */
export function renderSitePage(name: string, fields: ContentFields, config: SiteConfig): SitePage {
  return {
    name,
    title: fillSiteValues(fields.title, config),
    description: fillSiteValues(fields.description, config),
    html: headed(renderMarkdown(fillSiteValues(fields.body, config)), fillSiteValues(fields.title, config)),
  };
}

function headed(html: string, title: string): string {
  if (html.startsWith("<h1")) return html;
  return `<h1>${escapeHtml(title)}</h1>\n${html}`;
}
