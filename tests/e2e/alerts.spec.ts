import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { open, ownAddress, signInWithCode } from "./shopper";
import { siteUrl } from "./sites";

const SITE = "metro-used";

/** The newest alert e-mail the outbox wrote for this address, quoted-printable undone. */
function alertMailTo(email: string): string | undefined {
  const mails = readdirSync("data/e2e-mail")
    .filter((f) => f.startsWith(`${SITE}-alert-`))
    .map((f) =>
      readFileSync(`data/e2e-mail/${f}`, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
  return mails.filter((m) => m.includes(`To: ${email}`)).at(-1);
}

/** The confirmation's link, taken from the e-mail as the shopper would click it, on this test server. */
async function confirmationLink(email: string, baseURL: string | undefined): Promise<string> {
  await expect.poll(() => alertMailTo(email)?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
  const path = /https:\/\/[^/\s]+(\/alerts\/[\w.-]+\/confirm)/.exec(alertMailTo(email)!)?.[1];
  expect(path).toBeTruthy();
  return siteUrl(SITE, path!, baseURL);
}

async function saveThisSearch(page: Page, email: string) {
  await page.getByText("Get email alerts for this search").click();
  await page.getByLabel("Your email").fill(email);
  await page.getByRole("button", { name: "Save search" }).click();
}

test.describe("saved searches and alerts", () => {
  test("a shopper saves a listing, confirms from the e-mail, removes the search and unsubscribes, all without signing in", async ({
    page,
    context,
    baseURL,
  }) => {
    await ownAddress(context, "10.71");
    const email = `alerts-${Date.now()}@example.com`;
    await open(page, siteUrl(SITE, "/search/toyota", baseURL));
    await saveThisSearch(page, email);
    await expect(page.getByRole("status").filter({ hasText: "Almost done" })).toContainText(email);

    await page.goto(await confirmationLink(email, baseURL));
    await expect(page.getByRole("status")).toContainText("your alerts are on");
    const saved = page.getByRole("link", { name: "Toyota", exact: true });
    await expect(saved).toHaveAttribute("href", "/search/toyota");

    await page.getByRole("button", { name: "Remove Toyota" }).click();
    await expect(page.getByRole("status")).toHaveText("Search removed.");
    await expect(saved).toHaveCount(0);

    // The e-mail's unsubscribe link: the alerts page's own address with /unsubscribe.
    await page.goto(page.url().replace(/(\/alerts\/[^/]+).*$/, "$1/unsubscribe"));
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  });

  test("without scripts the form posts and answers with its own page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await ownAddress(context, "10.72");
    const page = await context.newPage();
    const email = `no-script-${Date.now()}@example.com`;
    await page.goto(siteUrl(SITE, "/search/new-cars", baseURL));
    await saveThisSearch(page, email);
    await expect(page).toHaveURL(/\/alerts\/save$/);
    await expect(page.getByRole("status")).toContainText(`we've sent a link to ${email}`);
    await page.getByRole("link", { name: "Back to your search" }).click();
    await expect(page).toHaveURL(/\/search\/new-cars$/);
    await context.close();
  });

  test("a signed-in shopper asks for the watchlist's price drops, confirms, and the watchlist says where they go", async ({
    page,
    context,
    baseURL,
  }) => {
    await ownAddress(context, "10.73");
    const email = `watcher-${Date.now()}@example.com`;
    await open(page, siteUrl(SITE, "/watchlist", baseURL));
    await signInWithCode(page, baseURL, SITE);
    await expect(page).toHaveURL(/\/watchlist$/);
    const alerts = page.getByRole("region", { name: "Price-drop emails" });
    await alerts.getByLabel("Your email").fill(email);
    await alerts.getByRole("button", { name: "Email me price drops" }).click();
    await expect(alerts).toContainText(`We've sent a link to ${email}`);

    await page.goto(await confirmationLink(email, baseURL));
    await expect(page.getByRole("main")).toContainText(
      "Price drops on the cars in your watchlist are emailed here too.",
    );
    await open(page, siteUrl(SITE, "/my-garage", baseURL));
    await expect(page.getByRole("region", { name: "Price-drop emails" })).toContainText(`we email ${email}`);
  });
});

test("issue 56: signing in on the phone joins its favourites and saved search to the account, and the laptop has them once signed in", async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await ownAddress(phone, "10.74");
  const onPhone = await phone.newPage();
  await open(onPhone, siteUrl(SITE, "/search/toyota", baseURL));
  const hearts = onPhone.getByRole("button", { name: /^Save the .* to favourites$/ });
  const titles = (await hearts.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")!)))
    .slice(0, 2)
    .map((label) => label.replace(/^Save the (.*) to favourites$/, "$1"));
  for (const title of titles) await onPhone.getByRole("button", { name: `Save the ${title} to favourites` }).click();
  const email = `two-devices-${Date.now()}@example.com`;
  await saveThisSearch(onPhone, email);
  await expect(onPhone.getByRole("status").filter({ hasText: "Almost done" })).toContainText(email);
  await open(onPhone, siteUrl(SITE, "/favourites", baseURL));
  await onPhone.getByRole("link", { name: "Sign in" }).click();
  const mobile = await signInWithCode(onPhone, baseURL, SITE);
  await expect(onPhone).toHaveURL(/\/favourites$/);
  await expect(onPhone.getByText("Kept with your account, on every device you sign in on.")).toBeVisible();

  const laptop = await browser.newContext();
  await ownAddress(laptop, "10.75");
  const onLaptop = await laptop.newPage();
  await open(onLaptop, siteUrl(SITE, "/my-garage", baseURL));
  await signInWithCode(onLaptop, baseURL, SITE, mobile);
  await expect(onLaptop).toHaveURL(/\/my-garage$/);
  const searches = onLaptop.getByRole("region", { name: "My saved searches" });
  await expect(searches.getByRole("link", { name: "Toyota", exact: true })).toHaveAttribute("href", "/search/toyota");
  const favourites = onLaptop.getByTestId("favourite");
  await expect(favourites).toHaveCount(2);
  for (const [i, title] of titles.entries()) await expect(favourites.nth(i)).toContainText(title);

  // Signed out, the laptop forgets the account's list, and the next person to sign in there never inherits it.
  await onLaptop.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(onLaptop).not.toHaveURL(/\/my-garage$/);
  await open(onLaptop, siteUrl(SITE, "/favourites", baseURL));
  await expect(onLaptop.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(onLaptop.getByText("You have no favourites yet.")).toBeVisible();
  await open(onLaptop, siteUrl(SITE, "/my-garage", baseURL));
  await signInWithCode(onLaptop, baseURL, SITE);
  await expect(onLaptop).toHaveURL(/\/my-garage$/);
  await expect(onLaptop.getByText("You have no favourites yet.")).toBeVisible();
  await expect(onLaptop.getByRole("region", { name: "My saved searches" })).toHaveCount(0);
  await phone.close();
  await laptop.close();
});
