import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInByLink } from "./console-staff";
import { open } from "./shopper";
import { siteRequest, siteUrl } from "./sites";

// Issue 54: a test drive reaches a salesperson's pocket, who works it from a phone in one screen,
// and the shopper's confirmation says what the thank-you page said.
const SITE = "metro-used";

/** An e-mail in the mail folder, quoted-printable undone, found by its file name and what it holds. */
function mail(prefix: string, holding: string): string | null {
  for (const file of readdirSync("data/e2e-mail").filter((f) => f.startsWith(prefix))) {
    const text = readFileSync(`data/e2e-mail/${file}`, "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (text.includes(holding)) return text;
  }
  return null;
}

async function bookTestDrive(page: Page, baseURL: string | undefined) {
  const { url, headers } = siteRequest(SITE, "/api/search", baseURL);
  const answer = await page.request.post(url, {
    headers,
    data: { queries: [{ filters: 'status:in_stock AND NOT tag:"Test Drive Only"', limit: 1 }] },
  });
  const [car] = (await answer.json()).results[0].hits as { slug: string; name: string }[];
  await open(page, siteUrl(SITE, `/cars/${car!.slug}/test-drive`, baseURL));
  const email = `driver-${Date.now()}@example.com`;
  await page.getByRole("textbox", { name: "First name" }).fill("Priya");
  await page.getByRole("textbox", { name: "Last name" }).fill("Shah");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Postcode" }).fill("3000");
  await page.getByRole("combobox", { name: "Preferred date and time" }).selectOption({ index: 1 });
  const terms = page.getByRole("checkbox", { name: "I agree to the terms of use" });
  if (await terms.count()) await terms.check();
  await page.getByRole("button", { name: "Book Test Drive" }).click();
  await expect(page).toHaveURL(/\/success$/);
  const reference = /reference ([A-Z0-9]{6})/.exec(await page.getByText(/We have received your/).innerText())?.[1];
  const appointment = await page.locator("[data-appointment]").innerText();
  expect(reference).toBeTruthy();
  return { reference: reference!, appointment, car: car!, email };
}

test("issue 54: a salesperson at 390 px opens the lead from its alert, taps Call, replies with a template; the shopper's confirmation matches the page", async ({
  browser,
  page,
  baseURL,
}) => {
  const shopper = await bookTestDrive(page, baseURL);
  expect(shopper.appointment).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ \w{3}, \d+:\d{2} (am|pm) at .+/);

  // The shopper's confirmation: the same reference, car, yard and time as the thank-you page.
  const confirmation = await expect
    .poll(() => mail(`${SITE}-confirmation-`, shopper.reference), { timeout: 15_000 })
    .toBeTruthy()
    .then(() => mail(`${SITE}-confirmation-`, shopper.reference)!);
  expect(confirmation).toContain(`To: ${shopper.email}`);
  expect(confirmation).toContain(`Your reference is ${shopper.reference}.`);
  expect(confirmation).toContain(shopper.car.name);
  expect(confirmation).toContain(`Your time: ${shopper.appointment}`);
  expect(confirmation).toContain(`Where: ${shopper.appointment.split(" at ").at(-1)}`);
  expect(confirmation).toContain("text/calendar");

  // A manager hands the lead to a salesperson, who is alerted.
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await managerContext.newPage();
  await signInByLink(manager, baseURL, "manager", "Mia Manager");
  const sellerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const seller = await sellerContext.newPage();
  const sellerName = `Sam Seller ${Date.now()}`;
  const sellerEmail = await signInByLink(seller, baseURL, "sales", sellerName);

  await open(manager, siteUrl(SITE, `/console/leads?q=${shopper.reference}`, baseURL));
  await manager.getByRole("link", { name: "Priya Shah" }).first().click();
  await manager.getByRole("combobox", { name: "Assigned to" }).selectOption({ label: sellerName });
  await manager.getByRole("button", { name: "Assign" }).click();
  await expect(manager.getByRole("combobox", { name: "Assigned to" })).toHaveValue(/\d+/);

  const alert = await expect
    .poll(() => mail(`${SITE}-lead-`, `To: ${sellerEmail}`), { timeout: 15_000 })
    .toBeTruthy()
    .then(() => mail(`${SITE}-lead-`, `To: ${sellerEmail}`)!);
  expect(alert).toContain("New lead for you: Priya Shah");
  const leadPath = /\/console\/leads\/\d+/.exec(alert)?.[0];
  expect(leadPath).toBeTruthy();

  // The salesperson, on a phone: everything in one screen, nothing internal.
  await open(seller, siteUrl(SITE, leadPath!, baseURL));
  await expect(seller.getByRole("heading", { level: 1, name: "Priya Shah" })).toBeVisible();
  const call = seller.getByRole("link", { name: "Call" });
  await expect(call).toHaveAttribute("href", "tel:+61412345678");
  await expect(seller.getByRole("link", { name: "SMS" })).toHaveAttribute("href", "sms:+61412345678");
  await expect(seller.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/61412345678");
  await expect(seller.getByText(`Wants: ${shopper.appointment}`)).toBeVisible();
  const box = await call.boundingBox();
  expect(box!.y + box!.height).toBeLessThan(844);
  await expect(seller.locator("main")).not.toContainText(/Car id|Dealership slug|Opt in|Code \d/);

  // The tap on Call records the first contact (the dialler itself is the phone's).
  await call.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault(), { once: true }));
  await call.click();
  const timeline = seller.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Called 0412345678");
  await expect(seller.getByText(/^First contact: (?!not yet)/)).toBeVisible();

  // A reply from a template, on the timeline.
  const reply = seller.getByRole("region", { name: "Reply" });
  await reply.getByRole("combobox", { name: "Template" }).selectOption("First reply");
  await expect(reply.getByRole("textbox", { name: "Message" })).toHaveValue(
    /^Hi Priya, thanks for your enquiry about the /,
  );
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(seller.getByRole("status").filter({ hasText: "Reply sent" })).toBeVisible();
  await expect(timeline).toContainText("SMS sent");
  await expect(timeline).toContainText(`Hi Priya, thanks for your enquiry about the ${shopper.car.name}`);

  await managerContext.close();
  await sellerContext.close();
});
