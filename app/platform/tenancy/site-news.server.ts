import { readFileSync } from "node:fs";
import path from "node:path";
import { renderMarkdown } from "../markdown/markdown";
import type { SiteConfig } from "./site-config";
import { fillSiteValues, PAGE_NAME, pagesIn, parsePageFile, type ContentFields } from "./site-pages.server";

/** A news post of one site: the blog card's fields (spec 001 section 3) and the post. */
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

/** What a post must have to be shown: a description, a day and a card picture with its words; the reason when it has not. */
export function newsPostProblem(fields: ContentFields): string | null {
  const { description, date, image, image_alt: alt } = fields;
  return !description || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !image?.startsWith("/") || alt === undefined
    ? "needs a description, a date (YYYY-MM-DD), an image path and an image_alt"
    : null;
}

/** A site's news posts as files (`<sites>/<slug>/news/<name>.md`): the seed of its posts in the database. */
export function siteNewsFiles(dir: string, slug: string): Map<string, ContentFields> {
  const posts = new Map<string, ContentFields>();
  for (const [name, file] of pagesIn(path.join(dir, slug, "news"))) {
    if (!PAGE_NAME.test(name)) throw new Error(`${file}: a post's file name is lowercase words joined by hyphens`);
    const { fields, body } = parsePageFile(readFileSync(file, "utf8"), file);
    const post: ContentFields = {
      title: fields.title ?? "",
      description: fields.description ?? "",
      body,
      date: fields.date,
      image: fields.image,
      image_alt: fields.image_alt,
    };
    const problem = newsPostProblem(post);
    if (problem) throw new Error(`${file} ${problem}`);
    posts.set(name, post);
  }
  return posts;
}

/** A post as shoppers read it, the site's own words filled in. */
export function renderNewsPost(name: string, fields: ContentFields, config: SiteConfig): NewsPost {
  return {
    name,
    href: `/news/${name}`,
    title: fillSiteValues(fields.title, config),
    description: fillSiteValues(fields.description, config),
    date: fields.date!,
    image: { src: fields.image!, alt: fields.image_alt ?? "" },
    html: renderMarkdown(fillSiteValues(fields.body, config)),
  };
}

/** Newest first; a day's posts by name. */
export function newestFirst(posts: NewsPost[]): NewsPost[] {
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name));
}
