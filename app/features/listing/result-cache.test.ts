import { describe, expect, it } from "vitest";
import { emptyListingState } from "./listing-url";
import { ResultCache } from "./result-cache";
import { addSearch, describeSearch } from "./search-history";

describe("the listing's memory in the browser", () => {
  it("keeps about 10 results, dropping the oldest first (spec 000 section 4)", () => {
    const cache = new ResultCache<number>();
    for (let i = 1; i <= 12; i++) cache.set(`/search?page=${i}`, i);
    expect(cache.keys).toHaveLength(10);
    expect(cache.get("/search?page=1")).toBeUndefined();
    expect(cache.get("/search?page=3")).toBe(3);
  });

  it("keeps the last 5 searches with their non-empty filters and path (spec 001 section 3)", () => {
    let history = addSearch([], emptyListingState, "/search/new-used-and-demo-cars");
    expect(history).toEqual([]);
    for (const make of ["Audi", "BMW", "Ford", "Kia", "Mazda", "Toyota"]) {
      history = addSearch(
        history,
        { ...emptyListingState, refinements: { make: [make], body: [] } },
        `/search/${make.toLowerCase()}`,
      );
    }
    expect(history.map((h) => h.path)).toEqual([
      "/search/toyota",
      "/search/mazda",
      "/search/kia",
      "/search/ford",
      "/search/bmw",
    ]);
    expect(history[0]!.filters).toEqual({ make: ["Toyota"] });
    history = addSearch(history, { ...emptyListingState, ranges: { price: { max: 30000 } } }, "/search/kia");
    expect(history.map((h) => h.path)).toEqual([
      "/search/kia",
      "/search/toyota",
      "/search/mazda",
      "/search/ford",
      "/search/bmw",
    ]);
  });

  it("lists one search once, whatever page or order it was seen in (issue 36)", () => {
    const toyotas = { ...emptyListingState, refinements: { make: ["Toyota"] } };
    let history = addSearch([], toyotas, "/search/toyota");
    history = addSearch(history, { ...toyotas, page: 2 }, "/search/toyota?page=2");
    history = addSearch(history, { ...toyotas, sortBy: "price_asc" }, "/search/toyota?sortBy=price_asc");
    expect(history.map((h) => h.path)).toEqual(["/search/toyota?sortBy=price_asc"]);
  });

  it("describes a remembered search in words", () => {
    expect(
      describeSearch({
        path: "/search/toyota",
        filters: { query: "white", make: ["Toyota"], body: ["ute", "suv"], "range[price]": { max: 30000 } },
      }),
    ).toBe("“white”, Toyota, ute or suv, price up to 30000");
  });
});
