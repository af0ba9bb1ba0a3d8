import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { open, ownAddress } from "./shopper";
import { siteRequest, siteUrl } from "./sites";

const SITE = "metro-used";

test.beforeEach(async ({ context }) => ownAddress(context, "10.60"));

async function describeCar(page: Page, km: string) {
  await page.getByRole("textbox", { name: "Registration" }).fill("TRD 042");
  await page.getByRole("combobox", { name: "State" }).selectOption("VIC");
  await page.getByRole("button", { name: "Find my car" }).click();
  await expect(page.getByRole("status")).toContainText("We found your");
  await page.getByRole("textbox", { name: "Kilometres" }).fill(km);
  await page
    .getByRole("group", { name: "What condition is the car in?" })
    .getByLabel("Good: minor wear for its age")
    .check();
  await page
    .getByRole("group", { name: "Has the car been in an accident that needed repairs?" })
    .getByLabel("No")
    .check();
  await page
    .getByRole("group", { name: "Does it have a full service history?" })
    .getByLabel("Yes, full history")
    .check();
  await page.getByRole("group", { name: "How many keys do you have?" }).getByLabel("Two or more").check();
  await page.getByRole("group", { name: "Is there finance owing on the car?" }).getByLabel("No").check();
  await page.getByRole("textbox", { name: "First Name" }).fill("Alex");
  await page.getByRole("textbox", { name: "Mobile Number" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Email Address" }).fill("alex@example.com");
}

/** The model the site stocks most of, recent enough for an online estimate: the market the estimate is made from. */
async function commonModel(request: APIRequestContext, baseURL: string | undefined) {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const response = await request.post(url, {
    headers,
    data: { queries: [{ filters: `year >= ${new Date().getFullYear() - 6} AND price > 1000`, limit: 500 }] },
  });
  const hits: { make: string; model: string; year: number }[] = (await response.json()).results[0].hits;
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(`${hit.make}|${hit.model}`, (counts.get(`${hit.make}|${hit.model}`) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [make, model] = best![0].split("|") as [string, string];
  return { make, model, year: String(hits.find((hit) => hit.make === make && hit.model === model)!.year) };
}

test("value a car from its registration and accept the offer", async ({ page, request, baseURL }) => {
  const car = await commonModel(request, baseURL);
  await open(page, siteUrl(SITE, "/sell-your-car", baseURL));
  await describeCar(page, "45,000");
  await expect(page.getByRole("textbox", { name: "Make" })).not.toHaveValue("");
  // The shopper corrects what the registry found: the car they are selling is the one they know.
  await page.getByRole("textbox", { name: "Year" }).fill(car.year);
  await page.getByRole("textbox", { name: "Make" }).fill(car.make);
  await page.getByRole("textbox", { name: "Model" }).fill(car.model);
  await page.getByRole("button", { name: "Get my estimate" }).click();
  // One amount is offered; the estimate range is explained beside it, and accepting states the amount.
  const offer = await page.getByTestId("offer").innerText();
  expect(offer).toMatch(/^\$\d{1,3}(,\d{3})*$/);
  await expect(page.getByTestId("estimate")).toContainText(/about \$[\d,]+ to \$[\d,]+/);
  await page.getByRole("button", { name: `Accept offer of ${offer}` }).click();
  await expect(page.getByRole("heading", { name: "Offer accepted. Thanks Alex!" })).toBeVisible();
  await expect(page.getByText(`You accepted our offer of ${offer}.`)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a car over 100,000 km gets no online estimate, as the FAQ says, and the dealer will call", async ({
    page,
    baseURL,
  }) => {
    await page.goto(siteUrl(SITE, "/trade-in", baseURL));
    await describeCar(page, "150000");
    await page.getByRole("button", { name: "Get my estimate" }).click();
    await expect(page.getByRole("heading", { name: "Thanks Alex, we'll be in touch" })).toBeVisible();
    await expect(page.getByText("Cars over 7 years old or 100,000 km don't get an online estimate.")).toBeVisible();
    await page.getByText("Why didn't my car get an online estimate?").click();
    await expect(
      page.getByText("Cars over 7 years old or 100,000 km do not get an online estimate. Our valuer"),
    ).toBeVisible();
  });
});

test("every kilometres field groups thousands as typed and says kms (spec 001 section 5): trade-in and service booking", async ({
  page,
  baseURL,
}) => {
  for (const address of ["/sell-your-car", "/service#service-booking"]) {
    await open(page, siteUrl(SITE, address, baseURL));
    const km = page.getByRole("textbox", { name: "Kilometres" });
    await km.pressSequentially("1234567");
    await expect(km).toHaveValue("1,234,567");
    await km.press("Home");
    await km.press("Delete");
    await expect(km).toHaveValue("234,567");
    await expect(km.locator("xpath=following-sibling::span")).toHaveText("kms");
  }
});
