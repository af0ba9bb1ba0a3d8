import { expect, test, type Page } from "@playwright/test";
import { countShown, found } from "./listing";
import { sites, siteUrl } from "./sites";

// The search listing of spec 000 section 2, driven as a shopper would, with and without JavaScript.
const SITE = "southern-cross";

/** The first option of a facet group: its value and the count its label shows. */
async function firstOption(page: Page, group: string) {
  const box = page.getByRole("group", { name: group }).getByRole("checkbox").first();
  const label = (await box.locator("xpath=ancestor::label").textContent()) ?? "";
  return { box, value: (await box.getAttribute("value")) ?? "", count: Number(/\((\d+)\)/.exec(label)?.[1]) };
}

/**
 * After a tick: the headline and the ticked option's own count. Both come from one answer, so a car
 * another test sells meanwhile cannot set them apart (a poll reads them again if a render fell between).
 */
async function tickedCounts(page: Page, group: string, value: string) {
  const box = page.getByRole("group", { name: group }).locator(`input[value="${value}"]`);
  const label = (await box.locator("xpath=ancestor::label").textContent()) ?? "";
  return {
    shown: await countShown(page),
    option: Number(/\((\d+)\)/.exec(label)?.[1]),
    checked: await box.isChecked(),
  };
}

/** Opens a page and waits until React has hydrated it, so clicks reach the enhanced page. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Waits until the results on screen are those of the address the browser shows. */
async function resultsShown(page: Page) {
  const url = new URL(page.url());
  await page.locator(`section[data-listing="${decodeURIComponent(url.pathname + url.search)}"]`).waitFor();
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

test("choosing a make, a model and a price range updates the URL, the hits and the counts; Back restores", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
  await expect(found(page)).toBeVisible();
  const all = await countShown(page);

  const make = await firstOption(page, "Make");
  await make.box.check();
  await expect(page).toHaveURL(new RegExp(`/search/${slug(make.value)}$`));
  await expect(found(page)).toHaveText(new RegExp(`^${make.count} vehicles? found`));
  expect(make.count).toBeLessThan(all);

  const model = await firstOption(page, "Model");
  await model.box.check();
  await expect(page).toHaveURL(new RegExp(`/search/${slug(make.value)}/${slug(model.value)}$`));
  await resultsShown(page);
  await expect(found(page)).toHaveText(new RegExp(`^${model.count} vehicles? found`));
  const titles = page.getByRole("article").getByRole("heading");
  for (const title of await titles.allTextContents()) expect(title).toContain(`${make.value} ${model.value}`);

  const maxPrice = page.getByRole("slider", { name: "Maximum price" });
  const top = Number(await maxPrice.getAttribute("max"));
  const bottom = Number(await maxPrice.getAttribute("min"));
  const limit = Math.round((bottom + (top - bottom) / 2) / 1000) * 1000;
  await maxPrice.fill(String(limit));
  await expect(page).toHaveURL(new RegExp(`range\\[price\\]=:${limit}`));
  await resultsShown(page);
  const narrowed = await countShown(page);
  expect(narrowed).toBeLessThanOrEqual(model.count);
  for (const price of await page.getByRole("article").locator(".car-card-amount").allTextContents()) {
    if (price.startsWith("$")) expect(Number(price.replace(/[^0-9]/g, ""))).toBeLessThanOrEqual(limit);
  }

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search/${slug(make.value)}/${slug(model.value)}$`));
  await expect(found(page)).toHaveText(new RegExp(`^${model.count} vehicles? found`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search/${slug(make.value)}$`));
  await expect(page.getByRole("checkbox", { name: new RegExp(`^${model.value} `) })).not.toBeChecked();
});

