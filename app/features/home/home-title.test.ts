import { describe, expect, it } from "vitest";
import { homeTitle, siteCity } from "./home-title";

const yard = (city: string, primary = false) => ({ primary, address: { city } });

describe("the home page's title (issue 56: override_city)", () => {
  it.each([
    {
      override: "Sydney",
      yards: [yard("Artarmon", true)],
      title: "Alpha Motors | New, demo and used vehicles in Sydney",
    },
    {
      override: null,
      yards: [yard("Ringwood"), yard("Artarmon", true)],
      title: "Alpha Motors | New, demo and used vehicles in Artarmon",
    },
    { override: null, yards: [yard("Ringwood")], title: "Alpha Motors | New, demo and used vehicles in Ringwood" },
    { override: null, yards: [], title: "Alpha Motors | New, demo and used vehicles" },
  ])("$override and $yards.length yards: $title", ({ override, yards, title }) => {
    expect(homeTitle("Alpha Motors", siteCity(override, yards))).toBe(title);
  });
});
