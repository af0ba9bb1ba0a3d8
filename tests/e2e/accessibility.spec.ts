import { expect, test, type APIRequestContext } from "@playwright/test";
import { PAGE_TYPES } from "../support/page-types";
import { seriousProblems } from "./axe";
import { siteRequest, siteUrl, sites } from "./sites";

/** Every picture is answered with one pixel: axe reads alt text, not pixels, and drawing them only adds minutes. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A car of the site a shopper can open: the vehicle page's address for this run's stock. */
async function vehiclePath(request: APIRequestContext, baseURL: string | undefined, site: string): Promise<string> {
  const { url, headers } = siteRequest(site, "/api/search", baseURL);
  const found = await request.post(url, {
    headers,
    data: { queries: [{ filters: "status:in_stock AND photos_count > 3", limit: 1 }] },
  });
  return `/cars/${(await found.json()).results[0].hits[0].slug}`;
}

// Every page type at 390 px (the phone project) and 1,280 px (the desktop one), one page after
// another in one tab, as a shopper moves through a site. Each page type is walked once per width,
// on a different demo site at each width, so every site and every width meets every kind of page
// in two runs without loading all 96 combinations; each site's home page is walked at both widths,
// as the header and footer, the same on every page of a site, are checked there and left out of the rest.
const OTHER_TYPES = Object.keys(PAGE_TYPES).filter((type) => type !== "home");

/** The page types a site's walk covers at a width: home, and every third other type, shifted per width. */
function walkOf(siteIndex: number, width: "phone" | "desktop"): string[] {
  const shift = width === "phone" ? 0 : 1;
  return ["home", ...OTHER_TYPES.filter((_, i) => (i + shift) % sites.length === siteIndex)];
}

sites.forEach((site, siteIndex) => {
  test(`${site.slug}: on its share of the page types axe finds no serious or critical problem and nothing is wider than the screen`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.route(/\/img\?/, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
    for (const type of walkOf(siteIndex, testInfo.project.name === "phone" ? "phone" : "desktop")) {
      const address = PAGE_TYPES[type] || (await vehiclePath(request, baseURL, site.slug));
      const response = await page.goto(siteUrl(site.slug, address, baseURL), { waitUntil: "domcontentloaded" });
      expect(response?.status(), `${site.slug} ${address}`).toBe(200);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect
        .soft(
          await seriousProblems(page, type === "home" ? [] : ["body > header", "body > footer"]),
          `${type} ${address}`,
        )
        .toEqual([]);
      const [scrolled, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect.soft(scrolled, `${type} ${address} is wider than the screen`).toBeLessThanOrEqual(viewport!);
    }
  });
});

test("the walks cover every page type at both widths and every site", () => {
  for (const width of ["phone", "desktop"] as const) {
    const covered = sites.flatMap((_, i) => walkOf(i, width));
    expect(new Set(covered)).toEqual(new Set(Object.keys(PAGE_TYPES)));
    expect(covered.filter((type) => type !== "home")).toHaveLength(OTHER_TYPES.length);
  }
  for (const type of OTHER_TYPES)
    expect(sites.findIndex((_, i) => walkOf(i, "phone").includes(type))).not.toBe(
      sites.findIndex((_, i) => walkOf(i, "desktop").includes(type)),
    );
});
