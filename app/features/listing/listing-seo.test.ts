import { describe, expect, it } from "vitest";
import { listingRobots } from "./listing-seo";
import { emptyListingState, type ListingState } from "./listing-url";

const ORIGIN = "https://www.dealer.com.au/";
const state = (extra: Partial<ListingState>): ListingState => ({ ...emptyListingState, ...extra });

describe("listingRobots: the tidy landings are indexed, any other choice is noindex, follow", () => {
  it.each([
    ["all stock", state({}), "https://www.dealer.com.au/search/new-used-and-demo-cars", true],
    ["a car type", state({ refinements: { car_type: ["used"] } }), "https://www.dealer.com.au/search/used-cars", true],
    ["a make", state({ refinements: { make: ["Toyota"] } }), "https://www.dealer.com.au/search/toyota", true],
    [
      "a make and model",
      state({ refinements: { make: ["Toyota"], model: ["RAV4"] } }),
      "https://www.dealer.com.au/search/toyota/rav4",
      true,
    ],
    ["a body", state({ refinements: { body: ["suv"] } }), "https://www.dealer.com.au/search/suv", true],
    [
      "page 2 of a make, canonical to itself",
      state({ page: 2, refinements: { make: ["Toyota"] } }),
      "https://www.dealer.com.au/search/toyota?page=2",
      true,
    ],
    [
      "a make with a colour",
      state({ refinements: { make: ["Toyota"], colour: ["White"] } }),
      "https://www.dealer.com.au/search/toyota?colour=White",
      false,
    ],
    [
      "two makes",
      state({ refinements: { make: ["Toyota", "Kia"] } }),
      "https://www.dealer.com.au/search/new-used-and-demo-cars?make=Toyota&make=Kia",
      false,
    ],
    [
      "a price range",
      state({ ranges: { price: { max: 40000 } } }),
      "https://www.dealer.com.au/search/new-used-and-demo-cars?range[price]=:40000",
      false,
    ],
    [
      "a sort order",
      state({ sortBy: "price_desc" }),
      "https://www.dealer.com.au/search/new-used-and-demo-cars?sortBy=price_desc",
      false,
    ],
    [
      "a typed query",
      state({ query: "towbar" }),
      "https://www.dealer.com.au/search/new-used-and-demo-cars?query=towbar",
      false,
    ],
    [
      "a make with every location listed (show=)",
      state({ refinements: { make: ["Toyota"] }, show: "location_name" }),
      "https://www.dealer.com.au/search/toyota",
      false,
    ],
  ])("%s", (_, listing, canonical, index) => {
    expect(listingRobots(listing, { usedCarPath: false }, ORIGIN)).toEqual({ canonical, index });
  });

  it("a used-car path site's used landing is its /used-car address", () => {
    expect(listingRobots(state({ refinements: { car_type: ["used"] } }), { usedCarPath: true }, ORIGIN)).toEqual({
      canonical: "https://www.dealer.com.au/used-car",
      index: true,
    });
  });
});
