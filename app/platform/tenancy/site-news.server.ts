import { readFileSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import type { SiteConfig } from "./site-config";
import { fillSiteValues, PAGE_NAME, pagesIn, parsePageFile } from "./site-pages.server";

/** A news post of one site, from `<sites>/<slug>/news/<name>.md`: the blog card's fields (spec 001 section 3) and the post. */
export interface NewsPost {
  name: string;
  href: string;
  title: string;
  description: string;
  /** "YYYY-MM-DD" */
  date: string;
  image: { src: string; alt: string };
  html: string;
}

function postFrom(name: string, file: string, config: SiteConfig): NewsPost {
  if (!PAGE_NAME.test(name)) throw new Error(`${file}: a post's file name is lowercase words joined by hyphens`);
  const { fields, body } = parsePageFile(fillSiteValues(readFileSync(file, "utf8"), config), file);
  const { title = "", description, date, image, image_alt: alt } = fields;
  if (!description || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !image?.startsWith("/") || alt === undefined) {
    throw new Error(`${file} needs a description, a date (YYYY-MM-DD), an image path and an image_alt`);
  }
  return {
    name,
    href: `/news/${name}`,
    title,
    description,
    date,
    image: { src: image, alt },
    html: marked.parse(body, { async: false }),
  };
}

/** Every site's news posts, newest first, rendered once at boot. */
export function loadSiteNews(dir: string, sites: Iterable<SiteConfig>): Map<string, readonly NewsPost[]> {
  const all = new Map<string, readonly NewsPost[]>();
  for (const config of sites) {
    const posts = [...pagesIn(path.join(dir, config.slug, "news"))].map(([name, file]) => postFrom(name, file, config));
    all.set(
      config.slug,
      posts.sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name)),
    );
  }
  return all;
}
