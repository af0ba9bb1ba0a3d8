import { expect, test, type Page } from "@playwright/test";
import { open, ownAddress } from "./shopper";
import { siteUrl } from "./sites";

/** Outback: several locations, no terms box. */
const SITE = "outback";

test.beforeEach(async ({ context }) => ownAddress(context, "10.70"));

async function fillContact(page: Page, email: string) {
  await page.getByRole("textbox", { name: "First name" }).fill("Jamie");
  await page.getByRole("textbox", { name: "Last name" }).fill("Tran");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Postcode" }).fill("4350");
}

test("book a test drive from /book-test-drive: a model, then one of its cars, a location and a time", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/book-test-drive", baseURL));
  // Issue 57: a truck, bike and caravan yard asks for a model or a vehicle.
  const vehicle = page.getByRole("combobox", { name: "Model or vehicle" });
  const model = (await vehicle.locator("optgroup").first().locator("option").first().textContent())!;
  await fillContact(page, "jamie@example.com");
  await vehicle.selectOption({ label: model });
  const cars = vehicle.locator("optgroup").nth(1).locator("option");
  await expect(cars.first()).toBeAttached();
  // Choosing the model brought its cars in, and kept what was typed.
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("jamie@example.com");
  await vehicle.selectOption({ label: (await cars.first().textContent())! });
  await page.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
  await page.getByRole("combobox", { name: "Preferred date and time (optional)" }).selectOption({ index: 2 });
  await page.getByRole("button", { name: "Book Test Drive" }).click();
  await expect(page.locator("main")).toContainText(/reference [2-9A-HJKMNP-Z]{6}\)/);
  await expect(page.locator("main")).toContainText("Test Drive");
});

test("/parts/search (spec 001 section 2): linked from the footer, a search starts the parts request, which the parts team receives", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/", baseURL));
  await page.getByRole("contentinfo").getByRole("link", { name: "Find a Part" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Genuine parts and accessories");
  await page.getByRole("searchbox", { name: "Part or accessory" }).fill("tow bar");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/parts\/search\?query=tow\+bar$/);
  await expect(page.getByRole("heading", { name: 'Ask for "tow bar"' })).toBeVisible();
  const wanted = page.getByRole("textbox", { name: "Parts or accessories you need" });
  await expect(wanted).toHaveValue("tow bar");
  await wanted.fill("tow bar and wiring harness");
  await page.getByRole("textbox", { name: "Make and model" }).fill("2021 Isuzu D-Max");
  await page.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
  await fillContact(page, "parts@example.com");
  await page.getByRole("button", { name: "Request Parts" }).click();
  await expect(page.locator("main")).toContainText(/reference [2-9A-HJKMNP-Z]{6}\)/);
});

test("/parts/search is a page only where the site takes parts requests", async ({ page, baseURL }) => {
  const response = await page.goto(siteUrl("metro-used", "/parts/search", baseURL));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Find a Part" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("book a service at /service#service-booking, told first what is missing", async ({ page, baseURL }) => {
    await page.goto(siteUrl(SITE, "/service#service-booking", baseURL));
    await expect(page.getByRole("heading", { name: "Book a service" })).toBeVisible();
    await fillContact(page, "service@example.com");
    await page.getByRole("textbox", { name: "Registration" }).fill("123ABC");
    await page.getByRole("textbox", { name: "Make and model" }).fill("Toyota HiLux");
    await page.getByRole("textbox", { name: "Kilometres" }).fill("lots");
    await page.getByRole("combobox", { name: "Service" }).selectOption("Logbook service");
    const date = page.getByLabel("Preferred date");
    await date.fill((await date.getAttribute("min"))!);
    await page.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Book Service" }).click();
    await expect(page.getByText("Please enter the kilometres as a number.").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Registration" })).toHaveValue("123ABC");
    await page.getByRole("textbox", { name: "Kilometres" }).fill("62000");
    await page.getByRole("button", { name: "Book Service" }).click();
    await expect(page.locator("main")).toContainText(/reference [2-9A-HJKMNP-Z]{6}\)/);
  });
});
