import { execFileSync } from "node:child_process";
import { describeLeads } from "~/features/leads/describe-leads";
import type { LeadReportRow } from "~/features/leads/lead-report";
import { localCommand } from "./shopper";
import { signInByLink } from "./console-staff";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { siteRequest, siteUrl } from "./sites";

/** Metro Used requires the terms (forms.terms_required), so every form here shows the terms box. */
const SITE = "metro-used";

interface Hit {
  slug: string;
  name: string;
  stocknum: string;
  tag: string | null;
}

/** The first demo car for a filter without a tag (a Test Drive Only car offers nothing but a test drive). */
async function demoCar(request: APIRequestContext, baseURL: string | undefined, filters: string): Promise<Hit> {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const response = await request.post(url, { headers, data: { queries: [{ filters, limit: 20 }] } });
  const hit = ((await response.json()).results[0].hits as Hit[]).find((h) => !h.tag);
  if (!hit) throw new Error(`no demo car on ${SITE} for ${filters}`);
  return hit;
}

/** `npm run leads -- --site <slug>`, as a person would run it beside the running server. */
function leadsCommand(): string {
  return execFileSync("npm", ["run", "--silent", "leads", "--", "--site", SITE], {
    env: { ...process.env, PGLITE_DIR: "data/e2e", DATABASE_URL: "", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
}

/**
 * The same listing without starting a process (2.5 s of CPU each): the lines `npm run leads` prints
 * (describeLeads), from the server it asks (/_local/leads). One test of each kind runs the command itself.
 */
async function leadsListing(baseURL: string | undefined): Promise<string> {
  return describeLeads(SITE, await localCommand<LeadReportRow[]>(baseURL, `leads?site=${SITE}`)).join("\n");
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Each test is its own shopper, from its own address (the test server trusts X-Forwarded-For from loopback), so the per-address lead limit applies per test. */
const shopperAddress = () => `10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": shopperAddress() });
});

const textbox = (scope: Locator | Page, name: string) => scope.getByRole("textbox", { name, exact: false });

async function fillDetails(scope: Locator | Page, email: string, postcode = "2000") {
  await textbox(scope, "First name").fill("Sam");
  await textbox(scope, "Last name").fill("Driver");
  await textbox(scope, "Email").fill(email);
  await textbox(scope, "Phone").fill("0412 345 678");
  await textbox(scope, "Postcode").fill(postcode);
  const location = scope.getByRole("combobox", { name: "Preferred location" });
  if (await location.count()) await location.selectOption({ index: 1 });
  await scope.getByRole("checkbox", { name: "I agree to the terms of use" }).check();
}

const forms = [
  {
    kind: "enquire",
    button: "Enquire Now",
    status: "status:in_stock",
    submit: "Send Enquiry",
    listed: "Used Car Enquiry",
  },
  {
    kind: "test-drive",
    button: "Book a Test Drive",
    status: "status:in_stock",
    submit: "Book Test Drive",
    listed: "Test Drive",
  },
  {
    kind: "request-photos",
    button: "Request More Photos",
    status: "status:in_stock",
    submit: "Request Photos",
    listed: "Request More Photos",
  },
  {
    kind: "find-similar",
    button: "Find Me Something Similar",
    status: "status:sold",
    submit: "Send Request",
    listed: "Find me something similar",
  },
] as const;

test.describe("with JavaScript: the forms open in a dialog on the vehicle page", () => {
  for (const form of forms) {
    test(`${form.button} is sent from its dialog and listed for the dealer`, async ({ page, request, baseURL }) => {
      const car = await demoCar(request, baseURL, `${form.status} AND car_type:used`);
      const email = `${form.kind}-js-${Date.now()}@example.com`;
      await open(page, siteUrl(SITE, `/cars/${car.slug}`, baseURL));
      await page.getByTestId("vehicle-actions").getByRole("link", { name: form.button }).click();
      const dialog = page.getByRole("dialog", { name: form.button });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(car.name);
      if (form.kind === "enquire") {
        await dialog.getByRole("textbox", { name: "Comments" }).fill("Is it still available?");
        await dialog.getByRole("button", { name: "Next" }).click();
      }
      if (form.kind === "find-similar")
        await expect(dialog.getByRole("textbox", { name: "Comments" })).toHaveValue(
          "Can you please find me something similar?",
        );
      await fillDetails(dialog, email);
      await dialog.getByRole("button", { name: form.submit }).click();
      await expect(page).toHaveURL(/\/success$/);
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank");
      const dataLayer = await page.evaluate(() => window.dataLayer ?? []);
      expect(dataLayer.some((e) => typeof e.event_id === "number")).toBe(true);
      const listing = form === forms[0] ? leadsCommand() : await leadsListing(baseURL);
      if (form === forms[0]) expect(listing).toContain("read through the server running on port");
      expect(listing).toContain(email);
      expect(listing).toContain(`stock ${car.stocknum}`);
      expect(listing).toContain(form.listed);
    });
  }

  test("a missing postcode and unticked terms show the spec's messages and keep what was typed", async ({
    page,
    request,
    baseURL,
  }) => {
    const car = await demoCar(request, baseURL, "status:in_stock AND car_type:used");
    await open(page, siteUrl(SITE, `/cars/${car.slug}`, baseURL));
    await page.getByTestId("vehicle-actions").getByRole("link", { name: "Book a Test Drive" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a Test Drive" });
    await textbox(dialog, "First name").fill("Kept");
    await textbox(dialog, "Email").fill("kept@example.com");
    await dialog.getByRole("button", { name: "Book Test Drive" }).click();
    const summary = dialog.getByTestId("error-summary");
    await expect(summary).toContainText("Please fix the following errors:");
    await expect(summary).toContainText("Invalid postcode. Please enter a 4-digit number.");
    await expect(summary).toContainText("* You must agree to the terms of use before submitting the form.");
    await expect(summary).toBeFocused();
    await expect(textbox(dialog, "First name")).toHaveValue("Kept");
    await expect(textbox(dialog, "Email")).toHaveValue("kept@example.com");
    // Correcting a field checks it again as it is typed, and the cursor stays in it.
    await textbox(dialog, "Postcode").pressSequentially("2000");
    await expect(textbox(dialog, "Postcode")).toBeFocused();
    await expect(textbox(dialog, "Postcode")).toHaveValue("2000");
    await expect(dialog.getByTestId("error-summary")).not.toContainText("Invalid postcode");
  });

  test("the enquiry's first step is checked before the second: Next with no comments stays, and says why", async ({
    page,
    request,
    baseURL,
  }) => {
    const car = await demoCar(request, baseURL, "status:in_stock AND car_type:used");
    await open(page, siteUrl(SITE, `/cars/${car.slug}`, baseURL));
    await page.getByTestId("vehicle-actions").getByRole("link", { name: "Enquire Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Enquire Now" });
    await expect(dialog.getByText("Step 1 of 2: Your enquiry")).toBeVisible();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByTestId("error-summary")).toContainText("Please enter your comments.");
    await expect(dialog.getByText("Step 1 of 2: Your enquiry")).toBeVisible();
    await expect(textbox(dialog, "First name")).toBeHidden();
    const comments = dialog.getByRole("textbox", { name: "Comments" });
    await comments.fill("Is the spare key included?");
    await expect(dialog.getByTestId("error-summary")).toBeHidden();
    await expect(comments).toBeFocused();
    await expect(dialog.getByText("Step 1 of 2: Your enquiry")).toBeVisible();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 2: Your details")).toBeVisible();
    await expect(textbox(dialog, "First name")).toBeFocused();
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(comments).toHaveValue("Is the spare key included?");
  });

  test("the pages seen and the campaign the visit came from reach the dealer's e-mail", async ({ page, baseURL }) => {
    // It waits for the outbox's delivery after the answer: the test's 30 s would leave the wait only what navigation left.
    test.setTimeout(90_000);
    await open(page, siteUrl(SITE, "/search/used-cars?utm_source=spring-sale&gclid=g123", baseURL));
    // A card without a tag: a Test Drive Only car offers no photo request.
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /^Enquire/ }) })
      .filter({ hasNot: page.getByText("Test Drive Only") })
      .first();
    await card.getByRole("link", { name: /^View details/ }).click();
    await page.waitForURL(/\/cars\//);
    // A new document: a click before it hydrates follows the link instead of opening the dialog.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const carPath = new URL(page.url()).pathname;
    await page.getByTestId("vehicle-actions").getByRole("link", { name: "Request More Photos" }).click();
    const dialog = page.getByRole("dialog", { name: "Request More Photos" });
    await fillDetails(dialog, `trail-${Date.now()}@example.com`);
    await dialog.getByRole("button", { name: "Request Photos" }).click();
    await expect(page).toHaveURL(/\/success$/);
    // The address changes before React draws the new page: wait for the thank-you text itself.
    await expect(page.locator("main")).toContainText(/reference [2-9A-HJKMNP-Z]{6}\)/);
    const reference = /reference ([2-9A-HJKMNP-Z]{6})\)/.exec((await page.locator("main").textContent()) ?? "")?.[1];
    // Delivery is the outbox's, after the answer: on a busy machine it can take some seconds. The dealer's mail carries the same reference.
    const mailWith = () =>
      readdirSync("data/e2e-mail")
        .filter((f) => f.startsWith(`${SITE}-lead-`))
        .map((f) => readFileSync(`data/e2e-mail/${f}`, "utf8"))
        .find((m) => m.includes(` ${reference}: `));
    await expect.poll(() => mailWith()?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
    const mail = mailWith()!
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const campaign = /^Campaign: (.*)$/m.exec(mail)?.[1]?.split(", ");
    expect(campaign?.sort()).toEqual(["gclid=g123", "utm_source=spring-sale"]);
    const visited = /^Pages visited: (.*)$/m.exec(mail)?.[1]?.split(", ");
    expect(visited?.[0]).toBe("/search/used-cars?utm_source=spring-sale&gclid=g123");
    expect(visited).toContain(carPath);
  });

  test("a listing card's Enquire opens the enquiry for that car", async ({ page, baseURL }) => {
    await open(page, siteUrl(SITE, "/search/used-cars", baseURL));
    // A Test Drive Only car's card offers the test drive instead.
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /^Enquire/ }) })
      .first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link", { name: /^Enquire/ }).click();
    const dialog = page.getByRole("dialog", { name: "Enquire Now" });
    await expect(dialog).toContainText(title.trim());
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("without JavaScript: the buttons lead to the forms' own pages", () => {
  test.use({ javaScriptEnabled: false });

  for (const form of forms) {
    test(`${form.button} is sent from its page and listed for the dealer`, async ({ page, request, baseURL }) => {
      const car = await demoCar(request, baseURL, `${form.status} AND car_type:used`);
      const email = `${form.kind}-nojs-${Date.now()}@example.com`;
      await page.goto(siteUrl(SITE, `/cars/${car.slug}`, baseURL));
      await page.getByTestId("vehicle-actions").getByRole("link", { name: form.button }).click();
      await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/${form.kind}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.button);
      if (form.kind !== "test-drive" && form.kind !== "request-photos")
        await page.getByRole("textbox", { name: "Comments" }).fill("Please call me back.");
      await fillDetails(page, email);
      await page.getByRole("button", { name: form.submit }).click();
      await expect(page).toHaveURL(/\/success$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank");
      const listing = form === forms[0] ? leadsCommand() : await leadsListing(baseURL);
      expect(listing).toContain(email);
      expect(listing).toContain(form.listed);
    });
  }

  test("a missing postcode and unticked terms come back from the server with the spec's messages and what was typed", async ({
    page,
    request,
    baseURL,
  }) => {
    const car = await demoCar(request, baseURL, "status:in_stock AND car_type:used");
    await page.goto(siteUrl(SITE, `/cars/${car.slug}/enquire`, baseURL));
    await page.getByRole("textbox", { name: "Comments" }).fill("Does it have a spare key?");
    await textbox(page, "First name").fill("Kept");
    await textbox(page, "Email").fill("kept@example.com");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("Please fix the following errors:");
    await expect(summary).toContainText("Invalid postcode. Please enter a 4-digit number.");
    await expect(summary).toContainText("* You must agree to the terms of use before submitting the form.");
    await expect(
      page.getByText("Invalid postcode. Please enter a 4-digit number.", { exact: true }).last(),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Comments" })).toHaveValue("Does it have a spare key?");
    await expect(textbox(page, "First name")).toHaveValue("Kept");
    await expect(textbox(page, "Email")).toHaveValue("kept@example.com");
  });
});

test("POST /api/leads answers lead_id or error, and one lead for a resent form", async ({ request, baseURL }) => {
  const car = await demoCar(request, baseURL, "status:in_stock AND car_type:used");
  const { url, headers } = siteRequest(SITE, `/api/leads?form=request-photos&car=${car.slug}`, baseURL);
  const form = {
    form_token: `json-${Date.now()}`,
    name: "Api",
    last_name: "Caller",
    email: "api@example.com",
    phone: "0412345678",
    postcode: "3000",
    terms_conditions: "on",
  };
  const address = shopperAddress();
  const post = (data: Record<string, string>) =>
    request.post(url, { headers: { ...headers, "x-forwarded-for": address }, form: data });
  const forged = await request.post(url, {
    headers: { ...headers, "x-forwarded-for": address, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    form,
  });
  expect(forged.status()).toBe(403);
  const first = await post(form);
  expect(first.status()).toBe(201);
  const { lead_id, error } = await first.json();
  expect(error).toBeNull();
  expect((await (await post(form)).json()).lead_id).toBe(lead_id);
  const bad = await post({ ...form, postcode: "30" });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    lead_id: null,
    error: "Please fix the following errors:",
    errors: { postcode: "Invalid postcode. Please enter a 4-digit number." },
  });
});

test("POST /api/leads refuses another site's car", async ({ request, baseURL }) => {
  const other = await request.post(siteRequest("southern-cross", "/api/search", baseURL).url, {
    headers: siteRequest("southern-cross", "/api/search", baseURL).headers,
    data: { queries: [{ filters: "status:in_stock", limit: 1 }] },
  });
  const slug = (await other.json()).results[0].hits[0].slug as string;
  const { url, headers } = siteRequest(SITE, `/api/leads?form=enquire&car=${slug}`, baseURL);
  const response = await request.post(url, { headers, form: { name: "A" } });
  expect(response.status()).toBe(404);
  expect((await response.json()).lead_id).toBeNull();
});

test("POST /api/analytics records the spec's events and refuses others", async ({ request, baseURL }) => {
  const { url, headers } = siteRequest(SITE, "/api/analytics", baseURL);
  const forged = await request.post(url, {
    headers: { ...headers, "sec-fetch-site": "cross-site" },
    data: { event_id: 25, label: "Used Car", url: "/cars/x" },
  });
  expect(forged.status()).toBe(403);
  const ok = await request.post(url, {
    headers: { ...headers, "sec-fetch-site": "same-origin" },
    data: { event_id: 25, label: "Used Car", url: "/cars/x" },
  });
  expect(ok.status()).toBe(204);
  const unknown = await request.post(url, { headers, data: { event_id: 999 } });
  expect(unknown.status()).toBe(400);
  expect(await unknown.json()).toEqual({ error: "Unknown analytics event" });
});

test("the thank-you page cannot be opened without sending something: it goes home", async ({ page, baseURL }) => {
  await page.goto(siteUrl(SITE, "/success", baseURL));
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole("heading", { name: /^Thank/ })).toHaveCount(0);
});

/** The first of the site's cars a filter finds. */
async function firstCar(request: APIRequestContext, baseURL: string | undefined, filters: string) {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const answer = await request.post(url, { headers, data: { queries: [{ filters, limit: 1 }] } });
  const [car] = (await answer.json()).results[0].hits as { slug: string }[];
  expect(car, filters).toBeTruthy();
  return car!;
}

test("a Test Drive Only car's enquiry and photo forms say so and offer the test drive instead", async ({
  page,
  request,
  baseURL,
}) => {
  const car = await firstCar(request, baseURL, 'status:in_stock AND tag:"Test Drive Only"');
  for (const form of ["enquire", "request-photos"]) {
    await open(page, siteUrl(SITE, `/cars/${car.slug}/${form}`, baseURL));
    await expect(page.getByTestId("test-drive-only")).toContainText("available for test drives only");
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await page.getByTestId("test-drive-only").getByRole("link", { name: "Book a Test Drive" }).click();
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/test-drive$`));
  }
});

