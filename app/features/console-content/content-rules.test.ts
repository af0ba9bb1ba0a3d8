import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ContentNameSchema, contentOfForm, contentState, RESERVED_NAMES } from "./content-rules";

const form = (values: Record<string, string>) => (name: string) => values[name] ?? "";

describe("pages and news posts in the console (issue 41)", () => {
  it("keeps every address the site's own routes answer from being a page's", () => {
    const routes = readFileSync("app/routes.ts", "utf8");
    const segments = [...routes.matchAll(/route\("([^":*/]+)/g)].map((m) => m[1]!);
    const pageLike = segments.filter((s) => !s.includes(".") && s !== "sitemap");
    expect(pageLike.filter((s) => !RESERVED_NAMES.has(s))).toEqual([]);
    expect(RESERVED_NAMES.has("console")).toBe(true);
  });

  it.each([
    ["summer-sale", true],
    ["Summer Sale", false],
    ["finance", false],
    ["news", false],
    ["about-us", true],
  ])("reads %s as an address: %s", (name, ok) => {
    expect(ContentNameSchema.safeParse(name).success).toBe(ok);
  });

  it.each([
    [
      "page",
      { title: "Summer sale", body: "Big **savings**" },
      { ok: true, fields: { title: "Summer sale", description: "", body: "Big **savings**" } },
    ],
    ["page", { title: " " }, { ok: false, errors: { title: "Give it a title" } }],
    [
      "news",
      { title: "Open day", body: "x", date: "2026-12-01" },
      { ok: false, errors: { description: "A post's card shows a sentence about it: write one" } },
    ],
    [
      "news",
      { title: "Open day", description: "Come along", body: "x", date: "1 Dec" },
      { ok: false, errors: { date: "Use a date such as 2026-11-27" } },
    ],
    [
      "news",
      { title: "Open day", description: "Come along", body: "x", date: "2026-12-01" },
      {
        ok: true,
        fields: {
          title: "Open day",
          description: "Come along",
          body: "x",
          date: "2026-12-01",
          image: "/hero.svg",
          image_alt: "",
        },
      },
    ],
  ] as const)("reads a %s form %j", (kind, values, answer) => {
    expect(contentOfForm(kind, form(values), "/hero.svg")).toEqual(answer);
  });

  it("says where a page stands: published, published with draft changes, or not published", () => {
    const words = { title: "A", description: "", body: "x" };
    expect(contentState({ draft: words, published: words })).toBe("published");
    expect(contentState({ draft: { ...words, body: "y" }, published: words })).toBe("changed");
    expect(contentState({ draft: words, published: null })).toBe("unpublished");
  });
});
