import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { LeadReportRow } from "~/features/leads/lead-report";
import { codeFromOutbox, localCommand, loseTheAnswer, newMobile, open, ownAddress } from "./shopper";
import { siteRequest, siteUrl } from "./sites";

// Issue 52: every form family, sent with the browser offline, keeps what was typed on screen with the
// words "Not sent: no connection. Your details are kept." and a retry; back online, the retry stores
// it exactly once. The console's forms are in console-not-sent.spec.ts.
const SITE = "metro-used";
const NOT_SENT = "Not sent: no connection. Your details are kept.";

test.beforeEach(async ({ context }) => ownAddress(context, "10.52"));

/** Sends with the connection off; the form stays, with the words and a retry, and no error page. */
async function sendOffline(page: Page, context: BrowserContext, send: () => Promise<void>) {
  await context.setOffline(true);
  await send();
  await expect(page.getByRole("alert").filter({ hasText: NOT_SENT })).toBeVisible();
  await expect(page.getByRole("heading", { name: /went wrong/i })).toHaveCount(0);
}

/** Back online, Try again. */
async function retryOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
}

async function leadsFrom(baseURL: string | undefined, email: string) {
  const rows = await localCommand<LeadReportRow[]>(baseURL, `leads?site=${SITE}`);
  return rows.filter((row) => row.email === email);
}

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillContact(form: Locator, email: string) {
  await form.getByRole("textbox", { name: "First name" }).fill("Offline");
  await form.getByRole("textbox", { name: "Last name" }).fill("Shopper");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Postcode" }).fill("2000");
  await form.getByRole("checkbox", { name: "I agree to the terms of use" }).check();
}

async function carWithoutTag(page: Page, baseURL: string | undefined): Promise<string> {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const found = await page.request.post(url, {
    headers,
    data: { queries: [{ filters: "status:in_stock AND car_type:used AND price > 1000", limit: 40 }] },
  });
  const hits = (await found.json()).results[0].hits as { slug: string; tag: string | null; reserved: boolean }[];
  const free = hits.filter((hit) => !hit.tag && !hit.reserved);
  return free[Math.floor(Math.random() * free.length)]!.slug;
}

test("contact: sent offline, kept with the words, and stored once when tried again", async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/contact", baseURL));
  const form = page.locator("form[data-lead-form-kind=general]");
  const email = uniqueEmail("contact");
  await fillContact(form, email);
  await form.getByRole("textbox", { name: "Comments" }).fill("Typed in a lift.");
  const dealership = form.getByRole("combobox", { name: /dealership/i });
  if (await dealership.count()) await dealership.selectOption({ index: 1 });

  await sendOffline(page, context, () => form.getByRole("button", { name: "Send Enquiry" }).click());
  await expect(form.getByRole("alert")).toContainText("An error occurred when submitting this form");
  await expect(form.getByRole("textbox", { name: "Comments" })).toHaveValue("Typed in a lift.");
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expect(form.getByRole("checkbox", { name: "I agree to the terms of use" })).toBeChecked();

  await retryOnline(page, context);
  await expect(page).toHaveURL(/\/success$/);
  expect(await leadsFrom(baseURL, email)).toHaveLength(1);
});

test("contact: a send that reached the server but lost its answer is stored once when tried again", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/contact", baseURL));
  const form = page.locator("form[data-lead-form-kind=general]");
  const email = uniqueEmail("lost-answer");
  await fillContact(form, email);
  await form.getByRole("textbox", { name: "Comments" }).fill("The tunnel ate the answer.");
  const dealership = form.getByRole("combobox", { name: /dealership/i });
  if (await dealership.count()) await dealership.selectOption({ index: 1 });
  // The request reaches the server and is stored; its answer never reaches the browser.
  await loseTheAnswer(page, /\/contact\.data/);
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not sent" })).toBeVisible();
  await expect.poll(async () => (await leadsFrom(baseURL, email)).length).toBe(1);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/success$/);
  expect(await leadsFrom(baseURL, email)).toHaveLength(1);
});

test("a car's enquiry page: both steps kept offline, stored once when tried again", async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, `/cars/${await carWithoutTag(page, baseURL)}/enquire`, baseURL));
  const form = page.locator("form[data-lead-form-kind=enquire]");
  await form.getByRole("textbox", { name: "Comments" }).fill("Is the spare tyre new?");
  await form.getByRole("button", { name: "Next" }).click();
  const email = uniqueEmail("enquire");
  await fillContact(form, email);
  const location = form.getByRole("combobox", { name: "Preferred location" });
  if (await location.count()) await location.selectOption({ index: 1 });

  await sendOffline(page, context, () => form.getByRole("button", { name: "Send Enquiry" }).click());
  await expect(form.getByRole("alert")).toContainText("An unexpected error occured");
  await expect(form.getByRole("textbox", { name: "First name" })).toHaveValue("Offline");
  await retryOnline(page, context);
  await expect(page).toHaveURL(/\/success$/);
  expect(await leadsFrom(baseURL, email)).toHaveLength(1);
});

test("a car's enquiry dialog stays open with what was typed offline, and sends once", async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, `/cars/${await carWithoutTag(page, baseURL)}`, baseURL));
  await page.getByTestId("vehicle-actions").getByRole("link", { name: "Enquire Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await dialog.getByRole("textbox", { name: "Comments" }).fill("Can I see it Saturday?");
  const next = dialog.getByRole("button", { name: "Next" });
  if (await next.count()) await next.click();
  const email = uniqueEmail("dialog");
  await fillContact(dialog, email);

  await sendOffline(page, context, () => dialog.getByRole("button", { name: "Send Enquiry" }).click());
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await retryOnline(page, context);
  await expect(page.getByRole("alert").filter({ hasText: NOT_SENT })).toHaveCount(0);
  await expect.poll(async () => (await leadsFrom(baseURL, email)).length).toBe(1);
});