for (const javaScriptEnabled of [true, false])
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the contact opt-in starts ticked on every lead form (spec 000 §5 'opt_in optional, default true')", async ({
      page,
      request,
      baseURL,
    }) => {
      const car = await firstCar(request, baseURL, 'status:in_stock AND NOT tag:"Test Drive Only"');
      for (const path of [
        `/cars/${car.slug}/enquire`,
        `/cars/${car.slug}/test-drive`,
        `/cars/${car.slug}/request-photos`,
        "/contact",
      ]) {
        await page.goto(siteUrl(SITE, path, baseURL));
        await expect(page.locator('input[type="checkbox"][name="opt_in"]'), path).toBeChecked();
      }
    });
  });

test("on a shared browser the last shopper's details are offered with a 'Not you?' that empties and forgets them (issue 56)", async ({
  page,
  baseURL,
}) => {
  await page.goto(siteUrl(SITE, "/contact", baseURL));
  const details = { name: "Pat", last_name: "Lee", email: "pat@example.com", phone: "0412 000 111", postcode: "3000" };
  await page.evaluate((saved) => localStorage.setItem("user_details", JSON.stringify(saved)), details);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const first = page.getByRole("textbox", { name: "First name" });
  await expect(first).toHaveValue("Pat");
  await expect(page.getByTestId("filled-for")).toHaveText("Filled in with Pat's details. Not you?");

  await page.getByRole("button", { name: "Not you?" }).click();
  for (const field of ["First name", "Last name", "Email", "Phone", "Postcode"])
    await expect(page.getByRole("textbox", { name: field })).toHaveValue("");
  await expect(first).toBeFocused();
  await expect(page.getByTestId("filled-for")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("user_details"))).toBeNull();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(first).toHaveValue("");
});

