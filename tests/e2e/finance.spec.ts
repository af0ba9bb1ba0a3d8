import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { codeFromOutbox as outboxCode, newMobile, open, ownAddress } from "./shopper";
import { siteRequest, siteUrl } from "./sites";

/** Metro Used: the quick quote (autograb option) on /finance-enquiry, a postcode and the terms box. Outback: the popup's two steps. */
const SITE = "metro-used";
const codeFromOutbox = (page: Page, baseURL: string | undefined, mobile: string) =>
  outboxCode(page, baseURL, mobile, SITE);

test.beforeEach(async ({ context }) => ownAddress(context, "10.40"));

/** A car the quick quote is for: in stock, priced, and not reserved (spec 001 section 5). */
async function carWithFinance(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<{ slug: string; name: string }> {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const response = await request.post(url, {
    headers,
    data: {
      queries: [
        {
          filters: "status:in_stock AND car_type:used AND photos_count > 1 AND price > 15000 AND price < 200000",
          limit: 20,
        },
      ],
    },
  });
  const hits: { slug: string; name: string; reserved: boolean }[] = (await response.json()).results[0].hits;
  return hits.find((hit) => !hit.reserved)!;
}

async function fillDetails(page: Page, email: string) {
  await page.getByRole("textbox", { name: "First Name" }).fill("Casey");
  await page.getByRole("textbox", { name: "Last Name" }).fill("Nguyen");
  await page.getByRole("textbox", { name: "Email Address" }).fill(email);
  await page.getByRole("textbox", { name: "Postcode" }).fill("2150");
}

async function sendCode(page: Page, baseURL: string | undefined, mobile: string) {
  // The country prefix is typed as many shoppers type it; the form turns it into 04...
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(`+61 ${mobile.slice(1)}`);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Code sent!")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mobile Number" })).toHaveAttribute("readonly", "");
  await expect(page.getByRole("button", { name: "Resend Code" })).toBeVisible();
  return codeFromOutbox(page, baseURL, mobile);
}

