import { describe, expect, it } from "vitest";
import { testSite } from "~/../tests/support/test-database";
import type { SearchResult } from "~/features/search";
import { emptyListingState, type ListingState } from "./listing-url";
import { facetGroups, listingHeading } from "./listing-view";

const config = testSite("alpha");
const makes = Object.fromEntries(
  ["Toyota", "Mazda", "Kia", "BYD", "Hyundai", "Ford", "Mitsubishi", "BMW", "Nissan", "Subaru"].map((make, i) => [
    make,
    50 - i,
  ]),
);
const result = {
  hits: [],
  count: 455,
  page: 0,
  pages: 22,
  hitsPerPage: 21,
  facets: { make: makes },
  facets_stats: {},
} satisfies SearchResult;
const makeGroup = (state: Partial<ListingState>) =>
  facetGroups(result, { ...emptyListingState, ...state }, config).find((g) => g.facet === "make")!;

// Spec 000 section 2: "Make filter list: shows 7 makes, then a Show all makes control".
describe("the make list: 7 makes, then Show all makes", () => {
  it.each([
    ["closed, the page carries the 7 it shows and counts the other 3", {}, 7, 3],
    ["opened with show=make, all 10", { show: "make" as const }, 10, 0],
    ["another list opened: makes stay closed", { show: "location_name" as const }, 7, 3],
    ["a chosen make past the 7th opens the list, so the choice is seen", { refinements: { make: ["Subaru"] } }, 10, 0],
    ["a chosen make among the 7 leaves it closed", { refinements: { make: ["Kia"] } }, 7, 3],
  ])("%s", (_, state, options, more) => {
    const group = makeGroup(state);
    expect(group.visible).toBe(config.search.make_list_length);
    expect([group.options.length, group.more]).toEqual([options, more]);
  });
});

describe("the listing's heading follows its filters (issue 36)", () => {
  const state = (refinements: ListingState["refinements"]): ListingState => ({ ...emptyListingState, refinements });
  it.each([
    [{}, "All stock for sale"],
    [{ body: ["suv"] }, "SUV for sale"],
    [{ car_type: ["used"], body: ["ute"] }, "Used Ute for sale"],
    [{ car_type: ["new", "demo"] }, "New & Demo Cars for sale"],
    [{ make: ["Toyota"], model: ["HiLux"], car_type: ["used"] }, "Used Toyota HiLux for sale"],
    [{ make: ["Kia"], body: ["suv"] }, "Kia SUV for sale"],
    [{ location_name: ["Penrith"] }, "Cars for sale in Penrith"],
    [{ body: ["ute"], state: ["NSW"] }, "Ute for sale in NSW"],
    [{ body: ["suv", "sedan"] }, "All stock for sale"],
  ])("%o is headed %s", (refinements, heading) => expect(listingHeading(state(refinements), "Cars")).toBe(heading));
});

describe("Category and Features (spec 000 section 3): filters only where the site turns them on", () => {
  const listed = {
    ...result,
    facets: {
      categories: { Family: 30, "4x4 and off-road": 12 },
      filtered_features: { "Apple CarPlay": 40, "360-degree camera": 3 },
    },
  } satisfies SearchResult;
  const groups = (featureFilters: boolean) =>
    facetGroups(listed, emptyListingState, {
      ...config,
      search: { ...config.search, feature_filters: featureFilters },
    }).map((g) => [g.label, g.options.map((o) => o.label)]);

  it("shows each under the name car-groups gives it", () => {
    expect(groups(true)).toEqual([
      ["Category", ["Family", "4x4 and off-road"]],
      ["Features", ["Apple CarPlay", "360-degree camera"]],
    ]);
  });

  it("offers neither where the site leaves them off", () => {
    expect(groups(false)).toEqual([]);
  });
});