test("a showroom kiosk, set in the console on the device, never fills a form with the last shopper's details nor keeps them (issue 56)", async ({
  page,
  baseURL,
}) => {
  await page.goto(siteUrl(SITE, "/contact", baseURL));
  await page.evaluate(() =>
    localStorage.setItem(
      "user_details",
      JSON.stringify({ name: "Pat", email: "pat@example.com", phone: "0412000111" }),
    ),
  );
  await signInByLink(page, baseURL, "manager", "Kiosk Keeper", SITE);
  const kiosk = page.getByRole("region", { name: "Showroom kiosk" });
  await kiosk.getByRole("button", { name: "Use this device as a showroom kiosk" }).click();
  await expect(kiosk.getByRole("status")).toHaveText("This device is a showroom kiosk.");
  expect(await page.evaluate(() => localStorage.getItem("user_details"))).toBeNull();

  await open(page, siteUrl(SITE, "/contact", baseURL));
  const form = page.locator("form[data-lead-form-kind=general]");
  await expect(textbox(form, "First name")).toHaveValue("");
  await fillDetails(form, `kiosk-${Date.now()}@example.com`);
  await textbox(form, "Comments").fill("Is the white one still here?");
  const dealership = form.getByRole("combobox", { name: /dealership/i });
  if (await dealership.count()) await dealership.selectOption({ index: 1 });
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page).toHaveURL(/\/success$/);
  expect(await page.evaluate(() => localStorage.getItem("user_details"))).toBeNull();
  await open(page, siteUrl(SITE, "/contact", baseURL));
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("");
  await expect(page.getByTestId("filled-for")).toHaveCount(0);
});
