import { describe, expect, it } from "vitest";
import { NO_OFFERS, offerDescriptionPreview, offerDisclaimerPreview, offerQuery, OFFERS_PAGE_SIZE } from "./offer-text";

const words = (n: number) => "word ".repeat(n).trim();

describe("offerDescriptionPreview", () => {
  it.each([
    [words(36), false], // 179 characters: between 160 and 200, shown whole
    [words(40), false], // 199 characters
    [words(41), true], // 204 characters: cut near 160
  ])("a description of %#: cut=%s", (text, cut) => {
    const preview = offerDescriptionPreview(text);
    expect(preview !== text).toBe(cut);
    if (cut) expect(preview.length).toBeLessThanOrEqual(161);
  });
});

describe("the offers listing (spec 000 sections 7 and 8, spec 001 section 9)", () => {
  it("cuts the disclaimer's preview at 200 characters", () => {
    expect(offerDisclaimerPreview(words(40))).toBe(words(40));
    expect(offerDisclaimerPreview(words(60)).length).toBeLessThanOrEqual(201);
  });
  it("reads its filters from the address, ignoring what it does not offer", () => {
    expect(offerQuery(new URLSearchParams("category=runout&price=30000&query=%20ranger%20&page=2"))).toEqual({
      category: "runout",
      maxPrice: 30_000,
      query: "ranger",
      page: 2,
    });
    expect(offerQuery(new URLSearchParams("price=12345&page=-3"))).toEqual({
      category: "",
      maxPrice: 0,
      query: "",
      page: 1,
    });
  });
  it("says so in the spec's words when nothing matches, 21 to a page", () => {
    expect(NO_OFFERS).toBe("There appears to be no offers currently available that meet the conditions of your search");
    expect(OFFERS_PAGE_SIZE).toBe(21);
  });
});