test("book a test drive: kept offline with the car, the yard and the time, and booked once", async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/book-test-drive", baseURL));
  const form = page.locator("form[data-lead-form-kind=book-test-drive]");
  const vehicle = form.getByRole("combobox", { name: "Model or car" });
  await vehicle.selectOption({ index: 1 });
  await form.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
  await form.getByRole("combobox", { name: "Preferred date and time (optional)" }).selectOption({ index: 2 });
  const time = await form.getByRole("combobox", { name: "Preferred date and time (optional)" }).inputValue();
  const email = uniqueEmail("drive");
  await fillContact(form, email);

  await sendOffline(page, context, () => form.getByRole("button", { name: "Book Test Drive" }).click());
  await expect(form.getByRole("combobox", { name: "Preferred date and time (optional)" })).toHaveValue(time);
  await retryOnline(page, context);
  await expect(page.locator("main")).toContainText(/reference [2-9A-HJKMNP-Z]{6}\)/);
  expect(await leadsFrom(baseURL, email)).toHaveLength(1);
});

test("trade-in: the car described offline is kept, and valued once when tried again", async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/sell-your-car", baseURL));
  await page.getByRole("textbox", { name: "Registration" }).fill("OFF 052");
  await page.getByRole("combobox", { name: "State" }).selectOption("VIC");
  await page.getByRole("button", { name: "Find my car" }).click();
  await expect(page.getByRole("status")).toContainText("We found your");
  await page.getByRole("textbox", { name: "Kilometres" }).fill("150000");
  for (const [group, answer] of [
    ["What condition is the car in?", "Good: minor wear for its age"],
    ["Has the car been in an accident that needed repairs?", "No"],
    ["Does it have a full service history?", "Yes, full history"],
    ["How many keys do you have?", "Two or more"],
    ["Is there finance owing on the car?", "No"],
  ])
    await page.getByRole("group", { name: group }).getByLabel(answer!).check();
  const email = uniqueEmail("trade");
  await page.getByRole("textbox", { name: "First Name" }).fill("Alex");
  await page.getByRole("textbox", { name: "Mobile Number" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Email Address" }).fill(email);

  await sendOffline(page, context, () => page.getByRole("button", { name: "Get my estimate" }).click());
  await expect(page.getByRole("textbox", { name: "Kilometres" })).toHaveValue("150,000");
  await expect(page.getByRole("textbox", { name: "Email Address" })).toHaveValue(email);
  await retryOnline(page, context);
  await expect(page.getByRole("heading", { name: "Thanks Alex, we'll be in touch" })).toBeVisible();
  expect(await leadsFrom(baseURL, email)).toHaveLength(1);
});

test("reserve: the details and card kept offline, and the car reserved once when tried again", async ({
  page,
  context,
  baseURL,
}) => {
  const slug = await carWithoutTag(page, baseURL);
  await open(page, siteUrl(SITE, `/cars/${slug}/checkout`, baseURL));
  const email = uniqueEmail("reserve");
  await page.getByRole("textbox", { name: "First Name" }).fill("Robin");
  await page.getByRole("textbox", { name: "Last Name" }).fill("Okafor");
  await page.getByRole("textbox", { name: "Email Address" }).fill(email);
  await page.getByRole("textbox", { name: "Mobile Number" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Name on card" }).fill("R Okafor");
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill("12/30");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("checkbox", { name: /I agree to pay the \$200 reserve amount/ }).check();

  await sendOffline(page, context, () => page.getByRole("button", { name: "Pay $200 and reserve" }).click());
  await expect(page.getByRole("textbox", { name: "Email Address" })).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveValue("4242 4242 4242 4242");
  await retryOnline(page, context);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("is reserved for you");
  expect(await leadsFrom(baseURL, email)).toHaveLength(1);
});

test("finance application: applied offline, kept with the verified code, and applied once", async ({
  page,
  context,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/finance-enquiry", baseURL));
  const email = uniqueEmail("finance");
  await page.getByRole("textbox", { name: "First Name" }).fill("Casey");
  await page.getByRole("textbox", { name: "Last Name" }).fill("Nguyen");
  await page.getByRole("textbox", { name: "Email Address" }).fill(email);
  await page.getByRole("textbox", { name: "Postcode" }).fill("2150");
  const mobile = newMobile();
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Code sent!")).toBeVisible();
  await page
    .getByRole("textbox", { name: "Verification Code" })
    .fill(await codeFromOutbox(page, baseURL, mobile, SITE));
  await page.getByRole("checkbox", { name: /terms of use/ }).check();

  await sendOffline(page, context, () => page.getByRole("button", { name: "Apply Now" }).click());
  await expect(page.getByRole("textbox", { name: "Email Address" })).toHaveValue(email);
  await retryOnline(page, context);
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
  expect(await leadsFrom(baseURL, email)).toHaveLength(1);
});

test("sign-in code: asked for offline, kept, and texted once when tried again", async ({ page, context, baseURL }) => {
  await open(page, siteUrl(SITE, "/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F", baseURL));
  const mobile = newMobile();
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
  await page.getByRole("textbox", { name: "First Name" }).fill("Sam");

  await sendOffline(page, context, () => page.getByRole("button", { name: "Send Code" }).click());
  await expect(page.getByRole("textbox", { name: "Mobile Number" })).toHaveValue(mobile);
  await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Sam");
  await retryOnline(page, context);
  await expect(page.getByText("Code sent!")).toBeVisible();
  const texts = await localCommand<{ to: string }[]>(baseURL, `sms?site=${SITE}`);
  expect(texts.filter((sms) => sms.to === `+61${mobile.slice(1)}`)).toHaveLength(1);
});
