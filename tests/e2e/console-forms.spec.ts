import { expect, test } from "@playwright/test";
import { signInByLink } from "./console-staff";
import { open } from "./shopper";
import { siteUrl } from "./sites";

// Issue 52: the console's forms are the shop's kind: one schema read in the browser and on the
// server (Conform + zod/mini), each message in plain words beside its field, focus on the first.

test("issue 52: an offer's wrong fields are named beside them in plain words, with focus on the first, before anything is sent", async ({
  page,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager", "southern-cross");
  await open(page, siteUrl("southern-cross", "/console/offers/new", baseURL));
  let sent = 0;
  page.on("request", (r) => {
    if (r.method() === "POST") sent += 1;
  });
  await page.getByLabel("Price ($)", { exact: true }).fill("39.5");
  await page.getByLabel("First day", { exact: true }).fill("2026-12-10");
  await page.getByLabel("Last day", { exact: true }).fill("2026-12-01");
  await page.getByRole("button", { name: "Add the offer" }).click();

  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Title", { exact: true })).toHaveAccessibleDescription("Give the offer a title");
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveAccessibleDescription(
    "A price is whole dollars, such as 39990",
  );
  await expect(page.getByLabel("Last day", { exact: true })).toHaveAccessibleDescription(
    /The last day is before the first/,
  );
  expect(sent).toBe(0);

  // Corrected as typed: the message goes as the field becomes right.
  await page.getByLabel("Title", { exact: true }).fill("Summer run-out");
  await expect(page.getByLabel("Title", { exact: true })).not.toHaveAttribute("aria-invalid");
});

test("issue 52: without scripts the server reads the same schema and sends the form back as typed, messages beside the fields", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByLink(page, baseURL, "manager", "Mel Manager", "southern-cross");
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { "x-forwarded-for": "10.52.1.1" },
  });
  const form = await plain.newPage();
  await form.goto(siteUrl("southern-cross", "/console/offers/new", baseURL));
  await form.getByLabel("Description", { exact: true }).fill("Every Ranger in the yard, this week only.");
  await form.getByLabel("Price ($)", { exact: true }).fill("lots");
  await form.getByRole("button", { name: "Add the offer" }).click();

  await expect(form.getByRole("alert")).toHaveText("Some fields need a look: each says what is wrong.");
  await expect(form.getByLabel("Title", { exact: true })).toHaveAccessibleDescription("Give the offer a title");
  await expect(form.getByLabel("Price ($)", { exact: true })).toHaveAccessibleDescription(
    "A price is whole dollars, such as 39990",
  );
  await expect(form.getByLabel("Description", { exact: true })).toHaveValue(
    "Every Ranger in the yard, this week only.",
  );
  await expect(form.getByLabel("Price ($)", { exact: true })).toHaveValue("lots");
  await plain.close();
});