test("a query with no hits never ends on an empty page: the nearest stock, what gave way, and a way to all of it (issue 56)", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
  const all = await countShown(page);
  await page.getByLabel("Search", { exact: true }).fill("qqzzxx");
  await expect(page).toHaveURL(/query=qqzzxx/);
  await expect(page.getByText("No exact matches")).toBeVisible();
  await expect(page.getByTestId("nearest-notice")).toContainText(
    `No vehicles match “qqzzxx”. Showing ${all.toLocaleString("en-AU")} with the words “qqzzxx” left out.`,
  );
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.getByTestId("nearest-notice").getByRole("link", { name: "See them all" }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/);
  await expect(found(page)).toHaveText(new RegExp(`^${all.toLocaleString("en-AU")} vehicles found`));
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same filters work through the form and links", async ({ page, baseURL }) => {
    await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
    const make = await firstOption(page, "Make");
    await make.box.check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${slug(make.value)}$`));
    await expect(found(page)).toHaveText(new RegExp(`^${make.count} vehicles? found`));

    const model = await firstOption(page, "Model");
    await model.box.check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${slug(make.value)}/${slug(model.value)}`));
    await expect(found(page)).toHaveText(new RegExp(`^${model.count} vehicles? found`));

    await page.getByLabel("Search", { exact: true }).fill("qqzzxx");
    await page.getByRole("button", { name: "Apply filters" }).click();
    // Issue 56: the words give way, the make and model stay.
    await expect(page.getByTestId("nearest-notice")).toContainText(
      `Showing ${model.count} with the words “qqzzxx” left out.`,
    );
    await page.getByTestId("nearest-notice").getByRole("link", { name: "See them all" }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${slug(make.value)}/${slug(model.value)}$`));
    await expect(found(page)).toHaveText(new RegExp(`^${model.count} vehicles? found`));
  });

  test("the search box above the results sends its words with the filters from its own Search button (issue 56)", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
    await page.getByLabel("Search", { exact: true }).fill("suv under 40k");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\/suv\?.*range\[price\]=:40000/);
    await expect(page.getByRole("list", { name: "Filters in use" })).toContainText("Under $40,000");
  });

  test("Show all makes opens the list as a link, and a make from it filters the listing", async ({ page, baseURL }) => {
    await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
    const makes = page.getByRole("group", { name: "Make" });
    await expect(makes.getByRole("checkbox")).toHaveCount(7);
    await makes.getByRole("link", { name: "Show all makes" }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?show=make$/);
    const last = makes.getByRole("checkbox").last();
    expect(await makes.getByRole("checkbox").count()).toBeGreaterThan(7);
    const make = (await last.getAttribute("value")) ?? "";
    await last.check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${slug(make)}$`));
    await expect(
      page.getByRole("group", { name: "Make" }).getByRole("checkbox", { name: new RegExp(`^${make}`) }),
    ).toBeChecked();
  });

  test("pages are links", async ({ page, baseURL }) => {
    await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
    const first = await page.getByRole("article").first().getByRole("heading").textContent();
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.getByRole("article").first().getByRole("heading")).not.toHaveText(first ?? "");
  });
});

test("Show all makes opens the whole list in place and Show fewer makes closes it, keeping the choices", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars?fuel=Petrol", baseURL));
  const makes = page.getByRole("group", { name: "Make" });
  await expect(makes.getByRole("checkbox")).toHaveCount(7);
  await makes.getByRole("link", { name: "Show all makes" }).click();
  await expect(page).toHaveURL(/\?fuel=Petrol&show=make$/);
  await resultsShown(page);
  expect(await makes.getByRole("checkbox").count()).toBeGreaterThan(7);
  await expect(makes.getByRole("link", { name: "Show fewer makes" })).toBeFocused();
  await makes.getByRole("link", { name: "Show fewer makes" }).click();
  await expect(page).toHaveURL(/\?fuel=Petrol$/);
  await expect(makes.getByRole("checkbox")).toHaveCount(7);
});

