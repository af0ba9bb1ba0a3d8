import { describe, expect, it } from "vitest";
import { headingFontFile } from "./theme-fonts";

describe("headingFontFile: the bundled face a theme's headings start with", () => {
  it.each([
    ["Montserrat, 'Trebuchet MS', system-ui, sans-serif", /montserrat-latin-700-normal.*\.woff2$/],
    ["Oswald, Impact, 'Arial Narrow', sans-serif", /oswald-latin-700-normal.*\.woff2$/],
    ["'Playfair Display', Georgia, serif", /playfair-display-latin-700-normal.*\.woff2$/],
    ['"playfair display", serif', /playfair-display-latin-700-normal.*\.woff2$/],
  ])("%s is served by the platform", (heading, file) => {
    expect(headingFontFile({ heading, body: "system-ui" })).toMatch(file);
  });

  it.each(["Georgia, 'Times New Roman', serif", "system-ui, sans-serif", "Impact, Oswald, sans-serif"])(
    "%s starts with a device font: nothing to preload",
    (heading) => {
      expect(headingFontFile({ heading, body: "system-ui" })).toBeNull();
    },
  );
});
