import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newestFirst, renderNewsPost, siteNewsFiles } from "./site-news.server";
import { testSite } from "../../../tests/support/test-database";

const config = testSite("alpha");
const loadSiteNews = (dir: string) =>
  newestFirst([...siteNewsFiles(dir, "alpha")].map(([name, post]) => renderNewsPost(name, post, config)));

function sitesWith(posts: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "news-"));
  mkdirSync(path.join(dir, "alpha", "news"), { recursive: true });
  for (const [name, text] of Object.entries(posts)) writeFileSync(path.join(dir, "alpha", "news", `${name}.md`), text);
  return dir;
}

const post = (title: string, date: string) =>
  `---\ntitle: ${title}\ndescription: About ${title}.\ndate: ${date}\nimage: /media/a.svg\nimage_alt: A car\n---\nCall {{name}} on {{phone}}.\n`;

describe("a site's news posts", () => {
  it("are read newest first, with the site's own words filled in", () => {
    const news = loadSiteNews(
      sitesWith({ "older-post": post("Older", "2026-01-02"), "newer-post": post("Newer", "2026-03-04") }),
    );
    expect(news.map((p) => [p.name, p.href, p.date])).toEqual([
      ["newer-post", "/news/newer-post", "2026-03-04"],
      ["older-post", "/news/older-post", "2026-01-02"],
    ]);
    expect(news[0]!.image).toEqual({ src: "/media/a.svg", alt: "A car" });
    expect(news[0]!.html).toContain("Call Alpha Motors on 1300 000 000.");
  });

  it("refuses a post without a date, and a site without posts has none", () => {
    expect(() =>
      loadSiteNews(sitesWith({ undated: "---\ntitle: Undated\ndescription: d\nimage: /a.svg\nimage_alt: a\n---\nx" })),
    ).toThrow(/a date/);
    expect(loadSiteNews(mkdtempSync(path.join(tmpdir(), "news-")))).toEqual([]);
  });
});
