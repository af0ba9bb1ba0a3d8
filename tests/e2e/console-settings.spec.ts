import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { seriousProblems } from "./axe";
import { signInByLink } from "./console-staff";
import { loseTheAnswer, open } from "./shopper";
import { siteUrl } from "./sites";

// Issue 41: settings are edited in a draft, previewed by the editor alone, published for every
// visitor at once, and any earlier version restored.
const SITE = "outback";
const LISTING = "/search/new-used-and-demo-cars";
// A site has one draft: tests that edit the same site's settings take turns.
test.describe.configure({ mode: "default" });

test("issue 41: a setting is drafted, previewed alone, published for everyone, and rolled back", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager", SITE);
  const shopper = await browser.newPage();
  await open(page, siteUrl(SITE, "/console/settings?area=search", baseURL));
  expect(await seriousProblems(page, [])).toEqual([]);

  await page.getByLabel("Just arrived label").fill("Fresh in the yard");
  await page.getByRole("button", { name: "Save to the draft" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved to the draft" })).toBeVisible();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Previewing" })).toBeVisible();

  await page.goto(siteUrl(SITE, LISTING, baseURL));
  await expect(page.locator("main article").getByText("Fresh in the yard").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Only you see this: the draft settings." })).toBeVisible();
  await shopper.goto(siteUrl(SITE, LISTING, baseURL));
  await expect(shopper.locator("main article").getByText("New Arrival").first()).toBeVisible();
  await expect(shopper.locator("main article").filter({ hasText: "Fresh in the yard" })).toHaveCount(0);
  await expect(shopper.getByText("Only you see this")).toHaveCount(0);

  await open(page, siteUrl(SITE, "/console/settings?area=search", baseURL));
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /Published: every visitor sees version \d+ now/ }),
  ).toBeVisible();
  await shopper.reload();
  await expect(shopper.locator("main article").getByText("Fresh in the yard").first()).toBeVisible();

  await open(page, siteUrl(SITE, "/console/settings/history", baseURL));
  const versions = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Version \d+$/ }) });
  const latest = versions.filter({ hasText: "On the website" });
  await expect(latest).toContainText("cards.just_arrived_label: New Arrival → Fresh in the yard");
  await expect(latest).toContainText("published in the console by manager-");
  const before = versions.filter({ hasNotText: "On the website" }).first();
  const number = (await before.getByRole("heading").textContent())!.replace("Version ", "");
  await before.getByRole("button", { name: `Restore version ${number}` }).click();
  await expect(page.getByRole("status")).toContainText(`Version ${number} is on the website again`);
  await shopper.reload();
  await expect(shopper.locator("main article").getByText("New Arrival").first()).toBeVisible();
  await expect(shopper.locator("main article").filter({ hasText: "Fresh in the yard" })).toHaveCount(0);
  await shopper.close();
});

// On a site of its own: one draft per site, and the test above edits outback's at the same time.
test("issue 41: text colours under 4.5:1 are refused, and nothing changes", async ({ page, baseURL }) => {
  await signInByLink(page, baseURL, "owner", "Olive Owner", "southern-cross");
  await open(page, siteUrl("southern-cross", "/console/settings?area=theme", baseURL));
  await page.getByLabel("Colors › Foreground", { exact: true }).fill("#aaaaaa");
  await page.getByRole("button", { name: "Save to the draft" }).press("Enter");
  await expect(page.getByTestId("form-error")).toContainText(
    "theme.colors: foreground on background is 2.3:1; text needs at least 4.5:1",
  );
  await expect(page.getByRole("region", { name: "Draft" })).toContainText("Changes you save here wait in a draft");
});

test("issue 41: a new logo is uploaded through the media store and on the header once published", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "owner", "Olive Owner", "metro-used");
  await open(page, siteUrl("metro-used", "/console/settings?area=theme", baseURL));
  const logo = page.getByRole("form", { name: "Logo" });
  await logo.getByLabel("New logo").setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await logo.getByRole("button", { name: "Upload the logo" }).click();
  await expect(page.getByTestId("form-error")).toContainText('"logo.svg" is an SVG: send the logo as a PNG');

  const png = await sharp({ create: { width: 600, height: 150, channels: 4, background: "#ffffff00" } })
    .png()
    .toBuffer();
  await logo.getByLabel("New logo").setInputFiles({ name: "new-logo.png", mimeType: "image/png", buffer: png });
  await logo.getByRole("button", { name: "Upload the logo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved to the draft" })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto(siteUrl("metro-used", "/", baseURL));
  await expect(shopper.getByRole("banner").locator("img").first()).toHaveAttribute(
    "src",
    /^\/img\?src=\/media\/uploads\/metro-used\/logo-[0-9a-f-]+\.png&/,
  );
  await shopper.close();

  await open(page, siteUrl("metro-used", "/console/settings/history", baseURL));
  const versions = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Version \d+$/ }) });
  await expect(versions.first()).toContainText("theme.logo.src");
  await versions
    .nth(1)
    .getByRole("button", { name: /^Restore version/ })
    .click();
  await expect(page.getByRole("status")).toContainText("is on the website again");
});

