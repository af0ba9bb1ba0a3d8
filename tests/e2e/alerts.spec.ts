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
