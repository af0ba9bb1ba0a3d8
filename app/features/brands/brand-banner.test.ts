import { describe, expect, it } from "vitest";
import { brandBanner } from "./brand-banner";

const tile = (
  title: string,
  position: number,
  extra: Partial<{ make: string | null; url: string | null; logo: string | null; slug: string }> = {},
) => ({
  title,
  slug: title.toLowerCase(),
  make: title,
  url: `https://${title.toLowerCase()}.example`,
  logo: `/logos/${title.toLowerCase()}.svg`,
  position,
  ...extra,
});
const options = { sortAlphabetically: true, dedupeByMake: true, logoOverrides: {} };

describe("the brand banner (spec 001 section 2)", () => {
  it("sorts alphabetically, or keeps the dealer's order", () => {
    const tiles = [tile("Toyota", 0), tile("Audi", 1), tile("Kia", 2)];
    expect(brandBanner(tiles, options).map((t) => t.title)).toEqual(["Audi", "Kia", "Toyota"]);
    expect(brandBanner(tiles, { ...options, sortAlphabetically: false }).map((t) => t.title)).toEqual([
      "Toyota",
      "Audi",
      "Kia",
    ]);
  });

  it("keeps one tile per make, the first by position, unless the site shows every dealership", () => {
    const tiles = [tile("Toyota Parramatta", 3, { make: "Toyota" }), tile("Toyota Penrith", 1, { make: "toyota" })];
    expect(brandBanner(tiles, options).map((t) => t.title)).toEqual(["Toyota Penrith"]);
    expect(brandBanner(tiles, { ...options, dedupeByMake: false })).toHaveLength(2);
  });

  it("drops tiles without a make or a url", () => {
    const tiles = [
      tile("Kia", 0),
      tile("Nameless", 1, { make: null }),
      tile("Linkless", 2, { url: null }),
      tile("Blank", 3, { make: " " }),
    ];
    expect(brandBanner(tiles, options).map((t) => t.title)).toEqual(["Kia"]);
  });

  it("takes the site's logo override, else the tile's logo, else the make's generated badge", () => {
    const tiles = [tile("Kia", 0), tile("Mazda", 1, { logo: null }), tile("Audi", 2)];
    const shown = brandBanner(tiles, { ...options, logoOverrides: { audi: "/sites/alpha/audi-dealer.svg" } });
    expect(Object.fromEntries(shown.map((t) => [t.title, t.logo]))).toEqual({
      Audi: "/sites/alpha/audi-dealer.svg",
      Kia: "/logos/kia.svg",
      Mazda: "/media/brand/mazda.svg",
    });
  });
});
