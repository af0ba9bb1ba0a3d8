import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { seriousProblems } from "./axe";
import { linkFromMail, signInByLink } from "./console-staff";
import { localCommand, open } from "./shopper";
import { siteRequest, siteUrl } from "./sites";

// Issue 39: the dealer console's staff identity, as a new owner meets it.
const SITE = "metro-used";

/** Chromium's virtual authenticator (WebAuthn over the DevTools protocol): a device with a screen lock. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test("issue 39: an invited owner signs in by the e-mailed link, adds a passkey, signs out and back in with it", async ({
  page,
  baseURL,
}) => {
  const email = `owner-${Date.now()}@metro-used.example`;
  const origin = new URL(siteUrl(SITE, "/", baseURL)).origin;
  await localCommand(baseURL, `staff-invite?site=${SITE}&origin=${encodeURIComponent(origin)}`, {
    email,
    role: "owner",
    name: "Pat Owner",
  });
  await addAuthenticator(page);

  await open(page, linkFromMail(email));
  await expect(page.getByText(`Signing in as Pat Owner (${email})`)).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/console\/account#passkeys$/);
  await expect(page.getByRole("navigation", { name: "Console" })).toContainText(`Owner · ${email}`);
  expect(await seriousProblems(page, [])).toEqual([]);

  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Add a passkey on this device" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove the passkey/ })).toHaveCount(1);

  await page.getByRole("navigation", { name: "Console" }).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await page.goto(siteUrl(SITE, "/console/account", baseURL));
  await expect(page).toHaveURL(/\/console\/sign-in\?redirect=%2Fconsole%2Faccount$/);
  expect(await seriousProblems(page, [])).toEqual([]);

  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/console\/account$/);
  const thisDevice = page.getByRole("row").filter({ hasText: "This device" });
  await expect(thisDevice).toContainText("Passkey");
});

test("issue 39: the console answers nobody without a staff session, and nothing of it is cached", async ({
  request,
  baseURL,
}) => {
  const page = siteRequest(SITE, "/console/account", baseURL);
  const anonymous = await request.get(page.url, { headers: page.headers, maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe("/console/sign-in?redirect=%2Fconsole%2Faccount");
  expect(anonymous.headers()["cache-control"]).toBe("private, no-store");

  const passkeys = siteRequest(SITE, "/console/passkeys", baseURL);
  const write = await request.post(passkeys.url, { headers: passkeys.headers, data: { intent: "options" } });
  expect(write.status()).toBe(401);

  const signIn = siteRequest(SITE, "/console/sign-in", baseURL);
  const form = await request.get(signIn.url, { headers: signIn.headers });
  expect(form.headers()["cache-control"]).toBe("private, no-store");
  expect(await form.text()).not.toMatch(/<footer|aria-label="Main"/);
});

test("issue 39: asking for a link says the same whether or not the address is staff", async ({ page, baseURL }) => {
  await open(page, siteUrl(SITE, "/console/sign-in", baseURL));
  await page.getByLabel("Work e-mail").fill("stranger@example.com");
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText(
    "If stranger@example.com belongs to this site's staff, a sign-in link is on its way.",
  );
  expect(
    readdirSync("data/e2e-mail").some((f) =>
      readFileSync(`data/e2e-mail/${f}`, "utf8").includes("To: stranger@example.com"),
    ),
  ).toBe(false);
});

test("issue 39: the inbox opens a lead; its status, a note and an assignee are saved, and the list exports as CSV", async ({
  page,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "owner", "Pat Owner");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(/\d+ leads/);
  expect(await seriousProblems(page, [])).toEqual([]);

  await page.getByLabel("Search").fill("");
  await page.getByText("More filters").click();
  await page.getByLabel("Status").selectOption("new");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByRole("table").getByText("Contacted", { exact: true })).toHaveCount(0);
  const first = page.getByRole("table").getByRole("link").first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(await seriousProblems(page, [])).toEqual([]);

  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText(/First contact: .* \(after /)).toBeVisible();
  await page.getByLabel("Add a note").fill("Called, booked a test drive for Saturday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Called, booked a test drive for Saturday.")).toBeVisible();
  await page.getByLabel("Assigned to").selectOption({ label: "Jordan Lee" });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByLabel("Assigned to")).toHaveValue(/\d+/);

  await page.getByRole("link", { name: "← All leads" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "\uFEFFReceived (Australia/Sydney),Reference,Kind,Subkind,First name,Last name,E-mail,Phone,Postcode,Message,Source,Campaign,Appointment,Finance,Stock number,Car,Yard,Status,Assigned to,First contact (Australia/Sydney),Minutes to first contact",
  );
  expect(csv.split("\r\n").length).toBeGreaterThan(3);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  const periods = page.getByRole("navigation", { name: "Period" });
  await periods.getByRole("link", { name: "30 days" }).click();
  await expect(periods.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  // Issue 54: how fast leads are answered, and the stock's age, each bucket opening the stock list.
  await expect(page.getByText("median to first contact")).toBeVisible();
  await expect(page.getByRole("region", { name: "First contact by salesperson" }).getByRole("row")).not.toHaveCount(0);
  await expect(page.getByRole("region", { name: "Stock age" }).getByRole("link")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Leads by kind" }).getByRole("listitem").first()).toBeVisible();
  expect(await seriousProblems(page, [])).toEqual([]);
  for (const title of ["Staff", "Audit trail"]) {
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await seriousProblems(page, [])).toEqual([]);
  }
  await expect(page.getByRole("cell", { name: "lead.note" }).first()).toBeVisible();
});

test("issue 39: a new lead appears in the open inbox without a reload", async ({ page, request, baseURL }) => {
  await signInByLink(page, baseURL, "owner", "Pat Owner");
  await open(page, siteUrl(SITE, "/console/leads", baseURL));
  // Other tests send leads too: wait until this inbox listens, then look for this lead.
  await page.locator('[data-live="on"]').waitFor();
  const surname = `Live${Date.now()}`;
  const { url, headers } = siteRequest(SITE, "/api/leads?form=general", baseURL);
  const sent = await request.post(url, {
    headers: { ...headers, "x-forwarded-for": `10.39.${Math.floor(Math.random() * 250)}.1` },
    form: {
      form_token: `live-${Date.now()}`,
      name: "Lena",
      last_name: surname,
      email: "lena@example.com",
      phone: "0412345678",
      postcode: "3000",
      message: "Is the ute still there?",
      category: "General Enquiry",
      terms_conditions: "on",
    },
  });
  expect(sent.status()).toBe(201);
  await expect(page.getByRole("link", { name: `Lena ${surname}` })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(/\d+ new since you opened this page/);
});
