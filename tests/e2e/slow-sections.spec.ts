import { expect, test, type Route } from "@playwright/test";
import { siteRequest, siteUrl } from "./sites";

// A phone on a slow line: the vehicle page is up, but a calculator's code has not come yet when the
// site learns who is signed in. What the shopper typed into the calculator must still be there once
// its code arrives: React drew such a section afresh, with its first values, when that answer
// changed the page's context urgently (a browser test saw the fuel price typed lost).
test("typing into a section whose code is still coming survives the page learning who is signed in", async ({
  page,
  request,
  baseURL,
}) => {
  const { url, headers } = siteRequest("southern-cross", "/api/search", baseURL);
  const filters = "status:in_stock AND fuel:Petrol AND price > 20000";
  const hits = (await (await request.post(url, { headers, data: { queries: [{ filters, limit: 5 }] } })).json())
    .results[0].hits as { slug: string; tag: string | null }[];
  const car = hits.find((hit) => !hit.tag)!;

  // The calculator's code and the answer to who is signed in are held back until the shopper has typed.
  const held: Route[] = [];
  let holding = true;
  const hold = (route: Route) => (holding ? void held.push(route) : route.continue());
  await page.route(/\/assets\/fuel-calculator-[\w-]+\.js$/, hold);
  await page.route(/\/api\/shopper$/, hold);
  await page.goto(siteUrl("southern-cross", `/cars/${car.slug}`, baseURL));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect.poll(() => held.length).toBe(2);

  const fuel = page.locator("#fuel");
  await fuel.getByLabel("Fuel price ($ per litre)").fill("$2.00");
  await fuel.getByLabel("Kms driven per week").fill("1,000 kms");
  await fuel.getByLabel("Fuel consumption (L/100km)").fill("8");
  holding = false;
  // Who is signed in first, then the calculator's code, as a slow line may bring them.
  const [answer, code] = held.sort((a) => (a.request().url().endsWith("/api/shopper") ? -1 : 1));
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/shopper"));
  await answer!.continue();
  await (await answered).finished();
  // The page has taken the answer in: two frames after its body, React has rendered what it changed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await code!.continue();

  await expect(fuel.getByTestId("fuel-result")).toHaveText("Estimated fuel cost: $160.00 per week");
  await expect(fuel.getByLabel("Fuel price ($ per litre)")).toHaveValue("$2.00");
});
