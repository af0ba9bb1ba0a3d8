import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "./site-registry.server";

describe("site config files", () => {
  it("every file in sites/ is valid, named after its slug, with domains no other site claims", () => {
    const registry = loadSiteRegistry("sites");
    expect(registry.sites.size).toBeGreaterThanOrEqual(3);
    for (const [slug, config] of registry.sites) {
      expect(config.slug).toBe(slug);
      for (const domain of config.domains) expect(registry.domains.get(domain)).toBe(slug);
    }
  });

  it("fills every per-site behaviour with the spec's default", () => {
    const site = loadSiteRegistry("sites").sites.get("outback");
    expect(site?.search.include_sold_cars_days).toBe(3);
    expect(site?.search.stock_filter).toBe(false);
    expect(site?.cards.just_arrived_days).toBe(8);
    expect(site?.cards.sold_tag_label).toBe("JUST SOLD");
    expect(site?.vehicle.no_price_text).toBe("Enquire for price.");
    expect(loadSiteRegistry("sites").sites.get("metro-used")?.checkout.reserve_amount).toBe(200);
    expect(site?.reviews).toEqual({ minimum_rating: 4, google_full_quantity: 12, hidden: false });
    expect(site?.navigation.footer.map((g) => g.heading)).toEqual([
      "Buyer Tools",
      "Servicing and Parts",
      "Company",
      "Our Group",
    ]);
  });

  function dirWith(files: Record<string, unknown>) {
    const dir = mkdtempSync(path.join(tmpdir(), "sites-"));
    for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(body));
    return dir;
  }
  const minimal = (slug: string, domain: string) => ({
    slug,
    name: slug,
    template: "used",
    url: `https://${domain}`,
    domains: [domain],
    theme: { colors: { primary: "#000000", accent: "#ffffff" }, logo: { src: "/l.svg", alt: "l" } },
    contact: { phones: {} },
  });

  it("names the file and field of a bad config", () => {
    expect(() =>
      loadSiteRegistry(
        dirWith({
          "a.json": {
            ...minimal("a", "a.example"),
            theme: { colors: { primary: "blue", accent: "#ffffff" }, logo: { src: "/l.svg", alt: "l" } },
          },
        }),
      ),
    ).toThrow(/a\.json is invalid:\n\s+theme\.colors\.primary: Use a #rrggbb colour/);
  });

  it("refuses a file not named after its slug, and a domain claimed twice", () => {
    expect(() => loadSiteRegistry(dirWith({ "b.json": minimal("a", "a.example") }))).toThrow("must be named a.json");
    expect(() =>
      loadSiteRegistry(dirWith({ "a.json": minimal("a", "x.example"), "b.json": minimal("b", "x.example") })),
    ).toThrow("claimed by both a and b");
  });
});
