import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyRuns } from "../../../tests/support/property-runs";
import { syntheticCars } from "../../../tests/support/synthetic-cars";
import { facetNames, facetValues, listFacetNames, type FacetName } from "./facets";
import { isModelYear, runSearch } from "./run-search";
import type { SearchCar } from "~/features/cars";
import { buildSearchIndex } from "./search-index";
import { withCarsWritten } from "./search-index-update";
import { collapseSoldRuns, isListed, type SearchPolicy } from "./search-policy";
import {
  matchesPredicate,
  rangeNames,
  sliderNames,
  type Filter,
  type Predicate,
  type SearchRequest,
  type SearchResult,
} from "./search-request";
import { compareBy, sortKeys, DEFAULT_SORT } from "./sort-keys";
import { identifierTokens, tokenize, wordMatches, wordTokens } from "./text-match";

/** The naive reference: filter an array, sort it, count by brute force. The index must agree exactly. */
function referenceSearch(cars: SearchCar[], request: SearchRequest, policy: SearchPolicy): SearchResult {
  const sort = request.sort ?? DEFAULT_SORT;
  const hitsPerPage = request.hitsPerPage ?? 21;
  const page = request.page ?? 0;
  const words = tokenize(request.query ?? "");
  const holds = (car: SearchCar, filter: Filter) =>
    filter.every((group) => group.some((p) => matchesPredicate(car, p, facetValues)));
  const base = cars.filter(
    (car) =>
      isListed(car, policy) &&
      (words.every(
        (q) =>
          wordTokens(car).some((w) => wordMatches(q, w)) ||
          identifierTokens(car).some((t) => t.startsWith(q)) ||
          (isModelYear(q) && car.year === Number(q)),
      ) ||
        (words.length > 1 && identifierTokens(car).some((t) => t.startsWith(words.join(""))))) &&
      holds(car, request.filters ?? []) &&
      !(sort === "price_asc" && policy.price_sort_excludes_zero && car.price <= 0),
  );
  const refined = (car: SearchCar, except?: string) =>
    Object.entries(request.refinements ?? {}).every(
      ([facet, values]) =>
        facet === except ||
        !values?.length ||
        values.some((v) => facetValues(car, facet as FacetName).some((held) => held.toLowerCase() === v.toLowerCase())),
    ) &&
    rangeNames.every((name) => {
      const range = request.ranges?.[name];
      return (
        name === except ||
        !range ||
        (range.min === undefined && range.max === undefined) ||
        (car[name] !== null && car[name] >= (range.min ?? -Infinity) && car[name] <= (range.max ?? Infinity))
      );
    });
  const ordered = base.filter((car) => refined(car)).sort(compareBy(sort));
  const shown = policy.collapse_sold_runs ? collapseSoldRuns(ordered) : ordered;
  const facets: SearchResult["facets"] = {};
  for (const facet of request.facets ?? []) {
    // Each value counts the cards its own listing would show: sold runs collapse within that value's cars.
    const byValue = new Map<string, SearchCar[]>();
    for (const car of base.filter((c) => refined(c, facet)).sort(compareBy(sort))) {
      for (const value of facetValues(car, facet)) byValue.set(value, [...(byValue.get(value) ?? []), car]);
    }
    const counts = new Map(
      [...byValue].map(([value, cars]) => [value, (policy.collapse_sold_runs ? collapseSoldRuns(cars) : cars).length]),
    );
    const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    facets[facet] = Object.fromEntries(sorted.slice(0, request.maxValuesPerFacet ?? 100));
  }
  const facets_stats: SearchResult["facets_stats"] = {};
  for (const name of sliderNames) {
    const values = base.filter((c) => refined(c, name)).map((c) => c[name]);
    if (values.length) facets_stats[name] = { min: Math.min(...values), max: Math.max(...values) };
  }
  return {
    hits: shown.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
    count: shown.length,
    page,
    pages: Math.ceil(shown.length / hitsPerPage),
    hitsPerPage,
    facets,
    facets_stats,
  };
}

const NOW = Date.UTC(2026, 10, 21) / 1000;

const policyArb = fc.record({
  stock_filter: fc.boolean(),
  include_sold_cars_days: fc.integer({ min: 0, max: 14 }),
  collapse_sold_runs: fc.boolean(),
  price_sort_excludes_zero: fc.boolean(),
  now: fc.constant(NOW),
});

