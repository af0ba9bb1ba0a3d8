import type { BrowserContext, Page } from "@playwright/test";
import { siteUrl } from "./sites";

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");

/** A mobile no other test uses, so the per-phone code limits never meet. */
export const newMobile = () => `04${randomDigits(8)}`;

/** Each test its own address, so the per-address limits never meet either. */
export async function ownAddress(context: BrowserContext, prefix: string) {
  await context.setExtraHTTPHeaders({
    "x-forwarded-for": `${prefix}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

/** Opens a page and waits for it to hydrate. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The newest code the development outbox holds for this mobile, as a developer would read it. */
export async function codeFromOutbox(
  page: Page,
  baseURL: string | undefined,
  mobile: string,
  site: string,
): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(siteUrl(site, "/dev/sms-outbox", baseURL));
  const row = outbox
    .getByTestId("sms")
    .filter({ hasText: `+61${mobile.slice(1)}` })
    .first();
  const code = /(\d{6}) is your/.exec(await row.innerText())?.[1];
  await outbox.close();
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

/** On the sign-in page: the mobile, the texted code from the outbox, Sign In. */
export async function signInWithCode(page: Page, baseURL: string | undefined, site: string, mobile = newMobile()) {
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(`+61 ${mobile.slice(1)}`);
  await page.getByRole("button", { name: "Send Code" }).click();
  await page.getByText("Code sent!").waitFor();
  await page
    .getByRole("textbox", { name: "Verification Code" })
    .fill(await codeFromOutbox(page, baseURL, mobile, site));
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  return mobile;
}
