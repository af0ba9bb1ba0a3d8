import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { open, ownAddress, signInWithCode } from "./shopper";
import { siteRequest, siteUrl } from "./sites";

/** Metro Used takes $200 reservations at /cars/{slug}/checkout, without sign-in. */
const SITE = "metro-used";

test.beforeEach(async ({ context }) => ownAddress(context, "10.50"));

/**
 * A car that can be reserved, one per test: the cheaper used stock, which the finance tests
 * (priced over 15,000) never touch.
 */
async function reservableCar(
  request: APIRequestContext,
  baseURL: string | undefined,
  nth: number,
): Promise<{ slug: string; name: string }> {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const response = await request.post(url, {
    headers,
    data: { queries: [{ filters: "status:in_stock AND car_type:used AND price > 1000 AND price < 15000", limit: 40 }] },
  });
  const hits: { slug: string; name: string; reserved: boolean; tag: string | null }[] = (await response.json())
    .results[0].hits;
  const free = hits.filter((hit) => !hit.reserved && (hit.tag ?? "").toLowerCase() !== "test drive only");
  return free[nth]!;
}

const REFUNDS =
  "Fully refundable: if you decide not to go ahead before signing a contract of sale, we refund your reservation in full.";

async function fillReserveForm(page: Page, cardNumber: string) {
  await page.getByRole("textbox", { name: "First Name" }).fill("Robin");
  await page.getByRole("textbox", { name: "Last Name" }).fill("Okafor");
  await page.getByRole("textbox", { name: "Email Address" }).fill("robin@example.com");
  await page.getByRole("textbox", { name: "Mobile Number" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Name on card" }).fill("R Okafor");
  await page.getByRole("textbox", { name: "Card number" }).fill(cardNumber);
  await page.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill("12/30");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("checkbox", { name: /I agree to pay the \$200 reserve amount/ }).check();
}

test("reserve a car with the test card from its page, then see it tagged Reserved in the listing", async ({
  page,
  request,
  baseURL,
}) => {
  const car = await reservableCar(request, baseURL, 0);
  await open(page, siteUrl(SITE, `/cars/${car.slug}`, baseURL));
  await page.getByRole("link", { name: "Reserve for $200" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reserve the ${car.name}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await fillReserveForm(page, "4242 4242 4242 4242");
  // Issue 56: whether the reservation comes back is said before paying, on the receipt and in the e-mail.
  await expect(page.getByTestId("refund-terms")).toContainText(REFUNDS);
  await page.getByRole("button", { name: "Pay $200 and reserve" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thanks Robin, the ${car.name} is reserved for you`);
  await expect(page.getByTestId("payment-reference")).toHaveText(/^pi_[0-9a-f]{24}$/);
  await expect(page.getByTestId("refund-terms")).toHaveText(REFUNDS);
  // One reference, unambiguous read aloud, shown to the shopper and carried by the dealer's e-mail.
  const reference = await page.getByTestId("reference").innerText();
  expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  await expect
    .poll(
      () =>
        readdirSync("data/e2e-mail")
          .filter((f) => f.startsWith(`${SITE}-lead-`))
          .some((f) => readFileSync(`data/e2e-mail/${f}`, "utf8").includes(` ${reference}: `)),
      { timeout: 30_000 },
    )
    .toBe(true);
  // The shopper's receipt e-mail carries the same reference and the refund terms.
  const unfolded = (f: string) =>
    readFileSync(`data/e2e-mail/${f}`, "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\s+/g, " ");
  await expect
    .poll(
      () =>
        readdirSync("data/e2e-mail")
          .filter((f) => f.startsWith(`${SITE}-receipt-`))
          .some(
            (f) =>
              unfolded(f).includes(`Your reference is ${reference}`) && unfolded(f).includes(`Refunds: ${REFUNDS}`),
          ),
      { timeout: 30_000 },
    )
    .toBe(true);

  // Free text matches make, model and badge; the year is a filter of its own.
  await open(
    page,
    siteUrl(
      SITE,
      `/search/new-used-and-demo-cars?query=${encodeURIComponent(car.name.replace(/^\d{4} /, ""))}`,
      baseURL,
    ),
  );
  const card = page.locator("article.car-card").filter({ has: page.locator(`h3 a[href="/cars/${car.slug}"]`) });
  await expect(card.first()).toContainText("Reserved");
  await open(page, siteUrl(SITE, `/cars/${car.slug}`, baseURL));
  await expect(page.getByRole("link", { name: "Reserve for $200" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a declined card is told so, keeps what was typed, and the car stays available", async ({
    page,
    request,
    baseURL,
  }) => {
    const car = await reservableCar(request, baseURL, 1);
    await page.goto(siteUrl(SITE, `/cars/${car.slug}/checkout`, baseURL));
    await fillReserveForm(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $200 and reserve" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    await expect(page.getByRole("textbox", { name: "Email Address" })).toHaveValue("robin@example.com");
    await expect(page.getByRole("textbox", { name: "Card number" })).toHaveValue("");
    await page.goto(siteUrl(SITE, `/cars/${car.slug}`, baseURL));
    await expect(page.getByRole("link", { name: "Reserve for $200" }).first()).toBeVisible();
  });

  test("a card that asks for the bank's authentication reserves once it is approved", async ({
    page,
    request,
    baseURL,
  }) => {
    const car = await reservableCar(request, baseURL, 2);
    await page.goto(siteUrl(SITE, `/cars/${car.slug}/checkout`, baseURL));
    await fillReserveForm(page, "4000 0025 0000 3155");
    await page.getByRole("button", { name: "Pay $200 and reserve" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
    await page.getByRole("button", { name: "Complete authentication" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Thanks Robin, the ${car.name} is reserved for you`,
    );
  });
});

test("buy a car online: Buy Online, the journey's steps one at a time, then the deposit", async ({
  page,
  request,
  baseURL,
}) => {
  const car = await reservableCar(request, baseURL, 3);
  await open(page, siteUrl(SITE, `/cars/${car.slug}`, baseURL));
  await page.getByTestId("vehicle-actions").getByRole("link", { name: "Buy Online" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Buy the ${car.name} online`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const next = () => page.getByRole("button", { name: "Continue" }).and(page.locator(":visible")).click();
  await page.getByRole("textbox", { name: "First Name" }).fill("Robin");
  await page.getByRole("textbox", { name: "Last Name" }).fill("Okafor");
  await page.getByRole("textbox", { name: "Email Address" }).fill("robin@example.com");
  await page.getByRole("textbox", { name: "Mobile Number" }).fill("0412 345 678");
  await next();
  await expect(page.getByRole("heading", { name: "2. Trade-in" })).toBeFocused();
  await page.getByRole("radio", { name: "Yes" }).check();
  await next();
  await expect(page.getByText("Please tell us the year, make and model of your trade-in.")).toBeVisible();
  await page.getByRole("textbox", { name: "Year, make and model" }).fill("2017 Mazda 3");
  await page.getByRole("textbox", { name: "Kilometres" }).fill("90000");
  await next();
  await page.getByRole("radio", { name: /^Cash/ }).check();
  await next();
  await page.getByRole("radio", { name: /^Pick up/ }).check();
  await page.getByRole("combobox", { name: "Pick up from" }).selectOption({ index: 1 });
  await next();
  await expect(page.getByText("Balance at handover")).toBeVisible();
  await next();
  await page.getByRole("textbox", { name: "Name on card" }).fill("R Okafor");
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill("12/30");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("checkbox", { name: /I agree to pay the \$200/ }).check();
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Thanks Robin, your deposit on the ${car.name} is paid`,
  );
});

test("pay an invoice online: sign in first, then the amount and the card, and the receipt", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/online-payment", baseURL));
  await expect(page).toHaveURL(/\/sign-in\?type=online-payment&redirect=%2Fonline-payment/);
  await signInWithCode(page, baseURL, SITE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Make a payment");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Invoice number" }).fill("INV-2041");
  await page.getByRole("textbox", { name: "Amount (AUD)" }).fill("1,250.50");
  await expect(page.getByText("You'll pay $1,250.50")).toBeVisible();
  await page.getByRole("textbox", { name: "First Name" }).fill("Robin");
  await page.getByRole("textbox", { name: "Last Name" }).fill("Okafor");
  await page.getByRole("textbox", { name: "Email Address" }).fill("robin@example.com");
  await page.getByRole("textbox", { name: "Name on card" }).fill("R Okafor");
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill("12/30");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("checkbox", { name: "I agree to pay $1,250.50 against the invoice above." }).check();
  await page.getByRole("button", { name: "Pay $1,250.50" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks Robin, your payment is through");
  await expect(page.getByTestId("payment-reference")).toHaveText(/^pi_/);
});
