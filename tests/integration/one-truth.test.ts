import { eq } from "drizzle-orm";
import { dealerPhone } from "~/features/vehicle/dealer-phone";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CarCardView } from "~/features/cars";
import { calculateRepayment } from "~/features/finance";
import { seedSite } from "~/features/demo/seed.server";
import { testMedia } from "../support/test-media";
import { financePage, localFinancePartner } from "~/features/finance/index.server";
import { estimateTermsText } from "~/features/finance/finance-form-rules";
import { compareSpecs } from "~/features/compare";
import { carSummaryView } from "~/features/cars";
import { carsBySlug } from "~/features/cars/index.server";
import { budgetTermsText, estimatedBudget } from "~/features/listing/budget";
import { loadBudgetFinder } from "~/features/listing/index.server";
import { cardsBySlug, resultCards, siteSearchIndex } from "~/features/search/index.server";
import { weeklyPriceRange } from "~/features/search/price-bands";
import { localMarketData, loadVehiclePage } from "~/features/vehicle/index.server";
import { cars } from "~/platform/db/schema";
import { loadSiteRegistry } from "~/platform/tenancy/site-registry.server";
import { formatMoney } from "~/ui/format";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 36: every fact a vehicle page shows comes from one source, checked for every car of every
// demo site: the views here are what the pages render.
const registry = loadSiteRegistry("sites");
const now = new Date("2026-11-21T00:00:00Z");
const closed = { features: false, specifications: false, comments: false };
let t: TestDatabase;
const pages = new Map<string, NonNullable<Awaited<ReturnType<typeof loadVehiclePage>>>[]>();

beforeAll(async () => {
  t = await openTestDatabase([...registry.sites.values()]);
  // The seed stores the partner's quotes as the running server's quote keeper would; the cards show them.
  for (const scope of t.scopes.values()) await seedSite(scope, now, testMedia);
});
afterAll(() => t.close());

/** Every car page of a site, as the page loader answers it with the embedded partners. */
async function everyPage(site: string) {
  const known = pages.get(site);
  if (known) return known;
  const scope = t.scope(site);
  const services = { financePartner: localFinancePartner(t.handle.db, () => now), marketData: localMarketData };
  const slugs = await scope.db.select({ slug: cars.slug }).from(cars).where(eq(cars.site_id, scope.siteId));
  const loaded = [];
  // A car without a page (hidden, or sold long ago) shows nothing to disagree with.
  for (const { slug } of slugs) {
    const page = await loadVehiclePage(scope, services, slug, closed, now);
    if (page) loaded.push(page);
  }
  expect(loaded.length).toBeGreaterThan(100);
  pages.set(site, loaded);
  return loaded;
}

const YARD_IN_COMMENTS = /Inspect it at our (.+?) yard|book a test drive at (.+?)\./;

const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));

/**
 * The weekly repayment a shopper could work out from the printed assumptions alone ('8.5% p.a. over
 * 5 years, $2,824 deposit, $30,894 final payment, $1,313.25 fees financed and $8 a month'), by the
 * textbook annuity formula, written here independently of the product's own.
 */
function weeklyFromAssumptions(price: number, assumptions: string): number {
  const rate = Number(/^([\d.]+)% p\.a\./.exec(assumptions)![1]) / 100 / 52;
  const years = Number(/over ([\d.]+) years/.exec(assumptions)![1]);
  const amount = (pattern: RegExp) => {
    const found = pattern.exec(assumptions);
    return found ? dollars(found[1]!) : 0;
  };
  const deposit = amount(/(\$[\d,.]+) deposit/);
  const balloon = amount(/(\$[\d,.]+) final payment/);
  const fees = amount(/(\$[\d,.]+) (?:fees|establishment fee) financed/);
  const monthlyFee = amount(/(\$[\d,.]+) a month/);
  const n = Math.round(years * 52);
  const growth = (1 + rate) ** n;
  const principal = price - deposit + fees - balloon / growth;
  return (principal * rate) / (1 - 1 / growth) + (monthlyFee * 12) / 52;
}

function checkFigure(problems: string[], where: string, price: number, weekly: string, assumptions: string) {
  const expected = Math.round(weeklyFromAssumptions(price, assumptions));
  if (Math.abs(dollars(weekly) - expected) > 1)
    problems.push(`${where}: ${weekly} per week, but ${assumptions} on ${price} gives $${expected}`);
}

function checkCard(problems: string[], where: string, card: CarCardView) {
  if (card.weekly && card.price.kind === "price")
    checkFigure(
      problems,
      `${where} card ${card.slug}`,
      dollars(card.price.text),
      card.weekly.text,
      card.weekly.assumptions,
    );
}

