import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signInByLink } from "./console-staff";
import { loseTheAnswer, open } from "./shopper";
import { siteUrl } from "./sites";

// Issue 52: the console's forms, sent with the yard's connection gone, keep what was typed with the
// words and a retry; back online the retry saves once, even when the first send did arrive and only
// its answer was lost. The settings form's check is in console-settings.spec.ts (one draft a site).
const SITE = "metro-used";
const NOT_SENT = "Not sent: no connection. Your details are kept.";

async function sendOffline(page: Page, context: BrowserContext, send: () => Promise<void>) {
  await context.setOffline(true);
  await send();
  await expect(page.getByRole("alert").filter({ hasText: NOT_SENT })).toBeVisible();
  await expect(page.getByTestId("console-error")).toHaveCount(0);
}

async function retryOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
}

async function addCar(page: Page, baseURL: string | undefined) {
  const stocknum = `NS${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 100)}`;
  await open(page, siteUrl(SITE, "/console/stock/new", baseURL));
  await page.getByLabel("Stock number").fill(stocknum);
  await page.getByLabel("Year").fill("2021");
  await page.getByRole("textbox", { name: "Make", exact: true }).fill("Moskvich");
  await page.getByRole("textbox", { name: "Model", exact: true }).fill("Koral");
  await page.getByLabel("Price ($)", { exact: true }).fill("23456");
  await page.getByLabel("Odometer (km)").fill("41000");
  return stocknum;
}

test("a new car typed in the yard is kept offline and added once when tried again", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager");
  const stocknum = await addCar(page, baseURL);
  await sendOffline(page, context, () => page.getByRole("button", { name: "Add the car" }).click());
  await expect(page.getByLabel("Stock number")).toHaveValue(stocknum);
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveValue("23456");
  await retryOnline(page, context);
  await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
  await open(page, siteUrl(SITE, `/console/stock?q=${stocknum}`, baseURL));
  await expect(page.getByRole("row").filter({ hasText: stocknum })).toHaveCount(1);
});

test("a car's price and comments saved offline are kept, and saved once; a lost answer saves once too", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager");
  await addCar(page, baseURL);
  await page.getByRole("button", { name: "Add the car" }).click();
  // The address changes before the car's page is drawn: until it offers Save changes, what is typed
  // goes into the "Add a car" form on its way out.
  await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();

  await page.getByLabel("Price ($)", { exact: true }).fill("21990");
  await page.getByLabel("Dealer comments").fill("One owner, books and two keys.");
  await sendOffline(page, context, () => page.getByRole("button", { name: "Save changes" }).click());
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveValue("21990");
  await expect(page.getByLabel("Dealer comments")).toHaveValue("One owner, books and two keys.");
  await retryOnline(page, context);
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const history = page.getByRole("region", { name: "Price history" });
  await expect(history).toContainText("$23,456 → $21,990");

  // Saved on the server, the answer lost: Try again says saved, and no second change is made.
  await page.getByLabel("Price ($)", { exact: true }).fill("20990");
  await loseTheAnswer(page, /\/console\/stock\/\d+\.data/);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not sent" })).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(history).toContainText("$21,990 → $20,990");
  await expect(history.getByText("→ $20,990")).toHaveCount(1);
  await expect(page.getByRole("alert").filter({ hasText: /changed|refused|conflict/i })).toHaveCount(0);
});

test("a lead's note written offline is kept and added once; a lost answer adds it once too", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "owner", "Pat Owner");
  await open(page, siteUrl(SITE, "/console/leads", baseURL));
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/console\/leads\/\d+$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const note = `Rang from the yard ${Date.now()}`;
  await page.getByLabel("Add a note").fill(note);
  await sendOffline(page, context, () => page.getByRole("button", { name: "Add note" }).click());
  await expect(page.getByLabel("Add a note")).toHaveValue(note);
  await retryOnline(page, context);
  await expect(page.getByRole("region", { name: "Timeline" }).getByText(note)).toHaveCount(1);
  await expect(page.getByLabel("Add a note")).toHaveValue("");

  const second = `Texted the price ${Date.now()}`;
  await page.getByLabel("Add a note").fill(second);
  await loseTheAnswer(page, /\/console\/leads\/\d+\.data/);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not sent" })).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await page.reload();
  await expect(page.getByRole("region", { name: "Timeline" }).getByText(second)).toHaveCount(1);
});

test("a new page drafted offline is kept and saved once when tried again", async ({ page, context, baseURL }) => {
  await signInByLink(page, baseURL, "owner", "Olive Owner");
  await open(page, siteUrl(SITE, "/console/pages/new?kind=page", baseURL));
  const address = `offline-${Date.now()}`;
  await page.getByLabel("Address").fill(address);
  await page.getByLabel("Title").fill("Written on the yard");
  await page.getByLabel("Text (Markdown)").fill("## Open Saturday\n\nCome and see us.");
  await sendOffline(page, context, () => page.getByRole("button", { name: "Save the draft" }).click());
  await expect(page.getByLabel("Title")).toHaveValue("Written on the yard");
  await expect(page.getByLabel("Text (Markdown)")).toHaveValue("## Open Saturday\n\nCome and see us.");
  await retryOnline(page, context);
  await expect(page).toHaveURL(/\/console\/pages\/\d+$/);
  await open(page, siteUrl(SITE, "/console/pages", baseURL));
  await expect(page.getByRole("row").filter({ hasText: "Written on the yard" })).toHaveCount(1);
});

test("an import file chosen offline stays chosen and is previewed when tried again", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager");
  await open(page, siteUrl(SITE, "/console/imports", baseURL));
  const stock = `OFF${Date.now().toString().slice(-8)}`;
  const file = [
    "stocknum,year,make,model,car_type,status,price,km",
    `${stock},2022,Lada,Niva,used,in_stock,19990,12000`,
  ];
  await page
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "yard.csv", mimeType: "text/csv", buffer: Buffer.from(file.join("\n")) });
  await sendOffline(page, context, () => page.getByRole("button", { name: "Preview" }).click());
  expect(
    await page.getByLabel("File", { exact: true }).evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
  ).toBe("yard.csv");
  await retryOnline(page, context);
  await expect(page).toHaveURL(/\/console\/imports\/\d+$/);
  await expect(page.getByRole("region", { name: "New cars (1)" })).toContainText(`${stock} 2022 Lada Niva`);
});

test("a console page a role may not open says which role may, with a way back to the console", async ({
  page,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "sales", "Sam Sales");
  await open(page, siteUrl(SITE, "/console/settings", baseURL));
  const refusal = page.getByTestId("console-error");
  await expect(refusal.getByRole("heading", { level: 1 })).toHaveText("Your role can't open this");
  await expect(refusal).toContainText("it needs the Owner or Manager role");
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  await open(page, siteUrl(SITE, "/console/leads/999999999", baseURL));
  await expect(refusal.getByRole("heading", { level: 1 })).toHaveText("Not found on this site");
  await refusal.getByRole("link", { name: "Back to the console" }).click();
  await expect(page).toHaveURL(/\/console(\/[a-z]+)?$/);
  await expect(page.getByTestId("console-error")).toHaveCount(0);
});
