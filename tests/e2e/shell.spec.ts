import { expect, test } from "@playwright/test";
import { linkTargets } from "~/features/navigation/shell";
import { linkExists, liveMenu } from "~/features/navigation/site-links";
import { seededPages } from "../support/seeded-pages";
import { rgb, siteUrl, sites } from "./sites";

for (const site of sites) {
  test.describe(`${site.name} (${site.slug})`, () => {
    test("home page shows its own name, logo, theme, header menu and footer", async ({ page, baseURL }, info) => {
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      // Name what failed, so a failure says which request it was.
      page.on("response", (r) => r.status() >= 500 && errors.push(`${r.status()} ${r.url()}`));
      const response = await page.goto(siteUrl(site.slug, "/", baseURL));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(site.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      const logo = page.getByRole("banner").getByRole("img", { name: site.theme.logo.alt });
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole("banner")).toHaveCSS("background-color", rgb(site.theme.colors.header_background));
      // Headings paint in the theme's own face, served by the platform, on every device.
      const face = site.theme.fonts.heading.split(",")[0]!.replace(/'/g, "").trim();
      await expect(page.locator(`link[rel="preload"][as="font"]`)).toHaveAttribute("href", /^\/assets\/.*\.woff2$/);
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, ""));
      });
      expect(loaded).toContain(face);

      const phone = info.project.name === "phone";
      if (phone) await page.getByText("Menu", { exact: true }).click();
      const menu = page.getByRole("navigation", { name: "Main" });
      // A menu link shows only when its page exists on the site (issue 18).
      const targets = linkTargets(site, seededPages(site));
      const live = liveMenu(site.navigation.header, targets);
      for (const item of live)
        await expect(menu.getByRole("link", { name: item.label, exact: true }).first()).toBeVisible();
      for (const item of site.navigation.header.filter((h) => !live.some((l) => l.label === h.label)))
        await expect(menu.getByRole("link", { name: item.label, exact: true })).toHaveCount(0);

      const footer = page.getByRole("contentinfo");
      for (const group of site.navigation.footer) {
        // A group none of whose pages the site has (Our Group on a single dealer) is left out.
        if (!group.links.some((link) => linkExists(link.href, targets))) {
          await expect(footer.getByRole("heading", { name: group.heading })).toHaveCount(0);
          continue;
        }
        await expect(footer.getByRole("heading", { name: group.heading })).toBeVisible();
        await expect(footer.getByRole("navigation", { name: group.heading }).getByRole("link").first()).toBeVisible();
      }
      await expect(footer).toHaveCSS("background-color", rgb(site.theme.colors.footer_background));
      expect(errors).toEqual([]);
    });
  });
}

test("the service banner stays closed for the session once closed, and is sticky where the site says so", async ({
  page,
  baseURL,
}) => {
  await page.goto(siteUrl("outback", "/", baseURL));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const banner = page.getByRole("complementary", { name: "Service and offers" });
  await expect(banner.getByRole("link", { name: "Need a service? Book online" })).toHaveAttribute(
    "href",
    "/service#service-booking",
  );
  await expect(banner).toHaveCSS("position", "sticky");
  await banner.getByRole("button", { name: "Close the service banner" }).click();
  await expect(banner).toHaveCount(0);
  await page.goto(siteUrl("outback", "/about-us", baseURL));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("complementary", { name: "Service and offers" })).toHaveCount(0);
});

test("a form's terms acknowledgement is folded away on a phone and shown on a larger screen, beside the STOP opt-out", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto(siteUrl("metro-used", "/contact", baseURL));
  const acknowledgement = page.getByText(/^I acknowledge that the details I give/).filter({ visible: true });
  await expect(page.getByText(/reply STOP to any message to opt out/)).toBeVisible();
  if (testInfo.project.name === "phone") {
    await expect(acknowledgement).toHaveCount(0);
    await page.getByText("What I am agreeing to").click();
  }
  await expect(acknowledgement).toHaveCount(1);
});

test("no page is wider than the screen, a phone's header offers a call, and the vehicle page's price and actions are in the first screen", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === "phone";
  for (const site of sites) {
    await page.goto(siteUrl(site.slug, "/search/new-used-and-demo-cars", baseURL));
    const car = await page
      .getByRole("article")
      .filter({ hasNotText: /Reserved|Sold|Coming soon/i })
      .first()
      .getByRole("link")
      .first()
      .getAttribute("href");
    for (const path of [
      "/",
      "/search/new-used-and-demo-cars",
      car!,
      "/dealer-locator",
      "/special-offers",
      "/news",
      "/contact",
      "/finance",
    ]) {
      await page.goto(siteUrl(site.slug, path, baseURL));
      const [scrolled, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrolled, `${site.slug}${path}`).toBeLessThanOrEqual(viewport!);
    }
    if (!phone) continue;
    await expect(page.getByRole("banner").getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
    await page.goto(siteUrl(site.slug, car!, baseURL));
    const firstScreen = page.viewportSize()!.height;
    const summary = page.getByRole("complementary", { name: "Vehicle summary" });
    const price = await summary
      .getByText(/^\$[\d,]+|Enquire for price|POA/)
      .first()
      .boundingBox();
    expect(price!.y + price!.height, `${site.slug}: price`).toBeLessThanOrEqual(firstScreen);
    const action = summary.getByRole("list", { name: "What would you like to do?" }).getByRole("listitem").first();
    const actionBox = await action.boundingBox();
    expect(actionBox!.y + actionBox!.height, `${site.slug}: ${await action.innerText()}`).toBeLessThanOrEqual(
      firstScreen,
    );
  }
});
