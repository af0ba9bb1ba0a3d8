import { describe, expect, it } from "vitest";
import { keyPagesDraw } from "./publish-check.server";

const pages = [
  { path: "/", name: "the home page" },
  { path: "/search/new-used-and-demo-cars", name: "the stock listing" },
  { path: "/our-location/dubbo", name: "a location's page" },
];

describe("drawing the key pages before a publish (issue 41)", () => {
  it.each([
    [{}, { ok: true }],
    [{ "/our-location/dubbo": 404 }, { ok: true }],
    [
      { "/search/new-used-and-demo-cars": 500 },
      {
        ok: false,
        error:
          "Not published: with these settings the server could not draw the stock listing (/search/new-used-and-demo-cars). The website is unchanged; look at the last change, or discard the draft.",
      },
    ],
    [
      { "/": 503, "/our-location/dubbo": 500 },
      { ok: false, error: expect.stringContaining("draw the home page (/)") },
    ],
  ])("answers %j with %j", async (statuses: Record<string, number>, answer) => {
    expect(await keyPagesDraw(pages, async (path) => statuses[path] ?? 200)).toEqual(answer);
  });
});
