import { expect, test, type Page } from "@playwright/test";
import { open } from "./shopper";
import { siteUrl } from "./sites";

// The budget finder of spec 001 sections 2, 4, 8 and 9 (its sum at the site's rate, issue 56), on the used-car dealer's home page (monthly repayments).
const SITE = "metro-used";
const finder = (page: Page) => page.getByRole("region", { name: "Find cars for your budget" });
const prices = async (page: Page) =>
  (await page.getByRole("article").locator(".car-card-amount").allTextContents())
    .filter((p) => p.startsWith("$"))
    .map((p) => Number(p.replace(/[^0-9]/g, "")));

test("the budget updates as the shopper types, refuses a budget below every car, and searches up to it", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/", baseURL));
  const budget = finder(page);
  await expect(budget.getByRole("status").filter({ hasText: "$" })).toHaveText("$30,239");
  // Issue 56: the budget is what the site's calculator lends on the repayment, on terms it says.
  await expect(
    budget.getByText("At 10% p.a. over 5 years, no final payment, before fees", { exact: false }),
  ).toBeVisible();
  const repayment = budget.getByLabel("Monthly repayment");
  const deposit = budget.getByLabel("Deposit");

  await repayment.fill("10");
  await deposit.fill("0");
  await expect(budget.getByRole("status").filter({ hasText: "$" })).toHaveText("$471");
  await expect(budget.getByRole("button", { name: "0 Cars Found" })).toBeDisabled();
  await expect(budget.getByText("No Cars found for this budget")).toBeVisible();
  await expect(repayment).toHaveAttribute("aria-invalid", "true");

  await repayment.fill("lots");
  await expect(repayment).toHaveValue("0");
  await repayment.fill("4500");
  await expect(repayment).toHaveValue("4,500");
  await repayment.fill("450");
  await expect(budget.getByRole("status").filter({ hasText: "$" })).toHaveText("$21,179");
  await budget.getByText("SUV", { exact: true }).click();
  await expect(budget.getByRole("checkbox", { name: "SUV" })).toBeChecked();
  await budget.getByRole("button", { name: "View Cars In This Range" }).click();
  await expect(page).toHaveURL(/\/search\/used-cars\?body=suv&range\[price\]=:21179$/);
  // The address changes before React draws the listing: wait for the listing's own cards, with their prices.
  await expect(page.getByText(/vehicles? found/)).toBeVisible();
  await expect.poll(async () => (await prices(page)).length).toBeGreaterThan(0);
  for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(21_179);
});

test("weekly repayments start at 200", async ({ page, baseURL }) => {
  await open(page, siteUrl(SITE, "/", baseURL));
  await finder(page).getByRole("radio", { name: "Weekly" }).check();
  await expect(finder(page).getByLabel("Weekly repayment")).toHaveValue("200");
  await expect(finder(page).getByRole("status").filter({ hasText: "$" })).toHaveText("$42,891");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form goes to the search its budget buys, or says nothing is in reach", async ({ page, baseURL }) => {
    await page.goto(siteUrl(SITE, "/", baseURL));
    await finder(page).getByLabel("Monthly repayment").fill("500");
    await finder(page).getByLabel("Deposit").fill("0");
    await finder(page).getByRole("button", { name: "View Cars In This Range" }).click();
    await expect(page).toHaveURL(/\/search\/used-cars\?range\[price\]=:23533$/);
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(23_533);

    await page.goto(siteUrl(SITE, "/", baseURL));
    await finder(page).getByLabel("Monthly repayment").fill("10");
    await finder(page).getByLabel("Deposit").fill("0");
    await finder(page).getByRole("button", { name: "View Cars In This Range" }).click();
    await expect(page).toHaveURL(/\/budget\?/);
    await expect(finder(page).getByRole("button", { name: "0 Cars Found" })).toBeDisabled();
    await expect(finder(page).getByText("No Cars found for this budget")).toBeVisible();
    await expect(finder(page).getByLabel("Monthly repayment")).toHaveValue("10");
  });
});

test("each site's Latest News shows its own posts, newest first, and a card opens its post", async ({
  page,
  baseURL,
}) => {
  const headings: string[][] = [];
  for (const site of ["metro-used", "outback"]) {
    await page.goto(siteUrl(site, "/", baseURL));
    const news = page.getByRole("region", { name: "Latest News" });
    const cards = news.getByRole("article");
    await expect(cards).toHaveCount(3);
    headings.push(await cards.getByRole("heading").allInnerTexts());
  }
  expect(headings[0]!.some((h) => headings[1]!.includes(h))).toBe(false);
  const first = page.getByRole("region", { name: "Latest News" }).getByRole("article").first();
  const title = await first.getByRole("heading").innerText();
  await first.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("img", { name: /./ }).first()).toBeVisible();
  await page.getByRole("link", { name: "‹ Latest News" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest News");
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(title);
});

test("a brand's page draws its tile's banner, served through the image endpoint (issue 56)", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl("southern-cross", "/brands", baseURL));
  await page.getByRole("main").getByRole("link", { name: /^Kia/ }).first().click();
  await expect(page).toHaveURL(/\/brands\/kia$/);
  const banner = page.getByTestId("brand-banner");
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute("src", /^\/img\?.*three-quarter\.svg/);
  await expect(banner).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
