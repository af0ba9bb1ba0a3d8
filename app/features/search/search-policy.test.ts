import { describe, expect, it } from "vitest";
import { syntheticCars } from "../../../tests/support/synthetic-cars";
import { runSearch } from "./run-search";
import type { SearchCar } from "~/features/cars";
import { buildSearchIndex } from "./search-index";
import { collapseSoldRuns, isListed, type SearchPolicy } from "./search-policy";

const NOW = Date.UTC(2026, 10, 21) / 1000;
const DAY = 86_400;
const policy: SearchPolicy = {
  stock_filter: true,
  include_sold_cars_days: 3,
  collapse_sold_runs: true,
  price_sort_excludes_zero: false,
  now: NOW,
};
const [template] = syntheticCars(1, 3, NOW) as [SearchCar];
const car = (overrides: Partial<SearchCar>): SearchCar => ({
  ...template,
  show_on_dealer_website: true,
  dealer_sold_days: null,
  ...overrides,
});

describe("stock visibility (spec 000 section 4)", () => {
  it.each([
    ["in_stock is listed on every site", { status: "in_stock" }, false, true],
    ["coming_soon is not listed where only in_stock is listed normally", { status: "coming_soon" }, false, false],
    ["coming_soon is listed where the stock filter is on", { status: "coming_soon" }, true, true],
    [
      "sold 2 days ago is listed within the default 3 days",
      { status: "sold", sold_date_timestamp: NOW - 2 * DAY },
      true,
      true,
    ],
    ["sold exactly 3 days ago is still listed", { status: "sold", sold_date_timestamp: NOW - 3 * DAY }, true, true],
    ["sold 4 days ago is not listed", { status: "sold", sold_date_timestamp: NOW - 4 * DAY }, true, false],
    [
      "sold yesterday is not listed where only in_stock is listed",
      { status: "sold", sold_date_timestamp: NOW - DAY },
      false,
      false,
    ],
    [
      "a dealer's own 14 days keeps a car sold 10 days ago",
      { status: "sold", sold_date_timestamp: NOW - 10 * DAY, dealer_sold_days: 14 },
      true,
      true,
    ],
    [
      "a dealer's own 0 days hides a car sold an hour ago",
      { status: "sold", sold_date_timestamp: NOW - 3600, dealer_sold_days: 0 },
      true,
      false,
    ],
    [
      "show_on_dealer_website false hides an in-stock car",
      { status: "in_stock", show_on_dealer_website: false },
      true,
      false,
    ],
    ["other statuses are never listed", { status: "reserved" }, true, false],
  ] as const)("%s", (_name, overrides, stockFilter, listed) => {
    expect(isListed(car(overrides), { ...policy, stock_filter: stockFilter })).toBe(listed);
  });
});

describe("sold-run collapsing (spec 000 section 2)", () => {
  const s = (id: number) => ({ id, status: "sold" });
  const i = (id: number) => ({ id, status: "in_stock" });
  it.each([
    ["a run of three sold cars shows only its first", [i(1), s(2), s(3), s(4), i(5)], [1, 2, 5]],
    ["separate sold cars each stay", [s(1), i(2), s(3)], [1, 2, 3]],
    ["every hit sold: all are shown", [s(1), s(2), s(3)], [1, 2, 3]],
    ["no sold cars: nothing changes", [i(1), i(2)], [1, 2]],
  ])("%s", (_name, ordered, shown) => {
    expect(collapseSoldRuns(ordered).map((c) => c.id)).toEqual(shown);
  });

  const sold = (id: number, rank: number) =>
    car({ id, slug: `c${id}`, status: "sold", sold_date_timestamp: NOW - DAY, custom_rank: rank });
  const inStock = (id: number, rank: number) => car({ id, slug: `c${id}`, status: "in_stock", custom_rank: rank });

  it("the index collapses runs across pages, and counts and pages by the cards it shows (the count equals the cards, issue 36)", () => {
    const index = buildSearchIndex([
      inStock(1, 90),
      sold(2, 80),
      sold(3, 70),
      sold(4, 60),
      inStock(5, 50),
      sold(6, 40),
    ]);
    const first = runSearch(index, { hitsPerPage: 2 }, policy);
    expect(first.hits.map((c) => c.id)).toEqual([1, 2]);
    expect(first.count).toBe(4);
    expect(first.pages).toBe(2);
    expect(runSearch(index, { hitsPerPage: 2, page: 1 }, policy).hits.map((c) => c.id)).toEqual([5, 6]);
    expect(runSearch(index, {}, { ...policy, collapse_sold_runs: false }).count).toBe(6);
  });

  it("the index shows every car when every hit is sold", () => {
    const index = buildSearchIndex([sold(1, 3), sold(2, 2), sold(3, 1), inStock(4, 0)]);
    const result = runSearch(index, { refinements: { status: ["sold"] } }, policy);
    expect(result.hits.map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