test("the home page's price slider and facet tiles link into the listing", async ({ page, baseURL }) => {
  await open(page, siteUrl(SITE, "/", baseURL));
  await page.getByRole("slider", { name: "Highest price" }).fill("40000");
  await expect(page.getByText("$5,000 - $40,000")).toBeVisible();
  await page.getByRole("button", { name: "Show cars in this price range" }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?range\[price\]=:40000&sortBy=price_desc$/);
  await resultsShown(page);
  const prices = (await page.getByRole("article").locator(".car-card-amount").allTextContents())
    .filter((p) => p.startsWith("$"))
    .map((p) => Number(p.replace(/[^0-9]/g, "")));
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  expect(Math.max(...prices)).toBeLessThanOrEqual(40000);

  await open(page, siteUrl(SITE, "/", baseURL));
  const tile = page.getByRole("region", { name: "Browse by body type" }).getByRole("link").first();
  const count = Number(/\((\d+)\)/.exec((await tile.textContent()) ?? "")?.[1]);
  await tile.click();
  await expect(page).toHaveURL(/\/search\/[a-z-]+$/);
  await expect(found(page)).toHaveText(new RegExp(`^${count.toLocaleString("en-AU")} vehicles? found`));
});

test("each car type's count agrees on the home tiles, the Our Stock menu, the listing and its filter, on every demo site", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const number = (text: string | null) => Number(/([\d,]+)/.exec(text ?? "")?.[1]?.replace(/,/g, ""));
  let menus = 0;
  for (const site of sites) {
    // Other tests change stock on the same server (a reservation, an import), so a count may move
    // between the home page and the listing: the site's pages are read again until they agree, and a
    // count that disagrees for good still fails.
    await expect(async () => {
      // The counts are server-rendered, so the pages are read as they arrive, without waiting for scripts.
      await page.goto(siteUrl(site.slug, "/", baseURL));
      const tiles = page.getByRole("region", { name: "Browse our stock" }).getByRole("link");
      const shown = await tiles.evaluateAll((links) =>
        links.map((a) => [a.getAttribute("href")!, a.textContent!] as const),
      );
      expect(shown.length, site.slug).toBeGreaterThan(0);
      const onHome = [];
      for (const [href, text] of shown) {
        // A site whose Our Stock has no dropdown shows no count there.
        const counted = page.getByRole("navigation", { name: "Main" }).last().locator(`a[href="${href}"] span`);
        const menu = (await counted.count()) ? number(await counted.first().textContent()) : null;
        if (menu !== null) menus++;
        onHome.push({ href, tile: number(text), menu });
      }
      for (const { href, tile, menu } of onHome) {
        await page.goto(siteUrl(site.slug, href, baseURL));
        const listing = number(await found(page).textContent());
        const type = /\/search\/(\w+)-cars$/.exec(href)![1]!;
        const filter = number(
          await page.locator(`input[name="car_type"][value="${type}"] ~ span`).last().textContent(),
        );
        expect({ site: site.slug, href, tile, menu: menu ?? listing, filter }).toEqual({
          site: site.slug,
          href,
          tile: listing,
          menu: listing,
          filter: listing,
        });
      }
    }).toPass({ timeout: 30_000 });
  }
  expect(menus).toBeGreaterThan(0);
});

test("a keyboard shopper keeps their place: focus stays on a filter after it applies, and arrowing through Sort by applies only on Enter", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
  const { box, value } = await firstOption(page, "Make");
  await box.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(new RegExp(`/search/${slug(value)}$`));
  await resultsShown(page);
  await expect(page.getByRole("group", { name: "Make" }).getByRole("checkbox", { checked: true })).toBeFocused();

  const sort = page.getByLabel("Sort by");
  const initial = await sort.inputValue();
  const orders: string[] = [];
  page.on("request", (request) => {
    const sortBy = new URL(request.url()).searchParams.get("sortBy");
    if (sortBy) orders.push(sortBy);
  });
  const historyBefore = await page.evaluate(() => history.length);
  await sort.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(sort).not.toHaveValue(initial);
  const chosen = await sort.inputValue();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`sortBy=${chosen}`));
  await resultsShown(page);
  // The two arrows asked for nothing: the only order requested, and the only new entry in the history, is Enter's.
  expect(new Set(orders)).toEqual(new Set([chosen]));
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  await expect(sort).toBeFocused();
  await expect(sort).toHaveValue(chosen);
});

