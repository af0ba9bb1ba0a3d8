import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "~/platform/tenancy/site-registry.server";
import { renderSitePage, sitePageFiles } from "~/platform/tenancy/site-pages.server";
import { shellFor } from "./shell";

const registry = loadSiteRegistry("sites");
/** The pages each demo site is seeded with (sites/_shared/pages and its own). */
const pagesOf = (slug: string) =>
  new Map(
    [...sitePageFiles("sites", slug)].map(([name, page]) => [
      name,
      renderSitePage(name, page, registry.sites.get(slug)!),
    ]),
  );
const shellOf = (slug: string) => shellFor(registry.sites.get(slug)!, pagesOf(slug));
const southernCross = registry.sites.get("southern-cross")!;

describe("the header and footer of the demo sites", () => {
  it("lays out the default header menu exactly as spec 001 section 3 lists it", () => {
    const withoutBrands = { ...southernCross, navigation: { ...southernCross.navigation, brands_menu: false } };
    const header = shellFor(withoutBrands, pagesOf("southern-cross")).header;
    expect(header.map((item) => item.label)).toEqual([
      "Home",
      "Models",
      "Offers",
      "Our Stock",
      "Service and Parts",
      "Company",
      "Finance",
    ]);
    const children = (label: string) => header.find((item) => item.label === label)!.children!.map((c) => c.label);
    expect(children("Service and Parts")).toEqual([
      "Vehicle Service",
      "Genuine Parts and Accessories",
      "Warranty",
      "Roadside Assist",
      "Owner Benefits",
    ]);
    expect(children("Company")).toEqual(["About Us", "Careers", "Contact Us", "Fleet", "Terms And Conditions"]);
    expect(header.find((item) => item.label === "Finance")!.emphasised).toBe(true);
  });

  it("puts a group's Brands mega-menu of logo tiles after Models (spec 001 section 3)", () => {
    expect(shellOf("southern-cross").header.slice(0, 3)).toEqual([
      expect.objectContaining({ label: "Home" }),
      expect.objectContaining({ label: "Models", dynamic: "models" }),
      { label: "Brands", href: "/brands", dynamic: "brands" },
    ]);
    expect(shellOf("outback").header.some((item) => item.dynamic === "brands")).toBe(false);
  });

  it("links the group's businesses and campaign pages only on a site that has them (spec 000 and 001 section 2)", () => {
    const group = shellOf("southern-cross").footer.find((g) => g.heading === "Our Group")!;
    expect(group.links.map((link) => link.href)).toEqual([
      "/twg-cars",
      "/twg-rental",
      "/twg-tyres",
      "/neotek",
      "/4x4-outdoor",
      "/eofy",
      "/pages/eofy-sale",
      "/pages/electric-vehicles",
    ]);
    for (const slug of ["metro-used", "outback"])
      expect(shellOf(slug).footer.map((g) => g.heading)).not.toContain("Our Group");
  });
});
