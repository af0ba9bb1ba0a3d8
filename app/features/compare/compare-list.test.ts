import { describe, expect, it } from "vitest";
import { parseCompared, toggleCompared, type ComparedCar } from "./compare-list";

const car = (slug: string): ComparedCar => ({ slug, title: slug.toUpperCase(), image: `/${slug}.jpg` });

describe("the compare list (up to three cars)", () => {
  it.each([
    [[], "a", "added", ["a"]],
    [["a"], "b", "added", ["a", "b"]],
    [["a", "b"], "a", "removed", ["b"]],
    [["a", "b", "c"], "d", "full", ["a", "b", "c"]],
    [["a", "b", "c"], "b", "removed", ["a", "c"]],
  ])("%o toggling %s: %s, leaving %o", (before, slug, outcome, after) => {
    const toggled = toggleCompared(before.map(car), car(slug));
    expect(toggled.outcome).toBe(outcome);
    expect(toggled.list.map((c) => c.slug)).toEqual(after);
  });

  it("reads back only well-formed entries, at most three", () => {
    expect(parseCompared("not json")).toEqual([]);
    expect(
      parseCompared(JSON.stringify([car("a"), { slug: 1 }, car("b"), car("c"), car("d")])).map((c) => c.slug),
    ).toEqual(["a", "b", "c"]);
  });
});
