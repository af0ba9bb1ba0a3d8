import { describe, expect, it } from "vitest";
import { offerDescriptionPreview } from "./offer-text";

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
