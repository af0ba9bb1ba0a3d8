import { expect, test } from "@playwright/test";
import { open, ownAddress, signInWithCode } from "./shopper";
import { siteUrl } from "./sites";

/** Southern Cross runs a spin-to-win promotion, listed under Buyer Tools. */
const SITE = "southern-cross";

test.beforeEach(async ({ context }) => ownAddress(context, "10.80"));

test("spin to win: from the footer, sign in, spin once, and keep the prize and its claim code", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/", baseURL));
  await page.getByRole("contentinfo").getByRole("link", { name: "Spin to Win" }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win/);
  await signInWithCode(page, baseURL, SITE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spin to win this summer");
  await page.getByRole("button", { name: "Spin the wheel" }).click();
  const won = page.getByRole("status").filter({ hasText: "You won:" });
  await expect(won).toContainText(/claim code is [A-HJ-NP-Z2-9]{8}/);
  const prize = await won.locator("p").first().textContent();
  await page.reload();
  await expect(page.getByRole("button", { name: "Spin the wheel" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "You won:" }).locator("p").first()).toHaveText(prize!);
});
