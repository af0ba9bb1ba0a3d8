import { readdirSync, readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { localCommand, open, ownAddress } from "./shopper";
import { siteUrl } from "./sites";

// Staff as the console's browser tests meet them: invited, e-mailed a link, signed in by it.
const SITE = "metro-used";

/** The sign-in link in the newest e-mail to this address (quoted-printable undone), as the owner would click it. */
export function linkFromMail(to: string, site = SITE): string {
  const mails = readdirSync("data/e2e-mail")
    .filter((f) => f.startsWith(`staff-sign-in-${site}-`))
    .sort()
    .reverse()
    .map((f) => readFileSync(`data/e2e-mail/${f}`, "utf8"))
    .map((m) =>
      m.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  const mail = mails.find((m) => m.includes(`To: ${to}`));
  const link = mail && /http:\/\/\S+\/console\/sign-in\/[\w-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`no sign-in e-mail to ${to}`);
  return link;
}

/** Invites a staff member and signs them in by the e-mailed link; lands on their account page. */
export async function signInByLink(
  page: Page,
  baseURL: string | undefined,
  role: "owner" | "manager" | "sales" | "operator",
  name: string,
  site = SITE,
) {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${site}.example`;
  const origin = new URL(siteUrl(site, "/", baseURL)).origin;
  const invitation = role === "operator" ? { email, role: "owner", name, operator: true } : { email, role, name };
  await localCommand(baseURL, `staff-invite?site=${site}&origin=${encodeURIComponent(origin)}`, invitation);
  // Each sign-in from an address of its own: the link's uses are limited per address, and the
  // suite signs in more staff than one address may in 15 minutes.
  await ownAddress(page.context(), "10.39");
  await open(page, linkFromMail(email, site));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/console\/account/);
  return email;
}
