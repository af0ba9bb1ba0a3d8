import { describe, expect, it } from "vitest";
import type { SearchCar } from "~/features/cars";
import { syntheticCars } from "../../../tests/support/synthetic-cars";
import { buildSearchIndex } from "./search-index";
import type { SearchPolicy } from "./search-policy";
import { findSimilar, pickSimilar, priceWindow, similarCarQueries } from "./similar-cars";

describe("similar cars (spec 000 sections 7 and 9)", () => {
  it.each([
    [28_990, { min: 18_990, max: 38_990 }],
    [49_999, { min: 39_999, max: 59_999 }],
    [50_000, { min: 25_000, max: 75_000 }],
    [5_000, { min: 0, max: 15_000 }],
  ])("price %i searches %o", (price, window) => {
    expect(priceWindow(price)).toEqual(window);
  });

  it("asks for at most 10 per query and shows at most 6 distinct cars", () => {
    const queries = similarCarQueries({
      id: 1,
      price: 30_000,
      make: "Toyota",
      model: "Corolla",
      body: "Hatch",
      car_type: "used",
    });
    expect(queries.map((q) => q.hitsPerPage)).toEqual([10, 10]);
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
    expect(pickSimilar([ids(1, 4), ids(3, 10)]).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("similar cars relax step by step, never the price window (issues 36 and 56)", () => {
  const NOW = Date.UTC(2026, 10, 21) / 1000;
  const policy: SearchPolicy = {
    stock_filter: true,
    include_sold_cars_days: 3,
    collapse_sold_runs: false,
    price_sort_excludes_zero: false,
    now: NOW,
  };
  const [template] = syntheticCars(1, 3, NOW) as [SearchCar];
  const car = (id: number, changes: Partial<SearchCar>): SearchCar => ({
    ...template,
    id,
    slug: `c${id}`,
    status: "in_stock",
    show_on_dealer_website: true,
    dealer_sold_days: null,
    item_type: "car",
    ...changes,
  });
  const porsche = car(1, { make: "Porsche", model: "911", body: "coupe", car_type: "used", price: 219_000 });
  const stock = [
    porsche,
    car(2, { make: "BMW", model: "M4", body: "coupe", car_type: "new", price: 160_000 }),
    car(3, { make: "Toyota", model: "Corolla", body: "hatch", car_type: "used", price: 25_000 }),
    car(4, { make: "Mazda", model: "CX-5", body: "suv", car_type: "used", price: 35_000 }),
    car(5, { make: "Jayco", model: "Journey", body: "caravan", car_type: "used", price: 60_000, item_type: "caravan" }),
    car(6, { make: "Audi", model: "RS5", body: "coupe", car_type: "used", price: 150_000, status: "sold" }),
  ];
  const found = (of: SearchCar, cars: SearchCar[]) =>
    findSimilar(buildSearchIndex(cars), of, policy)
      .map((c) => c.id)
      .sort((a, b) => a - b);

  it("lists nothing outside the price window, however few cars are inside it", () => {
    expect(found(porsche, stock)).toEqual([]);
  });

  it("gives way on body and condition first, then on body, within the window and the kind; never a sold car", () => {
    const near = [
      car(20, { make: "Mercedes-Benz", model: "AMG GT", body: "coupe", car_type: "new", price: 229_000 }),
      car(21, { make: "Land Rover", model: "Range Rover", body: "suv", car_type: "used", price: 199_000 }),
      car(22, {
        make: "Jayco",
        model: "Entertainer",
        body: "caravan",
        car_type: "used",
        price: 205_000,
        item_type: "caravan",
      }),
      car(23, { make: "Audi", model: "R8", body: "coupe", car_type: "used", price: 210_000, status: "sold" }),
    ];
    const shown = findSimilar(buildSearchIndex([...stock, ...near]), porsche, policy).map((c) => c.id);
    expect(shown).toEqual([20, 21]);
  });

  it("keeps to the spec's two queries when they already find six", () => {
    const corollas = Array.from({ length: 7 }, (_, i) =>
      car(10 + i, { make: "Toyota", model: "Corolla", body: "hatch", car_type: "used", price: 24_000 + i }),
    );
    const shown = found(corollas[0]!, [...corollas, ...stock]);
    expect(shown).toHaveLength(6);
    expect(shown.every((id) => [3, 11, 12, 13, 14, 15, 16].includes(id))).toBe(true);
  });
});
