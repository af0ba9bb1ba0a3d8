import { expect, test, type Page } from "@playwright/test";
import { signInByLink } from "./console-staff";
import { open, ownAddress } from "./shopper";
import { siteUrl } from "./sites";

// Issue 52: a long form keeps a local draft as it is typed, offers it back after a reload or a crash,
// forgets it once saved, and never offers it to another person.
const SITE = "metro-used";

test.beforeEach(async ({ context }) => ownAddress(context, "10.53"));

const offer = (page: Page) => page.getByTestId("draft-offer");

/** A draft is offered a frame after the page hydrates: two frames on, an offer not shown is not coming. */
async function settled(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Waits until the browser has written a draft holding this text (drafts are written as typing pauses). */
async function draftHolds(page: Page, storage: "localStorage" | "sessionStorage", text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        ([kind, typed]) => {
          const store = kind === "localStorage" ? localStorage : sessionStorage;
          return Object.keys(store).some((key) => key.startsWith("draft:") && store.getItem(key)!.includes(typed!));
        },
        [storage, text],
      ),
    )
    .toBe(true);
}

async function newCarPage(page: Page, baseURL: string | undefined) {
  const stocknum = `DR${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 100)}`;
  await open(page, siteUrl(SITE, "/console/stock/new", baseURL));
  await page.getByLabel("Stock number").fill(stocknum);
  await page.getByLabel("Year").fill("2020");
  await page.getByRole("textbox", { name: "Make", exact: true }).fill("Skoda");
  await page.getByRole("textbox", { name: "Model", exact: true }).fill("Octavia");
  await page.getByLabel("Price ($)", { exact: true }).fill("27990");
  await page.getByRole("button", { name: "Add the car" }).click();
  await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
  return page.url();
}

test("a car's typed changes are offered back after a reload, gone once saved, and never offered to another person", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Dana Draft");
  const carUrl = await newCarPage(page, baseURL);
  await page.reload();
  await settled(page);
  await expect(offer(page)).toHaveCount(0);

  await page.getByLabel("Price ($)", { exact: true }).fill("25990");
  await page.getByLabel("Dealer comments").fill("Typed, then the phone died.");
  await draftHolds(page, "localStorage", "Typed, then the phone died.");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(offer(page)).toContainText("Restore what you typed just now?");
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveValue("27990");

  // Another staff member on another browser never sees it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInByLink(otherPage, baseURL, "manager", "Other Manager");
  await open(otherPage, carUrl);
  await settled(otherPage);
  await expect(otherPage.getByLabel("Price ($)", { exact: true })).toHaveValue("27990");
  await expect(offer(otherPage)).toHaveCount(0);
  await other.close();

  await offer(page).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveValue("25990");
  await expect(page.getByLabel("Dealer comments")).toHaveValue("Typed, then the phone died.");
  await expect(offer(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.reload();
  await settled(page);
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveValue("25990");
  await expect(offer(page)).toHaveCount(0);
});

test("a staff member signed in after another on the same browser is not offered their draft", async ({
  page,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "First Shift");
  const carUrl = await newCarPage(page, baseURL);
  await page.getByLabel("Dealer comments").fill("First shift's notes");
  await draftHolds(page, "localStorage", "First shift's notes");
  await page.reload();
  await expect(offer(page)).toBeVisible();
  await signInByLink(page, baseURL, "manager", "Second Shift");
  await open(page, carUrl);
  await settled(page);
  await expect(page.getByLabel("Dealer comments")).toHaveValue("");
  await expect(offer(page)).toHaveCount(0);
});

test("a trade-in's typed answers are offered back after a reload in the same tab, and to no other browser", async ({
  page,
  browser,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/sell-your-car", baseURL));
  await page.getByRole("textbox", { name: "Registration" }).fill("DRF 052");
  await page.getByRole("textbox", { name: "Kilometres" }).fill("88000");
  await page.getByRole("textbox", { name: "First Name" }).fill("Kim");
  await draftHolds(page, "sessionStorage", "Kim");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(offer(page)).toContainText(/Restore what you typed (just now|a minute ago)\?/);
  await offer(page).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("textbox", { name: "Registration" })).toHaveValue("DRF 052");
  await expect(page.getByRole("textbox", { name: "Kilometres" })).toHaveValue("88,000");
  await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Kim");

  const other = await browser.newPage();
  await open(other, siteUrl(SITE, "/sell-your-car", baseURL));
  await settled(other);
  await expect(other.getByRole("textbox", { name: "First Name" })).toHaveValue("");
  await expect(offer(other)).toHaveCount(0);
  await other.close();
});
