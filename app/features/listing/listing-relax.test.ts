import { describe, expect, it } from "vitest";
import { RELAX_ORDER, relaxOrder, withoutWords } from "./listing-relax";
import { emptyListingState, type ListingState } from "./listing-url";

const state = (changes: Partial<ListingState>): ListingState => ({ ...emptyListingState, ...changes });

describe("what gives way first when nothing matches (issue 56)", () => {
  it.each([
    ["a price read from “cheap”", "cheap electric car", "price"],
    ["a price read from “affordable”", "affordable 7 seater", "price"],
    ["a price the shopper named", "electric car under 20k", "colour"],
  ])("%s: %s gives way first to %s", (_name, typed, first) => {
    const order = relaxOrder(
      state({ query: typed, typed, ranges: { price: { max: 10_000 } }, refinements: { fuel: ["Electric"] } }),
    );
    expect(order[0]).toBe(first);
    expect([...order].sort()).toEqual([...RELAX_ORDER].sort());
  });

  it("keeps the usual order when “cheap” read no price", () => {
    expect(relaxOrder(state({ query: "cheap", typed: "cheap" }))).toBe(RELAX_ORDER);
  });

  it("leaves out the words no filter read, keeping the filters read from them", () => {
    const step = withoutWords(
      state({
        query: "dual cab ute red",
        typed: "dual cab ute red",
        words: "dual cab ute",
        refinements: { colour: ["Red"] },
      }),
    );
    expect(step?.label).toBe("the words “dual cab ute” left out");
    expect(step?.state).toMatchObject({ query: "", words: "", refinements: { colour: ["Red"] } });
    expect(withoutWords(state({ query: "red", typed: "red", words: "" }))).toBeNull();
  });
});
