import { describe, expect, it } from "vitest";
import { linkExists, liveMenu } from "./site-links";

const site = {
  financePath: "/finance-enquiry",
  garagePath: "/my-garage",
  promotion: false,
  partsSearch: false,
  offers: true,
  pages: new Set(["about-us", "privacy-policy"]),
};

describe("links lead only to pages that exist", () => {
  it.each([
    ["/", true],
    ["/search/used-cars?price=1000-5000", true],
    ["/cars/2020-toyota-corolla-123", true],
    ["/service#service-booking", true],
    ["/finance-enquiry", true],
    ["/apply-for-finance", false],
    ["/my-garage", true],
    ["/spin-to-win", false],
    ["/about-us", true],
    ["/about-us/", true],
    ["/pages/privacy-policy", true],
    ["/careers", false],
    ["/special-offers", true],
    ["/models?body=SUV", true],
    ["/careers/", false],
    ["https://www.facebook.com/dealer", true],
    ["tel:1300000000", true],
  ])("%s: %s", (href, exists) => {
    expect(linkExists(href, site)).toBe(exists);
  });

  it("links /parts/search (spec 001 section 2) only on a site that takes parts requests", () => {
    expect(linkExists("/parts/search", site)).toBe(false);
    expect(linkExists("/parts/search?query=floor+mats", { ...site, partsSearch: true })).toBe(true);
  });

  it("has no offers on a site in the excluded list", () => {
    expect(linkExists("/special-offers", { ...site, offers: false })).toBe(false);
    expect(linkExists("/offers/toyota/12", { ...site, offers: false })).toBe(false);
  });

  it("drops dead links from a menu, and points a heading without a page at its first live child", () => {
    const menu = [
      { label: "Parts", href: "/parts/search" },
      {
        label: "Company",
        href: "/company",
        children: [
          { label: "Careers", href: "/careers" },
          { label: "About Us", href: "/about-us" },
        ],
      },
      { label: "Home", href: "/" },
    ];
    expect(liveMenu(menu, site)).toEqual([
      { label: "Company", href: "/about-us", children: [{ label: "About Us", href: "/about-us" }] },
      { label: "Home", href: "/" },
    ]);
  });
});
