import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardWeekly, storedQuoteFits } from "~/features/finance";
import { keepPartnerQuotes, localFinancePartner, type FinancePartner } from "~/features/finance/index.server";
import { importInventory } from "~/features/inventory/import.server";
import { loadSearchCars } from "~/features/search/search-index.server";
import { financeEstimate, findCar } from "~/features/vehicle/vehicle.server";
import { QuoteBackoff } from "~/features/finance/quote-backoff";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

// Issue 56: on a site whose car pages show the partner's estimate, the cards show the same figure.
let t: TestDatabase;
let partner: FinancePartner;
let asked = 0;
const estimate = { vehicle: { finance_estimate: true }, cards: { weekly_price: true } };
const stock = (cx5Price: number) => [
  carRow("Q-1", { make: "Mazda", model: "CX-5", price: cx5Price }),
  carRow("Q-2", { make: "Kia", model: "Picanto", price: 8_000 }),
  carRow("Q-3", { make: "Ford", model: "Ranger", price: 52_000, status: "sold" }),
];

beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha", estimate), testSite("bravo", { cards: { weekly_price: true } })]);
  const local = localFinancePartner(t.handle.db);
  partner = { ...local, quote: (request) => (asked++, local.quote(request)) };
  await importInventory(t.scope("alpha"), JSON.stringify(stock(30_000)), "json");
  await importInventory(t.scope("bravo"), JSON.stringify(stock(30_000)), "json");
});
afterAll(() => t.close());

async function cardAndPage(stocknum: string) {
  const scope = t.scope("alpha");
  const card = (await loadSearchCars(scope)).find((c) => c.stocknum === stocknum)!;
  const car = (await findCar(scope, card.slug))!;
  return {
    card: cardWeekly(card, scope.config, new Date()),
    page: await financeEstimate(scope, partner, car, card.price),
  };
}

describe("the partner quote keeper", () => {
  it("stores the partner's answer for each in-stock car it would quote, and the card then says the page's figure", async () => {
    expect((await cardAndPage("Q-1")).card).toBeNull();
    const stored = await keepPartnerQuotes(t.scope("alpha"), partner);
    expect(stored).toHaveLength(1);
    const { card, page } = await cardAndPage("Q-1");
    expect(card?.amount).toBe(page?.weeklyRepaymentAmount);
    expect(card?.assumptions).toMatch(/^8\.99% p\.a\. over 5 years, \$3,000 deposit/);
    // Under $10,000 the partner quotes nothing, and a sold car is not asked about.
    expect((await cardAndPage("Q-2")).card).toBeNull();
  });

  it("asks once per car and price: again after a price change, never for a site without the estimate", async () => {
    asked = 0;
    expect(await keepPartnerQuotes(t.scope("alpha"), partner)).toEqual([]);
    expect(await keepPartnerQuotes(t.scope("bravo"), partner)).toEqual([]);
    expect(asked).toBe(0);
    await importInventory(t.scope("alpha"), JSON.stringify(stock(27_500)), "json");
    const before = (await cardAndPage("Q-1")).card;
    expect(before).toBeNull();
    asked = 0;
    expect(await keepPartnerQuotes(t.scope("alpha"), partner)).toHaveLength(1);
    expect(asked).toBe(1);
    const { card, page } = await cardAndPage("Q-1");
    expect(card?.amount).toBe(page?.weeklyRepaymentAmount);
    expect(card?.assumptions).toMatch(/\$2,750 deposit/);
    const car = (await findCar(
      t.scope("alpha"),
      (await loadSearchCars(t.scope("alpha"))).find((c) => c.stocknum === "Q-1")!.slug,
    ))!;
    expect(storedQuoteFits(car.youxQuote, 27_500)).toBe(true);
  });

  it("waits before asking again about a car the partner refused, longer each time", async () => {
    await importInventory(
      t.scope("alpha"),
      JSON.stringify([...stock(27_500), carRow("Q-4", { make: "Isuzu", model: "D-Max", price: 45_000 })]),
      "json",
    );
    let refusals = 0;
    const refusing: FinancePartner = {
      ...partner,
      quote: (request) => {
        if (request.purchasePrice !== 45_000) return partner.quote(request);
        refusals++;
        return Promise.reject(new Error("the partner is down"));
      },
    };
    const backoff = new QuoteBackoff();
    const minute = 60_000;
    expect(await keepPartnerQuotes(t.scope("alpha"), refusing, backoff, 0)).toEqual([]);
    expect(await keepPartnerQuotes(t.scope("alpha"), refusing, backoff, 30_000)).toEqual([]);
    expect(refusals).toBe(1);
    await keepPartnerQuotes(t.scope("alpha"), refusing, backoff, minute);
    expect(refusals).toBe(2);
    await keepPartnerQuotes(t.scope("alpha"), refusing, backoff, 2 * minute);
    expect(refusals).toBe(2);
    expect(await keepPartnerQuotes(t.scope("alpha"), partner, backoff, 3 * minute)).toHaveLength(1);
  });
});