test("issue 41: an offer made in the console with an end date is on /special-offers; a draft is not", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager", "southern-cross");
  const title = `Run-out ${Date.now()}`;
  const lastDay = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await open(page, siteUrl("southern-cross", "/console/offers/new", baseURL));
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Price ($)", { exact: true }).fill("39990");
  await page.getByLabel("Last day", { exact: true }).fill(lastDay);
  await page.getByRole("button", { name: "Add the offer" }).press("Enter");
  await expect(page).toHaveURL(/\/console\/offers\/\d+$/);
  expect(await seriousProblems(page, [])).toEqual([]);

  const shopper = await browser.newPage();
  await shopper.goto(siteUrl("southern-cross", `/special-offers?query=${encodeURIComponent(title)}`, baseURL));
  await expect(shopper.locator("main")).not.toContainText(title);

  await page.getByLabel(/^Published/).check();
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/console/offers/")),
    page.getByRole("button", { name: "Save the offer" }).click(),
  ]);
  await open(page, siteUrl("southern-cross", "/console/offers", baseURL));
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText(`${lastDay}On the website`);

  await shopper.reload();
  await expect(shopper.locator("main").getByRole("article").filter({ hasText: title })).toBeVisible();
  await shopper.close();
});

test("issue 41: a yard's Saturday hours are drafted, previewed alone, published and rolled back", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager", SITE);
  await open(page, siteUrl(SITE, "/console/settings?area=locations", baseURL));
  expect(await seriousProblems(page, [])).toEqual([]);
  const yard = page.getByRole("form", { name: "Outback Trucks Roma" });
  await yard.getByLabel("Saturday sales closes").fill("23:00");
  await yard.getByLabel("Saturday sales opens").fill("23:30");
  await yard.getByRole("button", { name: "Save to the draft" }).press("Enter");
  await expect(page.getByText("Opens at 23:30 but closes at 23:00")).toBeVisible();
  await expect(page.getByRole("region", { name: "Draft" })).toContainText("Changes you save here wait in a draft");

  await yard.getByLabel("Saturday sales opens").fill("09:00");
  await yard.getByLabel("Saturday sales closes").fill("13:00");
  await yard.getByLabel("New holiday 1: date").fill("2026-12-31");
  await yard.getByLabel("New holiday 1: name").fill("Stocktake");
  await yard.getByLabel("Service phone (if its own)").fill("(07) 4622 1234");
  await yard.getByRole("button", { name: "Save to the draft" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved to the draft" })).toBeVisible();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Previewing" })).toBeVisible();

  const roma = siteUrl(SITE, "/our-location/outback-trucks-roma", baseURL);
  const saturday = (p: typeof page) =>
    p
      .getByRole("table")
      .first()
      .getByRole("row", { name: /Saturday/ });
  await page.goto(roma);
  await expect(saturday(page)).toContainText("9:00am – 1:00pm");
  const shopper = await browser.newPage();
  await shopper.goto(roma);
  await expect(saturday(shopper)).toContainText("8:30am – 4:00pm");

  await open(page, siteUrl(SITE, "/console/settings?area=locations", baseURL));
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await shopper.reload();
  await expect(saturday(shopper)).toContainText("9:00am – 1:00pm");
  await shopper.getByRole("button", { name: "Holiday hours" }).click();
  await expect(shopper.getByRole("dialog", { name: "Holiday hours" })).toContainText("Stocktake");
  await shopper.keyboard.press("Escape");
  await expect(shopper.getByText("Service: (07) 4622 1234")).toBeVisible();

  await open(page, siteUrl(SITE, "/console/settings/history", baseURL));
  const versions = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Version \d+$/ }) });
  const latest = versions.filter({ hasText: "On the website" });
  await expect(latest).toContainText(
    "locations.list[outback-trucks-roma].contact_detail.opening_hours.sales[6].close: 16:00 → 13:00",
  );
  const before = versions.filter({ hasNotText: "On the website" }).first();
  await before.getByRole("button", { name: /^Restore version/ }).click();
  await expect(page.getByRole("status")).toContainText("is on the website again");
  await shopper.reload();
  await expect(saturday(shopper)).toContainText("8:30am – 4:00pm");
  await shopper.close();
});

test("issue 52: a setting saved offline is kept and saved once; a save whose answer is lost saves once too", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager", SITE);
  await open(page, siteUrl(SITE, "/console/settings?area=search", baseURL));
  const label = page.getByLabel("Just arrived label");
  const revision = page.locator('form[aria-label="Search and cards"] input[name="revision"]');
  const firstRevision = await revision.inputValue();
  await label.fill("Off the truck");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Save to the draft" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Not sent: no connection. Your details are kept." }),
  ).toBeVisible();
  await expect(label).toHaveValue("Off the truck");
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved to the draft" })).toBeVisible();
  // The saved draft is drawn again, at its next revision, before anything more is typed.
  await expect(revision).not.toHaveValue(firstRevision);
  await expect(label).toHaveValue("Off the truck");

  // The draft is saved under the revision the page holds; a repeat of that same send is not a conflict.
  await label.fill("Straight off the truck");
  await loseTheAnswer(page, /\/console\/settings\.data/);
  await page.getByRole("button", { name: "Save to the draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not sent" })).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved to the draft" })).toBeVisible();
  await expect(label).toHaveValue("Straight off the truck");
  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft is gone" })).toBeVisible();
});
