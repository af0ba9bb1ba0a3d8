import { describe, expect, it } from "vitest";
import { fillSiteFacts } from "./site-facts";

describe("a dealer's copy counts from data (issue 36)", () => {
  it.each([
    [["Penrith", "Hobart", "Wagga Wagga"], "Three yards, one team: Penrith, Hobart and Wagga Wagga."],
    [["Penrith", "Hobart"], "Two yards, one team: Penrith and Hobart."],
    [["Penrith"], "One yard, one team: Penrith."],
    [
      Array.from({ length: 12 }, (_, i) => `Y${i}`),
      "12 yards, one team: Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8, Y9, Y10 and Y11.",
    ],
  ])("%o", (yards, text) => expect(fillSiteFacts("{Yards}, one team: {yard_names}.", { yards })).toBe(text));

  it("counts in lower case mid-sentence", () => {
    expect(fillSiteFacts("Visit any of our {yards}", { yards: ["A", "B"] })).toBe("Visit any of our two yards");
  });

  it("leaves copy without placeholders as the dealer wrote it", () => {
    expect(fillSiteFacts("Built for the bush", { yards: ["Penrith"] })).toBe("Built for the bush");
  });
});