function requestArb(cars: SearchCar[]) {
  const sample = cars.length ? cars : syntheticCars(5, 99);
  const valueOf = (facet: FacetName) => fc.constantFrom("none", ...sample.flatMap((c) => facetValues(c, facet)));
  const word = fc.constantFrom(...sample.flatMap((c) => [...wordTokens(c), ...identifierTokens(c)]));
  const stockWithDash = fc.constantFrom(...sample.map((c) => `${c.stocknum.slice(0, 1)}-${c.stocknum.slice(1, 4)}`));
  const year = fc.constantFrom(...sample.map((c) => String(c.year)));
  const queryWord = fc.oneof(
    stockWithDash,
    year,
    word,
    word.map((w) => w.slice(0, Math.max(1, w.length - 2))),
    fc
      .tuple(word, fc.nat())
      .map(([w, n]) => (w.length > 3 ? w.slice(0, n % w.length) + w.slice((n % w.length) + 1) : w)),
    fc
      .tuple(word, fc.nat())
      .map(([w, n]) => (w.length > 3 ? w.slice(0, n % w.length) + "x" + w.slice((n % w.length) + 1) : w)),
  );
  const allFacets = [...facetNames, ...listFacetNames];
  const facet = fc.constantFrom(...allFacets);
  const status = fc.option(fc.subarray(["in_stock", "coming_soon", "sold"], { minLength: 1 }), { nil: undefined });
  const refinements = fc
    .tuple(
      fc.array(
        facet.chain((f) => fc.tuple(fc.constant(f), fc.array(valueOf(f), { maxLength: 3 }))),
        { maxLength: 4 },
      ),
      status,
    )
    .map(([pairs, statuses]) => ({ ...Object.fromEntries(pairs), ...(statuses ? { status: statuses } : {}) }));
  const bound = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: undefined });
  const ranges = fc.record(
    {
      price: fc.record({ min: bound(120_000), max: bound(120_000) }),
      km: fc.record({ min: bound(300_000), max: bound(300_000) }),
      year: fc.record({ min: bound(2026), max: bound(2026) }),
      towing_capacity: fc.record({ min: bound(3500), max: bound(3500) }),
      fuel_economy: fc.record({ min: bound(15), max: bound(15) }),
    },
    { requiredKeys: [] },
  );
  const predicate: fc.Arbitrary<Predicate> = fc.oneof(
    facet.chain((f) =>
      fc.record({
        kind: fc.constant("facet" as const),
        facet: fc.constant(f),
        value: valueOf(f),
        negate: fc.boolean(),
      }),
    ),
    fc.record({
      kind: fc.constant("numeric" as const),
      attribute: fc.constantFrom("photos_count" as const, "price" as const, "year" as const),
      op: fc.constantFrom("<" as const, "<=" as const, "=" as const, "!=" as const, ">=" as const, ">" as const),
      value: fc.integer({ min: 0, max: 60_000 }),
    }),
  );
  return fc.record(
    {
      query: fc.array(queryWord, { maxLength: 2 }).map((ws) => ws.join(" ")),
      filters: fc.array(fc.array(predicate, { minLength: 1, maxLength: 2 }), { maxLength: 2 }),
      refinements,
      ranges,
      facets: fc.subarray(allFacets),
      maxValuesPerFacet: fc.integer({ min: 1, max: 40 }),
      sort: fc.constantFrom(...sortKeys),
      page: fc.integer({ min: 0, max: 4 }),
      hitsPerPage: fc.integer({ min: 1, max: 30 }),
    },
    { requiredKeys: ["facets"] },
  ) as fc.Arbitrary<SearchRequest>;
}

/**
 * Making a car (the demo factory, then the feed's validation) cost two thirds of these properties'
 * time, so a case draws its cars from one of a few dozen seeds' lists, each made once: the first
 * `count` cars of a seed's list are the cars `syntheticCars(count, seed)` makes (checked below).
 */
const SEEDS = 48;
const MOST_CARS = 250;
const seedLists = new Map<number, SearchCar[]>();
function carsOf(count: number, seed: number): SearchCar[] {
  let list = seedLists.get(seed);
  if (!list) seedLists.set(seed, (list = syntheticCars(MOST_CARS, seed, NOW)));
  return list.slice(0, count);
}
const seedArb = fc.integer({ min: 1, max: SEEDS });

const caseArb = fc
  .tuple(fc.integer({ min: 0, max: MOST_CARS }), seedArb)
  .map(([count, seed]) => carsOf(count, seed))
  .chain((cars) => fc.tuple(fc.constant(cars), requestArb(cars), policyArb));

/** Hits in order, counts, pages, facet counts and stats all equal. */
function expectSameAnswer(got: SearchResult, want: SearchResult) {
  expect(got.hits.map((c) => c.id)).toEqual(want.hits.map((c) => c.id));
  expect(got.count).toBe(want.count);
  expect(got.pages).toBe(want.pages);
  expect(got.facets).toEqual(want.facets);
  expect(got.facets_stats).toEqual(want.facets_stats);
}

