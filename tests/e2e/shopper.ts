import type { BrowserContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { ownerFile } from "~/platform/db/pglite-owner.server";
import { LOCAL_ADMIN_HEADER } from "~/platform/runtime/local-admin.server";

/** The browser tests' server keeps its database here (playwright.config.ts). */
const E2E_PGLITE_DIR = "data/e2e";

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

/** What the CLIs ask the server that owns the database (`/_local/*`, loopback and its secret only). */
export async function localCommand<T>(baseURL: string | undefined, path: string, post?: unknown): Promise<T> {
  const { secret } = JSON.parse(readFileSync(ownerFile(E2E_PGLITE_DIR), "utf8")) as { secret: string };
  const port = new URL(baseURL ?? "http://localhost").port;
  const response = await fetch(`http://127.0.0.1:${port}/_local/${path}`, {
    ...(post === undefined ? {} : { method: "POST", body: JSON.stringify(post) }),
    headers: { [LOCAL_ADMIN_HEADER]: secret, ...(post === undefined ? {} : { "content-type": "application/json" }) },
  });
  return (await response.json()) as T;
}

/**
 * The newest code the server keeps for this mobile (no SMS provider is set), read as `npm run sms`
 * reads it: from the server that owns the database, on loopback, with the secret it left beside it.
 */
export async function codeFromOutbox(
  _page: Page,
  baseURL: string | undefined,
  mobile: string,
  site: string,
): Promise<string> {
  const texts = await localCommand<{ to: string; body: string }[]>(baseURL, `sms?site=${site}`);
  const text = texts.find((sms) => sms.to === `+61${mobile.slice(1)}`);
  const code = text && /(\d{6}) is your/.exec(text.body)?.[1];
  if (!code) throw new Error(`no code kept for ${mobile}`);
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

/**
 * The next POST of page data matching `path` reaches the server, and its answer is lost on the way
 * back: a send that did arrive, as a dropped connection leaves it.
 */
export async function loseTheAnswer(page: Page, path: RegExp) {
  await page.route(path, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    // Node does not resolve *.localhost as Chromium does: loopback, with the site in Host.
    const sent = new URL(route.request().url());
    await route.fetch({
      url: `http://127.0.0.1:${sent.port}${sent.pathname}${sent.search}`,
      headers: { ...(await route.request().allHeaders()), host: sent.host },
    });
    await route.abort("connectionreset");
  });
}
