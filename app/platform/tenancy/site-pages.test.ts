import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "./site-registry.server";
import { parsePageFile } from "./site-pages.server";
import { seededPages } from "../../../tests/support/seeded-pages";

describe("site content pages (sites/_shared/pages, sites/<slug>/pages), as they seed each site", () => {
  const pages = new Map([...loadSiteRegistry("sites").sites.values()].map((c) => [c.slug, seededPages(c)]));

  it("gives every demo site the pages its menus link, each in its own words", () => {
    const shared = [
      "about-us",
      "careers",
      "finance-and-insurance",
      "fleet",
      "owner-benefits",
      "privacy-policy",
      "roadside-assist",
      "terms-and-conditions",
      "vehicle-parts-and-accessories",
      "warranty",
    ];
    for (const slug of ["metro-used", "outback"]) expect([...pages.get(slug)!.keys()].sort()).toEqual(shared);
    // The group site also has its sister businesses and campaigns (spec 000 section 2, spec 001 section 2).
    expect([...pages.get("southern-cross")!.keys()].sort()).toEqual(
      [
        ...shared,
        "4x4-outdoor",
        "electric-vehicles",
        "eofy",
        "eofy-sale",
        "neotek",
        "twg-cars",
        "twg-rental",
        "twg-tyres",
      ].sort(),
    );
    expect(pages.get("outback")!.get("about-us")!.html).toContain("Toowoomba in 1987");
    expect(pages.get("metro-used")!.get("about-us")!.html).not.toContain("Toowoomba");
  });

  it("fills the shared pages with the site's name, phone and e-mail", () => {
    const careers = pages.get("metro-used")!.get("careers")!;
    expect(careers.title).toBe("Careers");
    expect(careers.description).toContain("Metro Used Cars");
    expect(careers.html).toContain('href="mailto:sales@metrousedcars.com.au"');
    expect(careers.html).toContain("(03) 9555 0123");
    expect(careers.html).not.toContain("{{");
  });

  it("states the privacy figures the spec gives: 7, 30 and 14 days, and STOP", () => {
    const privacy = pages.get("southern-cross")!.get("privacy-policy")!.html;
    for (const words of [
      "acknowledge your request within 7 days",
      "access within 30 days",
      "resolve your complaint within 14 days",
      "<strong>STOP</strong>",
    ])
      expect(privacy).toContain(words);
  });

  it("refuses a page without front matter or a title", () => {
    expect(() => parsePageFile("# Hello", "x.md")).toThrow("x.md must start with front matter");
    expect(() => parsePageFile("---\ndescription: d\n---\nbody", "y.md")).toThrow("y.md needs a title");
    expect(parsePageFile("---\ntitle: T: with colon\n---\nbody", "z.md")).toEqual({
      fields: { title: "T: with colon" },
      body: "body",
    });
  });
});
