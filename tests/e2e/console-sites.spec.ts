import { expect, test } from "@playwright/test";
import { seriousProblems } from "./axe";
import { signInByLink } from "./console-staff";
import { siteRequest, siteUrl } from "./sites";

// Issue 41: a platform operator makes a dealer site in the console; it answers at its new address
// at once, empty but complete, and joins the list of sites with its health.
test("issue 41: a new dealer site is made in the console and its home page opens at its new address", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "operator", "Pat Platform", "metro-used");
  await page.getByRole("navigation").getByRole("link", { name: "Dealer sites" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Dealer sites" })).toBeVisible();
  expect(await seriousProblems(page, [])).toEqual([]);
  await page.getByRole("link", { name: "New site" }).press("Enter");
  await expect(page.getByRole("heading", { name: "New dealer site" })).toBeVisible();
  expect(await seriousProblems(page, [])).toEqual([]);

  const form = page.locator("main form");
  await form.getByLabel("Dealer name").fill("Dubbo Motors");
  await form.getByLabel("Slug").fill("outback");
  await form.getByLabel("Domains").fill("www.dubbomotors.com.au outback.example.com.au");
  await form.getByLabel("Yard name").fill("Dubbo Motors Cobra Street");
  await form.getByLabel("Phone").fill("(02) 6882 1234");
  await form.getByLabel("Street").fill("120 Cobra Street");
  await form.getByLabel("Suburb or town").fill("Dubbo");
  await form.getByLabel("Postcode").fill("283");
  await form.getByLabel("Map point: latitude").fill("-32.2427");
  await form.getByLabel("Map point: longitude").fill("148.6016");
  await form.getByRole("button", { name: "Make the site" }).press("Enter");
  await expect(form.getByLabel("Postcode")).toHaveAccessibleDescription("A postcode is four digits");

  await form.getByLabel("Postcode").fill("2830");
  await form.getByRole("button", { name: "Make the site" }).press("Enter");
  await expect(form.getByLabel("Slug")).toHaveAccessibleDescription(/outback is another site's slug/);
  await form.getByLabel("Slug").fill("dubbo-motors");
  await form.getByRole("button", { name: "Make the site" }).press("Enter");
  await expect(page.getByRole("status")).toContainText("Dubbo Motors is live at");
  await expect(page.getByRole("row", { name: /Dubbo Motors/ })).toContainText("Never");

  const shopper = await browser.newPage();
  await shopper.goto(siteUrl("dubbo-motors", "/", baseURL));
  await expect(shopper).toHaveTitle(/^Dubbo Motors/);
  await expect(shopper.getByRole("banner").getByRole("img", { name: "Dubbo Motors" })).toBeVisible();
  await expect(shopper.getByText("Our stock is on its way.")).toBeVisible();
  await expect(shopper.getByRole("heading", { name: "Visit us" })).toBeVisible();
  await expect(shopper.getByRole("article").filter({ hasText: "Dubbo Motors Cobra Street" })).toContainText(
    "120 Cobra Street, Dubbo NSW 2830",
  );
  // Menus link only to pages the site has: a new site has no About Us page yet.
  await expect(shopper.locator('a[href="/about-us"]')).toHaveCount(0);
  const links = await shopper
    .locator("header a[href^='/'], footer a[href^='/']")
    .evaluateAll((as) => [...new Set(as.map((a) => (a as HTMLAnchorElement).pathname))]);
  for (const path of links) {
    const { url, headers } = siteRequest("dubbo-motors", path, baseURL);
    const response = await shopper.request.get(url, { headers });
    expect(`${path} ${response.status()}`).toBe(`${path} 200`);
  }
  await shopper.close();
});
