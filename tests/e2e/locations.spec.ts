import { expect, test } from "@playwright/test";
import { open } from "./shopper";
import { siteUrl } from "./sites";

test("the dealer locator's filters, a location's page and its holiday hours dialog", async ({ page, baseURL }) => {
  await open(page, siteUrl("southern-cross", "/", baseURL));
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Locations" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our locations");
  const cards = page.getByRole("list", { name: "Locations" }).getByRole("article");
  const all = await cards.count();
  await expect(page.getByText(`Locations 1 to ${all} of `)).toBeVisible();
  const firstOfPageOne = await cards.first().getByRole("heading").innerText();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/\/dealer-locator\?page=2$/);
  await expect(page.getByText(`Locations ${all + 1} to `)).toBeVisible();
  await expect(cards.first().getByRole("heading")).not.toHaveText(firstOfPageOne);
  await page.getByRole("navigation", { name: "Show locations" }).getByRole("link", { name: "Service" }).click();
  await expect(page).toHaveURL(/\/dealer-locator\?type=service$/);
  await expect(cards.first()).toContainText("Service");
  const service = await cards.count();
  expect(service).toBeGreaterThan(0);
  expect(service).toBeLessThan(all);
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeHidden();
  for (const type of await cards.locator(".location-card-type").allInnerTexts())
    expect(type.toLowerCase()).toBe("service");

  const first = cards.first();
  const name = await first.getByRole("heading").innerText();
  await first.getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("table").first()).toContainText(/Mon-Fri|Monday/);
  await page.getByRole("button", { name: "Holiday hours" }).click();
  const dialog = page.getByRole("dialog", { name: "Holiday hours" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Christmas Day");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: `Contact ${name}` })).toBeVisible();
});

test("the nearest location to a postcode comes first, with its distance; a postcode that is no place is refused", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl("southern-cross", "/dealer-locator", baseURL));
  const cards = page.getByRole("list", { name: "Locations" }).getByRole("article");
  const last = cards.last();
  const postcode = /(\d{4})$/.exec(await last.locator(".location-card-muted").first().innerText())![1]!;
  const search = page.getByRole("search", { name: "Nearest location" });
  await search.getByLabel("Find your nearest location").fill(postcode);
  await search.getByRole("button", { name: "Find nearest" }).click();
  await expect(search.getByText(`Nearest to ${postcode} first`)).toBeVisible();
  await expect(cards.first()).toContainText(postcode);
  await expect(cards.first()).toContainText(/km away/);

  await page
    .getByRole("navigation", { name: "Show locations" })
    .getByRole("link", { name: "Sales", exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`type=sales&postcode=${postcode}$`));
  await expect(search.getByLabel("Find your nearest location")).toHaveValue(postcode);

  await search.getByLabel("Find your nearest location").fill("0100");
  await search.getByRole("button", { name: "Find nearest" }).click();
  await expect(search.getByText("Invalid postcode", { exact: true })).toBeVisible();
  await expect(search.getByLabel("Find your nearest location")).toHaveAttribute("aria-invalid", "true");
  await expect(cards.first()).not.toContainText(/km away/);
});