test("from a car's Apply for finance: a quote that follows the term, a texted code, and the partner's page", async ({
  page,
  request,
  baseURL,
}) => {
  const car = await carWithFinance(request, baseURL);
  await open(page, siteUrl(SITE, `/cars/${car.slug}`, baseURL));
  await page.getByRole("link", { name: "Apply for finance" }).click();
  await expect(page).toHaveURL(/\/finance-enquiry\?.*car_id=\d+.*#finance-form$/);
  // A click before the car page's sidebar has hydrated follows the link as a whole new document.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("finance-side-card")).toContainText(car.name);
  const weekly = page.getByTestId("quick-quote-weekly");
  const fiveYears = await weekly.innerText();
  await expect(page.getByTestId("quick-quote")).toContainText("5 year term, 10.0% deposit");
  await expect(page.getByTestId("quick-quote")).toContainText("5 year term, 10% deposit and 30% final payment");
  await page.getByRole("slider", { name: "Loan Term" }).fill("3");
  await expect(page.getByTestId("finance-term-value")).toHaveText("3 years");
  await expect(weekly).not.toHaveText(fiveYears);
  await expect(page.getByTestId("quick-quote")).toContainText("3 year term, 10.0% deposit");

  await fillDetails(page, `finance-${Date.now()}@example.com`);
  const mobile = newMobile();
  const code = await sendCode(page, baseURL, mobile);
  await page.getByRole("textbox", { name: "Verification Code" }).fill(code);
  await page.getByRole("checkbox", { name: /terms of use/ }).check();
  await page.getByRole("button", { name: "Apply Now" }).click();
  await expect(page).toHaveURL(/\/finance-partner\/applications\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
  await expect(page.getByTestId("partner-application")).toContainText(mobile);
  await expect(page.getByTestId("partner-application")).toContainText("3 years");
  await expect(page.getByTestId("reference")).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
});

test("each verification message, in the spec's words", async ({ page, baseURL }) => {
  await open(page, siteUrl(SITE, "/finance-enquiry", baseURL));
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("This is a required field.")).toBeVisible();
  await fillDetails(page, `codes-${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Postcode" }).fill("21");
  const mobile = newMobile();
  const code = await sendCode(page, baseURL, mobile);
  await page.getByRole("checkbox", { name: /terms of use/ }).check();
  await page.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByText("Invalid postcode. Please enter a 4-digit number.")).toBeVisible();
  await expect(page.getByText("This is a required field.")).toBeVisible();
  await page.getByRole("textbox", { name: "Postcode" }).fill("2150");
  await page.getByRole("textbox", { name: "Verification Code" }).fill("123");
  await page.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByText("Code must be 6 digits.")).toBeVisible();
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByRole("textbox", { name: "Verification Code" }).fill(wrong);
  await page.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByText("The verification code is invalid. Please try again.")).toBeVisible();
  for (let sent = 1; sent < 5; sent++) {
    // "Code sent!" is still on screen from the last send: wait for this send's own answer.
    const answered = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/finance-enquiry"),
    );
    await page.getByRole("button", { name: "Resend Code" }).click();
    expect((await answered).ok()).toBe(true);
    await expect(page.getByText("Code sent!")).toBeVisible();
  }
  await page.getByRole("button", { name: "Resend Code" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Too many verification attempts. Please try again later." }),
  ).toBeVisible();
});

test("the popup's two steps: Next only advances, and only with the first step's details", async ({ page, baseURL }) => {
  await open(page, siteUrl("outback", "/apply-for-finance", baseURL));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Instant Finance pre-approval with no impact on your credit score.",
  );
  for (const tab of ["Quick Estimate", "Your Details", "Instant pre-approval", "Apply to lender"])
    await expect(page.getByRole("list", { name: "Application steps" })).toContainText(tab);
  await expect(page.getByTestId("finance-steps")).toContainText("STEP 1");
  // Issue 56: the Quick Estimate step shows its estimate, and a new price asks again.
  const weekly = page.getByTestId("quick-quote-weekly");
  await expect(weekly).toHaveText(/^\$[\d,]+$/);
  const first = await weekly.textContent();
  await page.getByRole("textbox", { name: "Purchase Price" }).fill("60000");
  await expect(weekly).not.toHaveText(first!);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter your first name.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mobile Number" })).toBeHidden();
  await page.getByRole("textbox", { name: "First Name" }).fill("Sam");
  await page.getByRole("textbox", { name: "Last Name" }).fill("Walker");
  await page.getByRole("textbox", { name: "Email Address" }).fill(`popup-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("textbox", { name: "Mobile Number" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First Name" })).toBeHidden();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Sam");
});

test("the sidebar's finance teaser is the calculator's first answer, and says what it assumes", async ({
  page,
  request,
  baseURL,
}) => {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const response = await request.post(url, {
    headers,
    data: { queries: [{ filters: "status:in_stock AND price > 15000", limit: 20 }] },
  });
  let teaser: string | undefined;
  // Not every car has a lender (spec 001 section 5's rules per provider): the first that has one.
  for (const car of (await response.json()).results[0].hits as { slug: string }[]) {
    await open(page, siteUrl(SITE, `/cars/${car.slug}`, baseURL));
    // A Test Drive Only car offers no finance (issue 56): the next car.
    if (!(await page.getByTestId("finance-teaser").count())) continue;
    teaser = /Finance from (\$[\d,]+) per week/.exec(await page.getByTestId("finance-teaser").innerText())?.[1];
    if (teaser) break;
  }
  expect(teaser).toBeTruthy();
  await expect(page.getByTestId("finance-result")).toContainText(`Estimated repayment ${teaser} weekly`);
  await expect(page.getByTestId("finance-teaser")).toContainText(/% p\.a\. over \d years, \$[\d,]+ deposit/);
});

test("where the site opens finance in a popup, a car's Get pre-approved opens it over the page (event 9) and applies from it", async ({
  page,
  baseURL,
}) => {
  const { url, headers } = siteRequest("outback", "/api/search", baseURL);
  const response = await page.request.post(url, {
    headers,
    data: { queries: [{ filters: "status:in_stock AND price > 15000", limit: 10 }] },
  });
  // Not reserved, and not Test Drive Only (such a car offers only its test drive).
  const hits = (await response.json()).results[0].hits as { slug: string; reserved: boolean; tag: string | null }[];
  const car = hits.find((hit) => !hit.reserved && hit.tag !== "Test Drive Only")!;
  await open(page, siteUrl("outback", `/cars/${car.slug}`, baseURL));
  await page.getByTestId("finance-teaser").getByRole("link", { name: "Get pre-approved" }).click();
  const dialog = page.getByRole("dialog", {
    name: "Instant Finance pre-approval with no impact on your credit score.",
  });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`));
  // Event 9 goes out once the popup has its form.
  await expect(dialog.getByRole("textbox", { name: "First Name" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event_id === 9))).toBe(true);
  await dialog.getByRole("textbox", { name: "First Name" }).fill("Sam");
  await dialog.getByRole("textbox", { name: "Last Name" }).fill("Walker");
  await dialog.getByRole("textbox", { name: "Email Address" }).fill(`popup-car-${Date.now()}@example.com`);
  await dialog.getByRole("button", { name: "Next" }).click();
  const mobile = newMobile();
  await dialog.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
  await dialog.getByRole("button", { name: "Send Code" }).click();
  await expect(dialog.getByText("Code sent!")).toBeVisible();
  await dialog
    .getByRole("textbox", { name: "Verification Code" })
    .fill(await outboxCode(page, baseURL, mobile, "outback"));
  await dialog.getByRole("button", { name: "Apply Now" }).click();
  await expect(page).toHaveURL(/\/finance-partner\/applications\/[\w-]+$/);
  await expect(page.getByTestId("partner-application")).toContainText(mobile);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the steps panel, featured cars, and the whole application through the server", async ({ page, baseURL }) => {
    await page.goto(siteUrl(SITE, "/finance-enquiry?vehiclePriceBudget=45000&loanTerm=4&credit_score=decent", baseURL));
    await expect(page.getByTestId("finance-steps")).toContainText("Get pre-approved with a personalised rate");
    await expect(page.getByRole("heading", { name: "Get Finance Now" })).toBeVisible();
    const getFinanceNow = page.getByRole("region", { name: "Get Finance Now" });
    await expect(getFinanceNow.getByRole("article")).toHaveCount(6);
    // Spec 001 section 2: /search/used-cars is the target of the Start Finance Journey and View All Used Cars buttons.
    for (const button of ["Start Finance Journey", "View All Used Cars"])
      await expect(getFinanceNow.getByRole("link", { name: button })).toHaveAttribute("href", "/search/used-cars");
    await expect(page.getByRole("textbox", { name: "Purchase Price" })).toHaveValue("45,000");
    await expect(page.getByTestId("finance-term-value")).toHaveText("4 years");
    await expect(page.getByRole("radio", { name: "Decent" })).toBeChecked();
    await fillDetails(page, `noscript-${Date.now()}@example.com`);
    const mobile = newMobile();
    await page.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.getByText("Code sent!")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Casey");
    await page.getByRole("textbox", { name: "Verification Code" }).fill(await codeFromOutbox(page, baseURL, mobile));
    await page.getByRole("checkbox", { name: /terms of use/ }).check();
    await page.getByRole("button", { name: "Apply Now" }).click();
    await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
    await expect(page.getByTestId("partner-application")).toContainText("$45,000");
  });
});

test("the quote answers for the inputs on screen across Send Code and a wrong code, and refuses an amount out of its range", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/finance-enquiry?vehiclePriceBudget=7310", baseURL));
  const amount = page.getByRole("textbox", { name: "Purchase Price" });
  await expect(amount).toHaveValue("7,310");
  await expect(page.getByTestId("quick-quote-refused")).toHaveText("Cannot be less than $10,000 or more than $200,000");

  const weekly = page.getByTestId("quick-quote-weekly");
  // Typed and left in the box: the quote follows 500 ms after typing stops, without leaving the field (issue 56).
  await amount.fill("45000");
  await expect(weekly).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.blur();
  await page.getByRole("slider", { name: "Loan Term" }).fill("3");
  await page.getByRole("radio", { name: "Poor" }).check();
  await expect(page.getByTestId("quick-quote")).toContainText("3 year term");
  await expect(page.getByTestId("quick-quote")).toContainText("16.99% p.a.");
  const chosen = await weekly.innerText();

  const unchanged = async () => {
    await expect(amount).toHaveValue("45,000");
    await expect(page.getByTestId("finance-term-value")).toHaveText("3 years");
    await expect(page.getByRole("radio", { name: "Poor" })).toBeChecked();
    await expect(weekly).toHaveText(chosen);
    await expect(page.getByTestId("quick-quote")).toContainText("16.99% p.a.");
  };
  await fillDetails(page, `quote-${Date.now()}@example.com`);
  const code = await sendCode(page, baseURL, newMobile());
  await unchanged();
  await page.getByRole("checkbox", { name: /terms of use/ }).check();
  await page.getByRole("textbox", { name: "Verification Code" }).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByText("The verification code is invalid. Please try again.")).toBeVisible();
  await unchanged();

  // Spec 001 section 9, "quote delay 500 ms": after Send Code and a failed Apply, changes still ask
  // for a quote once they settle: two quick changes, one request, for what the form shows last.
  const asked: { loanTerm: number; selfAssessedCreditScore: string }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/youx/quote")) asked.push(request.postDataJSON());
  });
  await page.getByRole("slider", { name: "Loan Term" }).fill("6");
  await page.getByRole("radio", { name: "Great" }).check();
  await expect(page.getByTestId("quick-quote")).toContainText("6 year term");
  await expect(weekly).not.toHaveText(chosen);
  expect(asked).toEqual([expect.objectContaining({ loanTerm: 6, selfAssessedCreditScore: "GREAT" })]);
});