describe("the bitset index agrees with a naive filter over the same cars", () => {
  it("draws a seed's first cars as the factory makes that many", () => {
    expect(carsOf(37, 5)).toEqual(syntheticCars(37, 5, NOW));
    expect(carsOf(0, 5)).toEqual([]);
  });

  it("on hits, order, counts, facet counts and stats over 600 random cases", () => {
    fc.assert(
      fc.property(caseArb, ([cars, request, policy]) => {
        const index = buildSearchIndex(cars);
        expectSameAnswer(runSearch(index, request, policy), referenceSearch(cars, request, policy));
        // Browse-all counts are memoised per index: a second, different browse must still be right.
        for (const facets of [request.facets, request.facets?.slice(1)]) {
          const browse = { facets, maxValuesPerFacet: request.maxValuesPerFacet };
          expect(runSearch(index, browse, policy).facets).toEqual(referenceSearch(cars, browse, policy).facets);
        }
      }),
      { numRuns: propertyRuns(600) },
    );
  });

  it("after interleaved writes applied in place (changed cars, new cars, in batches), over 300 random cases", () => {
    const writesArb = fc.tuple(
      fc.integer({ min: 0, max: 120 }),
      seedArb,
      fc.array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.boolean(), fc.nat()), { minLength: 1, maxLength: 4 }),
    );
    const interleavedArb = writesArb.chain(([count, seed, batches]) => {
      let cars = carsOf(count, seed);
      const index0 = buildSearchIndex(cars);
      let index = index0;
      let nextId = count + 1;
      batches.forEach(([size, adding, salt], b) => {
        // Another draw of cars lends the written values: the same ids for changes, new ids for additions.
        const lenders = syntheticCars(size, seed + 7919 * (b + 1) + salt, NOW);
        const written = lenders.map((car, i) => {
          const id = adding || cars.length === 0 ? nextId++ : cars[(salt + i * 31) % cars.length]!.id;
          // Every other write sells the car today, so runs of sold cars (collapsed) move too.
          const sold =
            (salt + i) % 2 === 0
              ? { status: "sold", sold_date_timestamp: NOW - 3_600, show_on_dealer_website: true }
              : {};
          return { ...car, ...sold, id, slug: `car-${id}`, name: `car ${id}` };
        });
        index = withCarsWritten(index, written);
        const byId = new Map(written.map((car) => [car.id, car]));
        cars = [
          ...cars.map((car) => byId.get(car.id) ?? car),
          ...written
            .filter((car) => !cars.some((c) => c.id === car.id))
            .filter((car, i, all) => all.findIndex((c) => c.id === car.id) === i),
        ];
      });
      return fc.tuple(fc.constant(index), fc.constant(cars), fc.constant(index0), requestArb(cars), policyArb);
    });
    fc.assert(
      fc.property(interleavedArb, ([index, cars, before, request, policy]) => {
        expectSameAnswer(runSearch(index, request, policy), referenceSearch(cars, request, policy));
        // The index written from stays as it was, for the queries still running on it.
        expect(runSearch(before, { facets: ["make"] }, policy).count).toBe(
          referenceSearch(before.cars, { facets: ["make"] }, policy).count,
        );
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it("finds a car by a typo in its make and by a stock number prefix", () => {
    const cars = syntheticCars(300, 7, NOW);
    const index = buildSearchIndex(cars);
    const policy = {
      stock_filter: true,
      include_sold_cars_days: 14,
      collapse_sold_runs: false,
      price_sort_excludes_zero: false,
      now: NOW,
    };
    const toyotas = runSearch(index, { query: "toyta", hitsPerPage: 1000 }, policy);
    expect(toyotas.count).toBeGreaterThan(0);
    expect(toyotas.hits.every((c) => c.make === "Toyota" || wordTokens(c).some((w) => wordMatches("toyta", w)))).toBe(
      true,
    );
    const target = cars.find((c) => isListed(c, policy))!;
    const byStock = runSearch(index, { query: target.stocknum.slice(0, 5), hitsPerPage: 1000 }, policy);
    expect(byStock.hits.map((c) => c.id)).toContain(target.id);

    // "2014 BYD": a year with a make finds that make's cars of that year (issue 36).
    const { year, make } = target;
    const found = runSearch(index, { query: `${year} ${make}`, hitsPerPage: 1000 }, policy);
    expect(found.hits.map((c) => c.id)).toContain(target.id);
    expect(found.hits.every((c) => c.year === year && c.make === make)).toBe(true);
  });
});
