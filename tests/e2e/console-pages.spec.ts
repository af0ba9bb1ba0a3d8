import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { seriousProblems } from "./axe";
import { signInByLink } from "./console-staff";
import { siteUrl } from "./sites";

// Issue 41: a page is written in Markdown beside a live preview, with a picture through the media
// store, kept as a draft, published for every visitor, and taken down again.
const SITE = "metro-used";

test("issue 41: a page is drafted with a live preview and a picture, published, and taken down", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "owner", "Olive Owner", SITE);
  await page.getByRole("navigation").getByRole("link", { name: "Pages and news" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Pages and news" })).toBeVisible();
  await expect(page.getByRole("row", { name: /About us/ })).toContainText("Published");
  await page.getByRole("link", { name: "New page" }).press("Enter");
  await expect(page.getByRole("heading", { name: "New page" })).toBeVisible();
  expect(await seriousProblems(page, [])).toEqual([]);

  await page.getByLabel("Address").fill("winter-sale");
  await page.getByLabel("Title").fill("Winter sale");
  await page.getByLabel("Text (Markdown)").fill("## Save big this winter\n\nCall {{phone}} or <b>drop in</b>.");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Save big this winter" })).toBeVisible();
  await expect(preview).toContainText("Call (03) 9555 0123 or <b>drop in</b>.");

  const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Picture", { exact: true })
    .setInputFiles({ name: "yard.jpg", mimeType: "image/jpeg", buffer: picture });
  await page.getByLabel("What it shows").fill("Our yard in winter");
  await page.getByRole("button", { name: "Save the draft" }).press("Enter");
  await expect(page).toHaveURL(/\/console\/pages\/\d+$/);
  await expect(page.getByText("Not published")).toBeVisible();
  await expect(preview.getByRole("img", { name: "Our yard in winter" })).toBeVisible();

  const shopper = await browser.newPage();
  const sale = siteUrl(SITE, "/winter-sale", baseURL);
  expect((await shopper.goto(sale))?.status()).toBe(404);

  await page.getByRole("button", { name: "Publish" }).press("Enter");
  await expect(page.getByRole("status")).toHaveText("Published: every visitor sees it now.");
  expect((await shopper.goto(sale))?.status()).toBe(200);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Winter sale");
  await expect(shopper.getByRole("main")).toContainText("Call (03) 9555 0123 or <b>drop in</b>.");
  await expect(shopper.getByRole("img", { name: "Our yard in winter" })).toHaveAttribute(
    "src",
    /^\/img\?src=\/media\/uploads\/metro-used\/content\/[0-9a-f-]+\.jpg&w=1024$/,
  );
  await expect
    .poll(() =>
      shopper.getByRole("img", { name: "Our yard in winter" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  await page.getByRole("button", { name: "Take it off the site" }).press("Enter");
  await expect(page.getByRole("status")).toContainText("Taken off the site");
  expect((await shopper.goto(sale))?.status()).toBe(404);
  await shopper.close();
});