test("while the next results load, the previous results and their count stay on screen (spec 000 §4)", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
  const before = await countShown(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const make = await firstOption(page, "Make");
  await make.box.check();
  await expect(page.getByTestId("listing-updating")).toBeVisible();
  await expect(found(page)).toContainText(`${before.toLocaleString("en-AU")} vehicles found`);
  await expect(page.getByRole("article").first()).toBeVisible();
  release();
  await expect(found(page)).toHaveText(new RegExp(`^${make.count} vehicles? found`));
  await expect(page.getByTestId("listing-updating")).toHaveCount(0);
});

test("where cards show a weekly price, the listing filters by its band (spec 000 section 3, weekly_price_range)", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
  const { box, value, count } = await firstOption(page, "Weekly repayment");
  expect(value).toMatch(/^(Under \$\d+|\$\d+ to \$\d+|\$\d+ and over)$/);
  expect(count).toBeGreaterThan(0);
  await box.check();
  await expect(page).toHaveURL(/weekly_price_range=/);
  await expect
    .poll(async () => {
      const after = await tickedCounts(page, "Weekly repayment", value);
      return after.checked && after.shown === after.option && after.shown > 0;
    })
    .toBe(true);
  const [low, high] = value.startsWith("Under")
    ? [0, Number(value.replace(/\D/g, ""))]
    : value.endsWith("and over")
      ? [Number(value.replace(/\D/g, "")), Infinity]
      : value.split(" to ").map((end) => Number(end.replace(/\D/g, "")));
  const cards = await page.getByRole("article").allTextContents();
  expect(cards.length).toBeGreaterThan(0);
  for (const text of cards) {
    const amount = Number(/\$([\d,]+) per week/.exec(text)![1]!.replace(/,/g, ""));
    expect(amount).toBeGreaterThanOrEqual(low!);
    expect(amount).toBeLessThan(high!);
  }

  await open(page, siteUrl("metro-used", "/search/used-cars", baseURL));
  await expect(page.getByRole("group", { name: "Make" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Weekly repayment" })).toHaveCount(0);
});

test("where the site turns them on, the listing filters by feature and by category (spec 000 section 3, filtered_features and categories)", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars", baseURL));
  const all = await countShown(page);
  const features = page.getByRole("group", { name: "Features" }).getByRole("checkbox");
  // The least common feature on the list, so the filter visibly narrows the listing.
  const last = features.last();
  const label = (await last.locator("xpath=ancestor::label").textContent()) ?? "";
  const feature = (await last.getAttribute("value"))!;
  const count = Number(/\((\d+)\)/.exec(label)?.[1]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);
  await last.check();
  await expect(page).toHaveURL(/filtered_features=/);
  await expect
    .poll(async () => {
      const after = await tickedCounts(page, "Features", feature);
      return after.checked && after.shown === after.option && after.shown < all;
    })
    .toBe(true);
  await page.getByRole("article").first().getByRole("link").first().click();
  await expect(page.locator("#features")).toContainText(feature);

  await open(page, siteUrl(SITE, "/search/new-used-and-demo-cars?categories=Family", baseURL));
  const family = await countShown(page);
  expect(family).toBeGreaterThan(0);
  expect(family).toBeLessThan(all);
  await expect(page.getByRole("group", { name: "Category" }).getByRole("checkbox", { name: /Family/ })).toBeChecked();

  await open(page, siteUrl("outback", "/search/new-used-and-demo-cars", baseURL));
  await expect(page.getByRole("group", { name: "Make" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Features" })).toHaveCount(0);
});