describe.each([...registry.sites.keys()])("every car on %s", (site) => {
  it("names one yard in its bar, its card, its comments and its revealed phone", async () => {
    const problems: string[] = [];
    for (const { view } of await everyPage(site)) {
      const own = view.location.own;
      if (!own) {
        problems.push(`${view.car.slug}: no yard`);
        continue;
      }
      const city = own.address
        .split(", ")
        .at(-1)!
        .replace(/ [A-Z]{2,3} \d{4}$/, "");
      if (view.announcement && view.announcement.text !== `Located at ${city}`)
        problems.push(`${view.car.slug}: bar "${view.announcement.text}", card ${own.name}`);
      const named = YARD_IN_COMMENTS.exec(view.comments.text);
      if (named && (named[1] ?? named[2]) !== city)
        problems.push(`${view.car.slug}: comments name ${named[1] ?? named[2]}, card ${own.name}`);
      // Spec 000 section 4: the site's number for the car's type, else new, else used, else the yard's.
      const phones = registry.sites.get(site)!.contact.phones;
      const expected = dealerPhone(view.car.car_type, phones, own.phone ?? null);
      if (view.phone && view.phone.phone !== expected)
        problems.push(`${view.car.slug}: phone ${view.phone.phone}, expected ${expected} (card ${own.name})`);
    }
    expect(problems).toEqual([]);
  });

  it("shows one repayment, reproducible from the assumptions printed beside it, as do its similar cars", async () => {
    const problems: string[] = [];
    let figures = 0;
    for (const { view, similar } of await everyPage(site)) {
      const slug = view.car.slug;
      if (view.estimate && view.financeTeaser?.weekly) problems.push(`${slug}: an estimate and a teaser`);
      const price = view.price?.kind === "price" ? dollars(view.price.text) : null;
      if (price && view.financeTeaser?.weekly) {
        figures++;
        const assumptions = view.financeTeaser.rates!.split("; ")[0]!;
        checkFigure(problems, `${slug} teaser`, price, view.financeTeaser.weekly.replace(" per week", ""), assumptions);
        if (!view.financeTeaser.note?.startsWith("*Comparison rate"))
          problems.push(`${slug}: a comparison rate* without its note`);
      }
      if (price && view.estimate) {
        figures++;
        const { weekly, advertisedRate, assumptions } = view.estimate;
        checkFigure(problems, `${slug} estimate`, price, weekly, `${advertisedRate}% p.a. ${assumptions}`);
      }
      if (price && (view.financeTeaser?.weekly || view.estimate)) {
        const headline = view.financeTeaser?.weekly?.replace(" per week", "") ?? view.estimate!.weekly;
        // The calculator's first answer, as its widget works it out on the page.
        const first = calculateRepayment(view.calculator.defaults, view.calculator.config);
        if (first.kind !== "repayment" || formatMoney(first.amount) !== headline)
          problems.push(`${slug}: headline ${headline}, calculator starts at ${JSON.stringify(first)}`);
      }
      for (const card of similar) checkCard(problems, slug, card);
    }
    // A card's weekly figure is the one its car's page leads with.
    const headlines = new Map(
      (await everyPage(site)).map(({ view }) => [view.car.slug, view.financeTeaser?.weekly ?? view.estimate?.weekly]),
    );
    for (const { similar } of await everyPage(site))
      for (const card of similar)
        if (
          card.weekly &&
          headlines.get(card.slug)?.replace(" per week", "") !== card.weekly.text.replace(" per week", "")
        )
          problems.push(`card ${card.slug}: ${card.weekly.text}, its page ${headlines.get(card.slug) ?? "none"}`);
    expect(problems.slice(0, 20)).toEqual([]);
    if (site !== "outback") expect(figures).toBeGreaterThan(100);
  });
});

/** A price a repayment buys, worked back from printed terms ('At 10% p.a. over 5 years, no final payment, before fees'). */
function budgetFromTerms(repayment: number, periodsPerYear: number, deposit: number, terms: string): number {
  const rate = Number(/^At ([\d.]+)% p\.a\./.exec(terms)![1]) / 100 / periodsPerYear;
  const years = Number(/over ([\d.]+) years/.exec(terms)![1]);
  const fees = /(\$[\d,.]+) fees financed/.exec(terms);
  const monthly = /(\$[\d,.]+) a month/.exec(terms);
  const payment = repayment - (monthly ? (dollars(monthly[1]!) * 12) / periodsPerYear : 0);
  const n = years * periodsPerYear;
  return (payment * (1 - (1 + rate) ** -n)) / rate - (fees ? dollars(fees[1]!) : 0) + deposit;
}

