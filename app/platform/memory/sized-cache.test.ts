import { describe, expect, it } from "vitest";
import { SizedCache } from "./sized-cache";

/** Sets each key (its value's size is its length) and reads some back, in order; returns the keys kept. */
function after(steps: string[], maxBytes = 6) {
  const cache = new SizedCache<string>(maxBytes, (value) => value.length);
  for (const step of steps) {
    const [verb, key, value] = step.split(" ");
    if (verb === "set") cache.set(key!, value!);
    else if (verb === "get") cache.get(key!);
    else cache.delete(key!);
  }
  return ["a", "b", "c", "d"].filter((key) => cache.get(key) !== undefined);
}

describe("a cache bounded by size", () => {
  it.each([
    ["keeps what fits", ["set a xx", "set b xx", "set c xx"], ["a", "b", "c"]],
    ["drops the oldest past its size", ["set a xx", "set b xx", "set c xx", "set d xx"], ["b", "c", "d"]],
    ["drops the least recently read", ["set a xx", "set b xx", "set c xx", "get a", "set d xx"], ["a", "c", "d"]],
    ["counts a value set again once", ["set a xx", "set a xxx", "set b xxx"], ["a", "b"]],
    ["frees what is deleted", ["set a xxx", "set b xxx", "delete a", "set c xxx"], ["b", "c"]],
    ["keeps nothing larger than the whole, and drops the old value", ["set a xx", "set a xxxxxxx"], []],
  ])("%s", (_, steps, kept) => {
    expect(after(steps)).toEqual(kept);
  });
});
