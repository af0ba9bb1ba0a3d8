import { expect, test } from "@playwright/test";
import { open, ownAddress } from "./shopper";
import { siteUrl } from "./sites";

test.beforeEach(async ({ context }) => ownAddress(context, "10.90"));

test("special offers: filter to nothing and back, then enquire about an offer", async ({ page, baseURL }) => {
  await open(page, siteUrl("outback", "/special-offers", baseURL));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Special offers");
  await page.getByRole("searchbox", { name: "Search offers" }).fill("no offer is called this");
  await page.getByRole("button", { name: "Show offers" }).click();
  await expect(
    page.getByText("There appears to be no offers currently available that meet the conditions of your search"),
  ).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/special-offers$/);
  const first = page.getByRole("article").first();
  const name = await first.getByRole("heading").innerText();
  await first.getByRole("link", { name: "View offer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByRole("link", { name: "Enquire Now" }).click();
  const form = page.locator("#offer-enquiry");
  await expect(form.getByRole("textbox", { name: /Comments/ })).toHaveValue(`I'm interested in the ${name} offer.`);
  await form.getByRole("textbox", { name: "First name" }).fill("Casey");
  await form.getByRole("textbox", { name: "Last name" }).fill("Ng");
  await form.getByRole("textbox", { name: "Email" }).fill("casey@example.com");
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Postcode" }).fill("4350");
  const dealership = form.getByRole("combobox", { name: "Dealership" });
  if (await dealership.count()) await dealership.selectOption({ index: 1 });
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.locator("main")).toContainText(/reference [2-9A-HJKMNP-Z]{6}\)/);
});

test("an offer's Explore {model} button links /{model slug} (spec 001 section 2), which opens the model's page", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl("southern-cross", "/special-offers", baseURL));
  await page.getByRole("article").first().getByRole("link", { name: "View offer" }).click();
  const explore = page.getByRole("link", { name: /^Explore / });
  const model = (await explore.innerText()).replace(/^Explore /, "");
  await expect(explore).toHaveAttribute("href", /^\/[a-z0-9-]+$/);
  await explore.click();
  await expect(page).toHaveURL(/\/models\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(model);
});
