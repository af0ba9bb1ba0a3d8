import { expect, test } from "@playwright/test";
import { countShown, filterChips } from "./listing";
import { open } from "./shopper";
import { siteUrl } from "./sites";

// Issue 38: the listing reads what shoppers type, shows it as chips, relaxes and suggests.
const SITE = "southern-cross";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("issue 38: 'suv under 40k' reads as filters shown as chips; a chip removes its filter and Back brings it back", async ({
    page,
    baseURL,
  }) => {
    await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
    // Issue 56: the box is above the results, not inside the closed Filters.
    await expect(page.locator("details.listing-filters")).not.toHaveAttribute("open");
    const box = page.getByLabel("Search", { exact: true });
    await box.fill("suv under 40k");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\/suv\?.*range\[price\]=:40000/);
    // The suggestions' code, loaded by the focus after Enter, does not open them over the results.
    await expect(box).toHaveAttribute("role", "combobox");
    await page.waitForTimeout(1_000);
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toHaveCount(0);
    // The first result starts on the first screen.
    const firstTop = await page
      .getByRole("article")
      .first()
      .evaluate((card) => card.getBoundingClientRect().top);
    expect(firstTop).toBeLessThan(844);
    const chips = filterChips(page);
    await expect(chips).toHaveText(["SUV×", "Under $40,000×"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/SUV/);
    const prices = await page
      .getByRole("article")
      .evaluateAll((cards) =>
        cards.map((card) => Number(/\$([\d,]+)/.exec(card.textContent ?? "")![1]!.replace(/,/g, ""))),
      );
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(40_000);
    const filtered = await countShown(page);

    await page.getByRole("link", { name: "Remove Under $40,000" }).click();
    await expect(page).not.toHaveURL(/range\[price\]/);
    await expect(chips).toHaveText(["SUV×"]);
    await expect.poll(() => countShown(page)).toBeGreaterThan(filtered);

    await page.goBack();
    await expect(page).toHaveURL(/range\[price\]=:40000/);
    await expect(chips).toHaveText(["SUV×", "Under $40,000×"]);
    await expect.poll(() => countShown(page)).toBe(filtered);
  });

  test("issue 38: a reading nothing matches shows the nearest cars and says what gave way", async ({
    page,
    baseURL,
  }) => {
    await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars?query=7%20seater%20suv%20under%205k", baseURL));
    await expect(page.getByTestId("nearest-notice")).toHaveText(
      /^No vehicles match SUV · 7 seats · 8 seats · Under \$5,000\. Showing \d+ with a price up to \$[\d,]+\./,
    );
    await expect(page.getByRole("link", { name: "Remove Under $5,000 (relaxed)" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "No exact matches" })).toBeVisible();
    expect(await page.getByRole("article").count()).toBeGreaterThan(0);
  });
});

test("issue 38: the search box suggests makes and models with their stock after two letters, by keyboard", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
  const box = page.getByLabel("Search", { exact: true });
  await box.click();
  // One letter asks for nothing: the page's clock is moved well past the wait before asking, and no
  // question went out (not merely a slow one still on its way).
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/search-suggestions")) asked.push(new URL(request.url()).searchParams.get("q")!);
  });
  await page.clock.install();
  await box.pressSequentially("t");
  await page.clock.runFor(2_000);
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toHaveCount(0);
  expect(asked).toEqual([]);
  await page.clock.resume();
  await box.pressSequentially("oy");
  await expect(list.getByRole("option").first()).toHaveText(/^Toyota\s*\d+$/);
  expect(asked).not.toContain("t");
  await expect(page.getByRole("combobox", { name: "Search" })).toHaveAttribute("aria-expanded", "true");
  const count = Number((await list.getByRole("option").first().textContent())!.replace(/\D/g, ""));
  await box.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/toyota\?/);
  await expect.poll(() => countShown(page)).toBe(count);
  await expect(list).toHaveCount(0);
});

test("issue 56: the suggestions close when the shopper searches their own words with Enter", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
  const box = page.getByLabel("Search", { exact: true });
  await box.click();
  await box.pressSequentially("toyota");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option").first()).toBeVisible();
  await box.press("Enter");
  await expect(list).toHaveCount(0);
  await expect(page).toHaveURL(/toyota/);
  // Nothing asked before Enter opens them again once the results are in.
  await page.waitForTimeout(1_000);
  await expect(list).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Search" })).toHaveAttribute("aria-expanded", "false");
});

test("issue 38: a towing need read from the words stays when another filter is ticked", async ({ page, baseURL }) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars?query=ute%20tow%203.5%20tonnes", baseURL));
  const chips = filterChips(page);
  await expect(chips).toHaveText(["Ute×", "Tows 3,500 kg or more×"]);
  const towing = await countShown(page);
  const diesel = page.getByRole("checkbox", { name: /^Diesel/ });
  await diesel.check();
  await expect(page).toHaveURL(/fuel=Diesel/);
  await expect(page).toHaveURL(/range\[towing_capacity\]=3500:/);
  await expect(chips).toHaveText(["Ute×", "Diesel×", "Tows 3,500 kg or more×"]);
  await expect.poll(() => countShown(page)).toBeLessThanOrEqual(towing);
});

test("issue 38: the box offers what the typed words read as, with the count of the listing it opens", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
  const box = page.getByLabel("Search", { exact: true });
  await box.click();
  await box.pressSequentially("suv under 40k");
  const first = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first();
  await expect(first).toHaveText(/^SUV · Under \$40,000\s*[\d,]+$/);
  const offered = Number((await first.textContent())!.replace(/^.*\$40,000/, "").replace(/\D/g, ""));
  await first.click();
  await expect(page).toHaveURL(/\/search\/suv\?.*range\[price\]=:40000/);
  await expect.poll(() => countShown(page)).toBe(offered);
});
