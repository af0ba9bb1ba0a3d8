import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { checkDigitOf } from "~/features/cars";
import { seriousProblems } from "./axe";
import { signInByLink } from "./console-staff";
import { open } from "./shopper";
import { siteUrl } from "./sites";

// Issue 55 at 390 px, as a manager on the yard's phone: a DMS export is mapped once and imported; a
// full feed that would empty the yard asks for the count typed before it changes anything.
const SITE = "metro-used";
const NOT_SENT = "Not sent: no connection. Your details are kept.";
test.use({ viewport: { width: 390, height: 844 } });

async function upload(page: Page, baseURL: string | undefined, name: string, text: string, fullFeed = false) {
  await open(page, siteUrl(SITE, "/console/imports", baseURL));
  await page
    .getByLabel("File", { exact: true })
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  if (fullFeed) await page.getByLabel("It lists every car: mark cars it leaves out as sold").check();
  await page.getByRole("button", { name: "Preview" }).press("Enter");
  await expect(page).toHaveURL(/\/console\/imports\/\d+$/);
}

test("issue 55: a DMS export with its own headers is mapped, previewed and applied, and the car is on the site", async ({
  page,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager");
  const tag = Date.now().toString().slice(-7);
  const file = readFileSync("tests/fixtures/dms/pentana-export.csv", "utf8")
    .replace(/P551(\d)/g, `P${tag}$1`)
    .replace(/Volkswagen/g, "Skoda");
  await upload(page, baseURL, "pentana.csv", file);

  const step = page.getByRole("region", { name: "Which field does each column fill?" });
  await expect(step).toBeVisible();
  await expect(step.getByLabel("Stock#")).toHaveValue("stocknum");
  await expect(step.getByLabel("Odo")).toHaveValue("km");
  await expect(step.getByText("Ex-demo, one owner, full service history")).toBeVisible();
  await expect(step.getByTestId("unused-columns")).toHaveText("Not used: Internal Cost");
  expect(await seriousProblems(page, [])).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("mapping-390.png"), fullPage: true });

  // A column taken away from the stock number is named beside the form, and focus goes to the first problem.
  await step.getByLabel("Stock#").selectOption("");
  await step.getByRole("button", { name: "Read the file with these columns" }).click();
  await expect(page.getByRole("alert")).toContainText("Choose the column that holds the stock number.");
  await step.getByLabel("Stock#").selectOption("stocknum");
  // Sent with the yard's connection gone: the choices stay, with a retry that reads the file once.
  await page.context().setOffline(true);
  await step.getByRole("button", { name: "Read the file with these columns" }).click();
  await expect(page.getByRole("alert").filter({ hasText: NOT_SENT })).toBeVisible();
  await expect(step.getByLabel("Stock#")).toHaveValue("stocknum");
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();

  await expect(page.getByText("Nothing has changed yet.")).toBeVisible();
  await expect(page.getByRole("region", { name: "New cars (3)" })).toContainText(`P${tag}0 2024 Skoda Polo`);
  await expect(page.getByText("Columns read: 16 of 17 · not used: Internal Cost")).toBeVisible();
  await page.getByRole("button", { name: "Apply the 3 good rows" }).click();
  await expect(page.getByText("Applied", { exact: true })).toBeVisible();

  const shopper = await page.context().browser()!.newPage();
  await shopper.goto(siteUrl(SITE, "/search/skoda", baseURL));
  await expect(shopper.locator("main").getByRole("article").first()).toContainText("Skoda");
  await shopper.close();
});

test("issue 55: a full feed that would mark most of the yard sold asks for the count typed, and changes nothing without it", async ({
  page,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager");
  const file = ["stocknum,year,make,model,car_type,status,price", "WRONG1,2020,Kia,Rio,used,in_stock,15990"].join("\n");
  await upload(page, baseURL, "wrong-feed.csv", file, true);

  const warning = page.getByTestId("sold-guard");
  await expect(warning).toContainText(/This full feed would mark \d+ of your \d+ cars sold/);
  const count = Number(/mark (\d+) of/.exec((await warning.textContent()) ?? "")![1]);
  await expect(page.getByRole("region", { name: `No longer listed: will be marked sold (${count})` })).toBeVisible();
  expect(await seriousProblems(page, [])).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("sold-guard-390.png"), fullPage: true });

  const typed = page.getByLabel(`Cars to mark sold (type ${count})`);
  await typed.fill(String(count - 1));
  await page.getByRole("button", { name: "Apply the 1 good row" }).click();
  await expect(page.getByText(`Type ${count} to confirm marking ${count} cars sold.`)).toBeVisible();
  await expect(typed).toBeFocused();
  await expect(page.getByText("Nothing has changed yet.")).toBeVisible();

  // Without scripts the server refuses it the same way: nothing was applied.
  await page.reload();
  await expect(page.getByText("Previewed, not applied")).toBeVisible();
});

