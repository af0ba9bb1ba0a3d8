import { expect, test } from "@playwright/test";
import { open } from "./shopper";
import { siteUrl } from "./sites";

test("the dealer locator's filters, a location's page and its holiday hours dialog", async ({ page, baseURL }) => {
  await open(page, siteUrl("southern-cross", "/", baseURL));
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Locations" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our locations");
  const cards = page.getByRole("list", { name: "Locations" }).getByRole("article");
  const all = await cards.count();
  await page.getByRole("navigation", { name: "Show locations" }).getByRole("link", { name: "Service" }).click();
  await expect(page).toHaveURL(/\/dealer-locator\?type=service$/);
  await expect(cards.first()).toContainText("Service");
  const service = await cards.count();
  expect(service).toBeGreaterThan(0);
  expect(service).toBeLessThan(all);
  for (const type of await cards.locator("p.uppercase").allInnerTexts()) expect(type.toLowerCase()).toBe("service");

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
