import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "./site-config";
import { loadSiteRegistry } from "./site-registry.server";
import { contrastRatio, themeContrastPairs, themeCss } from "./theme";

const config = parseSiteConfig(
  {
    slug: "t",
    name: "T",
    template: "used",
    url: "https://t.example",
    domains: ["t.example"],
    theme: { colors: { primary: "#112233", accent: "#445566" }, logo: { src: "/l.svg", alt: "T" } },
    contact: { phones: {} },
  },
  "t.json",
);

describe("themeCss", () => {
  it("puts every theme colour and font on :root under its semantic name", () => {
    const css = themeCss(config.theme);
    expect(css).toMatch(/^:root\{.*\}$/);
    expect(css).toContain("--site-primary:#112233");
    expect(css).toContain("--site-accent:#445566");
    expect(css).toContain("--site-header-background:#ffffff");
    expect(css).toContain("--site-font-body:system-ui, sans-serif");
  });

  it("cannot be used to break out of the style element", () => {
    const css = themeCss({ ...config.theme, fonts: { heading: "x}</style><script>", body: "y" } });
    expect(css).not.toContain("</style>");
    expect(css).not.toContain("}<");
  });
});

describe("contrastRatio", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
  ])("%s on %s is %d:1", (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1));
});

describe("demo site themes", () => {
  for (const site of loadSiteRegistry("sites").sites.values()) {
    it(`${site.slug} keeps every text colour at 4.5:1 or more on its background`, () => {
      const weak = themeContrastPairs(site.theme.colors)
        .map(([pair, fg, bg]) => [pair, Math.round(contrastRatio(fg, bg) * 100) / 100] as const)
        .filter(([, ratio]) => ratio < 4.5);
      expect(weak).toEqual([]);
    });
  }
});
