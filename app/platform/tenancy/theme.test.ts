import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "./site-config";
import { themeCss } from "./theme";

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