// Issue 56: one set of finance figures on every page type: every card of the site (listings, home,
// similar cars, the compare page's row), the finance page's estimate and the budget finder, each
// rebuilt from the terms printed beside it.
describe.each([...registry.sites.keys()])("every repayment on %s's other pages", (site) => {
  it("every card and the compare page's row: the figure its terms give, and its car page's headline", async () => {
    const scope = t.scope(site);
    const slugs = (await everyPage(site)).map(({ view }) => view.car.slug);
    const headlines = new Map(
      (await everyPage(site)).map(({ view }) => [view.car.slug, view.financeTeaser?.weekly ?? view.estimate?.weekly]),
    );
    const cards = await cardsBySlug(scope, slugs, now);
    const problems: string[] = [];
    for (const card of cards) {
      checkCard(problems, "listing", card);
      if (
        card.weekly &&
        headlines.get(card.slug)?.replace(" per week", "") !== card.weekly.text.replace(" per week", "")
      )
        problems.push(`card ${card.slug}: ${card.weekly.text}, its page ${headlines.get(card.slug) ?? "none"}`);
    }
    const weekly = new Map(cards.map((card) => [card.slug, card.weekly]));
    for (const car of await carsBySlug(scope, slugs.slice(0, 30))) {
      const row = compareSpecs(car, carSummaryView(car, scope.config.vehicle), weekly.get(car.slug) ?? null);
      if (row["Weekly repayment"] !== (weekly.get(car.slug)?.text ?? "–"))
        problems.push(`compare ${car.slug}: ${row["Weekly repayment"]}, its card ${weekly.get(car.slug)?.text}`);
    }
    // Filtering by weekly repayment finds what the cards say: each car's band is its card's figure's,
    // and a car whose card shows none is in none (issue 56: partner-priced cards had no band).
    const indexed = (await siteSearchIndex(scope)).cars;
    const bands = new Map(indexed.map((car) => [car.slug, car.weekly_price_range]));
    for (const card of resultCards(scope, indexed)) {
      const band = weeklyPriceRange(card.weekly ? dollars(card.weekly.text.replace(" per week", "")) : null);
      if (bands.get(card.slug) !== band)
        problems.push(`card ${card.slug}: ${card.weekly?.text ?? "no figure"}, in the band ${bands.get(card.slug)}`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // A site may leave the weekly figure off its cards (metro-used does); where it shows it, most cards carry one.
    if (scope.config.cards.weekly_price) expect(cards.filter((card) => card.weekly).length).toBeGreaterThan(100);
    // Where the pages show the partner's estimate, its cards show the same stored figure (issue 56).
    if (scope.config.vehicle.finance_estimate)
      expect(cards.filter((card) => card.weekly && /deposit/.test(card.weekly.assumptions)).length).toBeGreaterThan(50);
  });

  it("the finance page's estimate: the figure its printed terms give", async () => {
    const scope = t.scope(site);
    const partner = localFinancePartner(t.handle.db, () => now);
    const problems: string[] = [];
    let estimates = 0;
    for (const query of ["", "?price=52000", "?price=18990&loanTerm=3", "?price=145000&loanTerm=7"]) {
      const url = new URL(`http://${site}.example${scope.config.finance.page_path}${query}`);
      const page = await financePage(scope, partner, url, null, now, "page", async () => []);
      const estimate = page.quote.estimate;
      if (!estimate) continue;
      estimates++;
      const terms = estimateTermsText(estimate, page.quote.initial.term);
      const years = Number(/(\d+) year term/.exec(terms)![1]);
      // Rebuilt in the words the card check reads: rate, term, deposit, final payment, fee.
      const words = `${estimate.advertisedRate}% p.a. over ${years} years, ${/(\$[\d,]+) deposit/.exec(terms)![1]} deposit, no final payment, ${/(\$[\d,]+) establishment fee financed/.exec(terms)![1]} establishment fee financed`;
      checkFigure(
        problems,
        `finance page ${query}`,
        page.quote.initial.amount,
        formatMoney(estimate.weeklyRepaymentAmount),
        words,
      );
    }
    expect(problems).toEqual([]);
    if (scope.config.finance.autograb_option) expect(estimates).toBe(4);
  });

  it("the budget finder: the price its printed terms buy with the repayment, plus the deposit", async () => {
    const finder = await loadBudgetFinder(t.scope(site));
    const terms = budgetTermsText(finder.calculator);
    for (const [repayment, frequency, deposit] of [
      [finder.start.repayment, finder.start.frequency, finder.start.deposit],
      [200, "weekly", 5_000],
      [750, "monthly", 0],
    ] as const) {
      const shown = estimatedBudget(repayment, frequency, deposit, finder.calculator);
      const rebuilt = budgetFromTerms(repayment, frequency === "weekly" ? 52 : 12, deposit, terms);
      expect(Math.abs(shown - rebuilt), `${repayment} ${frequency} + ${deposit}: ${shown} on "${terms}"`).toBeLessThan(
        1,
      );
    }
  });
});
