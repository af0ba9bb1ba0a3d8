import { expect, test, type Page } from "@playwright/test";
import { open, ownAddress } from "./shopper";
import { siteRequest, siteUrl } from "./sites";

// Issue 36: a dropped connection while sending a lead form or changing a filter keeps the form, what
// was typed and the results on screen, with the failure in the form's own words and a way to try again.
const SITE = "metro-used";

test.beforeEach(async ({ context }) => ownAddress(context, "10.61"));

/** Every request for a page's data (React Router's .data requests) fails as a dropped connection does. */
async function dropData(page: Page, method = "POST") {
  await page.route(/\.data(\?|$)/, (route) =>
    route.request().method() === method ? route.abort("internetdisconnected") : route.fallback(),
  );
}

test("the contact form keeps what was typed when the connection drops, and sends it once the connection is back", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/contact", baseURL));
  const form = page.locator("form[data-lead-form-kind=general]");
  await form.getByRole("textbox", { name: "First name" }).fill("Offline");
  await form.getByRole("textbox", { name: "Last name" }).fill("Shopper");
  await form.getByRole("textbox", { name: "Email" }).fill("offline@example.com");
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Postcode" }).fill("2000");
  await form.getByRole("textbox", { name: "Comments" }).fill("Typed before the tunnel.");
  const dealership = form.getByRole("combobox", { name: /dealership/i });
  if (await dealership.count()) await dealership.selectOption({ index: 1 });
  await form.getByRole("checkbox", { name: "I agree to the terms of use" }).check();

  await dropData(page);
  await form.getByRole("button", { name: /send/i }).click();
  await expect(form.getByRole("alert").first()).toContainText("An error occurred when submitting this form");
  await expect(page.getByRole("heading", { name: /went wrong/i })).toHaveCount(0);
  await expect(form.getByRole("textbox", { name: "Comments" })).toHaveValue("Typed before the tunnel.");
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("offline@example.com");

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await form.getByRole("button", { name: /send/i }).click();
  await expect(page).toHaveURL(/\/success$/);
});

test("the multi-step enquiry keeps both steps when the connection drops, in its own words (spec 000 section 4)", async ({
  page,
  baseURL,
}) => {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const found = await page.request.post(url, {
    headers,
    data: { queries: [{ filters: "status:in_stock AND car_type:used", limit: 20 }] },
  });
  // A car without a tag: a Test Drive Only car has no enquiry form.
  const { slug } = ((await found.json()).results[0].hits as { slug: string; tag: string | null }[]).find(
    (h) => !h.tag,
  )!;
  await open(page, siteUrl(SITE, `/cars/${slug}/enquire`, baseURL));
  const form = page.locator("form[data-lead-form-kind=enquire]");
  await form.getByRole("textbox", { name: "Comments" }).fill("Asked from a lift.");
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByRole("textbox", { name: "First name" }).fill("Offline");
  await form.getByRole("textbox", { name: "Last name" }).fill("Stepper");
  await form.getByRole("textbox", { name: "Email" }).fill("stepper@example.com");
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Postcode" }).fill("2000");
  const location = form.getByRole("combobox", { name: "Preferred location" });
  if (await location.count()) await location.selectOption({ index: 1 });
  await form.getByRole("checkbox", { name: "I agree to the terms of use" }).check();

  await dropData(page);
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(form.getByRole("alert").first()).toContainText("An unexpected error occured");
  await expect(form.getByRole("textbox", { name: "First name" })).toHaveValue("Offline");
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page).toHaveURL(/\/success$/);
});

test("a listing keeps its results when the first filter change cannot reach the server, and says so", async ({
  page,
  baseURL,
}) => {
  await open(page, siteUrl(SITE, "/search/used-cars", baseURL));
  const firstCard = await page.getByRole("article").first().getByRole("heading").textContent();
  await dropData(page, "GET");
  await page.getByRole("group", { name: "Make" }).getByRole("checkbox").first().check();
  await expect(page.getByRole("alert").filter({ hasText: "We couldn't refresh the results" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /went wrong/i })).toHaveCount(0);
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(firstCard ?? "");
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "We couldn't refresh the results" })).toHaveCount(0);
});

test("an enquiry in the vehicle page's dialog stays open with what was typed when the connection drops", async ({
  page,
  request,
  baseURL,
}) => {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const found = await request.post(url, {
    headers,
    data: { queries: [{ filters: "status:in_stock AND car_type:used", hitsPerPage: 20 }] },
  });
  const hits = (await found.json()).results[0].hits as { slug: string; tag: string | null }[];
  const slug = hits.find((hit) => !hit.tag)!.slug;
  await open(page, siteUrl(SITE, `/cars/${slug}`, baseURL));
  await page.getByTestId("vehicle-actions").getByRole("link", { name: "Enquire Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await dialog.getByRole("textbox", { name: "Comments" }).fill("Is it still there?");
  await dropData(page);
  const next = dialog.getByRole("button", { name: "Next" });
  if (await next.count()) await next.click();
  await dialog.getByRole("textbox", { name: "First name" }).fill("Offline");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Dialog");
  await dialog.getByRole("textbox", { name: "Email" }).fill("dialog@example.com");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await dialog.getByRole("textbox", { name: "Postcode" }).fill("2000");
  await dialog.getByRole("checkbox", { name: "I agree to the terms of use" }).check();
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(dialog.getByRole("alert").first()).toContainText(/An (unexpected )?error occur/);
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue("dialog@example.com");
  await expect(page.getByRole("heading", { name: /went wrong/i })).toHaveCount(0);
});
