import { expect, test } from "@playwright/test";
import { open, ownAddress } from "./shopper";
import { siteUrl } from "./sites";

const SITE = "southern-cross";

test.beforeEach(async ({ context }) => ownAddress(context, "10.50"));

test("compare from the cards and a vehicle page, up to three, then side by side with the differences marked", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/used-cars", baseURL));
  const cards = page.getByRole("article").filter({ has: page.getByTestId("compare-toggle") });
  const first = cards.nth(0);
  const second = cards.nth(1);
  const titles = [await first.getByRole("heading").innerText(), await second.getByRole("heading").innerText()];
  await first.getByTestId("compare-toggle").click();
  await expect(first.getByTestId("compare-toggle")).toHaveAttribute("aria-pressed", "true");
  const tray = page.getByTestId("compare-tray");
  await expect(tray).toContainText("Compare 1 of 3");
  await expect(tray.getByRole("link", { name: "Add another car" })).toHaveAttribute("aria-disabled", "true");
  await second.getByTestId("compare-toggle").click();
  await expect(tray).toContainText("Compare 2 of 3");

  // A third from a vehicle page: the tray and the header keep the count across pages.
  const third = cards.nth(2);
  await third.getByRole("heading").getByRole("link").click();
  await page.waitForURL(/\/cars\//);
  // The card's link opens the car as a new document: a click before it hydrates posts the plain form.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The sidebar's control comes before the similar cars' ones.
  const own = page.locator("main").getByTestId("compare-toggle").first();
  await expect(own).toHaveAttribute("aria-pressed", "false");
  await own.click();
  await expect(tray).toContainText("Compare 3 of 3");
  await expect(page.getByTestId("compare-link").first()).toHaveText("Compare (3)");

  // A fourth is refused, not swapped for the first.
  await page.locator('#similar-cars [data-testid="compare-toggle"][aria-pressed="false"]').first().click();
  await expect(page.getByText("You can compare up to 3 cars. Remove one to add another.")).toBeVisible();
  await expect(tray).toContainText("Compare 3 of 3");

  await tray.getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(/\/compare\?cars=[^,]+,[^,]+,[^,]+$/);
  const table = page.getByTestId("compare-table");
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  for (const title of titles) await expect(table).toContainText(title);
  await expect(table.locator("tr[data-differs]").first()).toBeVisible();
  await expect(tray).toHaveCount(0);

  await table
    .getByRole("link", { name: /^Remove/ })
    .first()
    .click();
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await expect(page.getByTestId("compare-link").first()).toHaveText("Compare (2)");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the comparison scrolls sideways, and says so", async ({ page, baseURL }) => {
    await open(page, siteUrl(SITE, "/search/used-cars", baseURL));
    const toggles = page.getByRole("article").getByTestId("compare-toggle");
    for (const n of [0, 1, 2]) await toggles.nth(n).click();
    // The tray is for wider screens; on a phone the Menu button carries the count and the menu the link.
    await expect(page.getByTestId("compare-tray")).toBeHidden();
    await page.getByRole("button", { name: "Menu 3 cars to compare" }).click();
    await page.locator('[data-testid="compare-link"]:visible').click();
    await expect(page.getByTestId("compare-scroll-hint")).toHaveText(/Swipe sideways to see all 3 cars/);
    const scroller = page.locator('[aria-label="The comparison, scrolls sideways"]');
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card's Compare opens the compare page with that car", async ({ page, baseURL }) => {
    await page.goto(siteUrl(SITE, "/search/used-cars", baseURL));
    const card = page
      .getByRole("article")
      .filter({ has: page.getByTestId("compare-toggle") })
      .first();
    const title = await card.getByRole("heading").innerText();
    await card.getByTestId("compare-toggle").click();
    await expect(page).toHaveURL(/\/compare\?cars=/);
    await expect(page.getByTestId("compare-table")).toContainText(title);
  });
});