test("issue 55: quick add from a VIN at 390 px: looked up, confirmed, added with a photo, and on the public site", async ({
  page,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager");
  // A demo HiLux's VIN gives the maker's code of its line; another of that line has its own serial.
  await open(page, siteUrl(SITE, "/console/stock?q=hilux", baseURL));
  await page.locator("main").getByRole("link").filter({ hasText: "HiLux" }).first().click();
  const known = await page.getByLabel("VIN", { exact: true }).inputValue();
  const model = await page.getByRole("textbox", { name: "Model", exact: true }).inputValue();
  const sibling = `${known.slice(0, 8)}0${known[9]}R${Date.now().toString().slice(-6)}`;
  const vin = `${sibling.slice(0, 8)}${checkDigitOf(sibling)}${sibling.slice(9)}`;

  await open(page, siteUrl(SITE, "/console/stock", baseURL));
  await page.getByRole("link", { name: "Quick add" }).click();
  await expect(page).toHaveURL(/\/console\/stock\/quick$/);
  const stocknum = `QA${Date.now().toString().slice(-7)}`;
  await page.getByLabel("Stock number").fill(stocknum);
  await page.getByLabel("VIN or rego").fill(`${vin.slice(0, 9)}O${vin.slice(10)}`);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("A VIN never holds O: it is probably 0.")).toBeVisible();
  await page.getByLabel("VIN or rego").fill(vin.toLowerCase());
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText(/^Found: \d{4} Toyota HiLux/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Model" })).toHaveValue(model);
  await expect(page.getByLabel("Stock number")).toHaveValue(stocknum);
  expect(await seriousProblems(page, [])).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("quick-add-390.png"), fullPage: true });

  // An empty price is named beside its field, with focus on it.
  await page.getByRole("button", { name: "Add the car" }).click();
  await expect(page.getByText("Give the price in whole dollars, such as 32990.")).toBeVisible();
  await expect(page.getByLabel("Price ($)")).toBeFocused();
  await page.getByLabel("Price ($)").fill("$51,990");
  await page.getByLabel("Odometer (km)").fill("38,500");
  await page.getByLabel("Colour").fill("Crystal Pearl");
  await page.getByLabel("Yard").selectOption({ index: 1 });
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#8a8f94" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Photos").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Add the car" }).click();
  await expect(page.getByRole("alert").filter({ hasText: NOT_SENT })).toBeVisible();
  await expect(page.getByLabel("Price ($)")).toHaveValue("$51,990");
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Toyota HiLux");
  await expect(page.getByRole("heading", { name: "Photos (1)" })).toBeVisible();

  const path = await page.locator("main a[target=_blank]").first().getAttribute("href");
  const shopper = await page.context().browser()!.newPage();
  await shopper.goto(siteUrl(SITE, path!, baseURL));
  await expect(shopper.getByRole("heading", { level: 1 })).toContainText("Toyota HiLux");
  await expect(shopper.locator("main")).toContainText("$51,990");
  await shopper.close();
});

test("issue 55: the aged-stock view at 390 px shows the market and leads to a bulk price change", async ({
  page,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager");
  await open(page, siteUrl(SITE, "/console/stock", baseURL));
  await page.getByRole("link", { name: "Aged stock" }).click();
  await expect(page.getByRole("heading", { name: /^Aged stock: \d+ cars?$/ })).toBeVisible();
  const first = page
    .locator("main li")
    .filter({ has: page.getByRole("checkbox") })
    .first();
  await expect(first).toContainText(/aged/);
  expect(await seriousProblems(page, [])).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("aged-390.png"), fullPage: true });

  await page.getByRole("link", { name: "Lower their prices" }).click();
  await expect(page).toHaveURL(/flag=aged&bulk=price/);
  await expect(page.getByLabel("Action")).toHaveValue("price");
  await expect(page.getByLabel("Price change")).toBeFocused();
  const tick = first.getByRole("checkbox");
  await tick.check();
  await page.getByLabel("Price change").fill("-10");
  await page.getByRole("button", { name: "Apply…" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(/Lower the price of 1 car by \$10/);
  await page.getByRole("button", { name: "Yes, do it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Done: 1 car changed." })).toBeVisible();
});
