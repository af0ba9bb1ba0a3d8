import { describe, expect, it } from "vitest";
import { DRAFT_MAX_AGE_MS, draftDiffers, keptInDraft, readDraft, typedAgo } from "./form-draft";

describe("the words for when a draft was typed (issue 52: 'Restore what you typed 3 minutes ago?')", () => {
  it.each([
    [0, "just now"],
    [59_000, "just now"],
    [60_000, "a minute ago"],
    [3 * 60_000 + 5_000, "3 minutes ago"],
    [59 * 60_000, "59 minutes ago"],
    [60 * 60_000, "an hour ago"],
    [5 * 60 * 60_000, "5 hours ago"],
    [24 * 60 * 60_000, "yesterday"],
    [4 * 24 * 60 * 60_000, "4 days ago"],
  ])("%i ms is %s", (ms, words) => expect(typedAgo(ms)).toBe(words));
});

describe("what a draft keeps", () => {
  it.each([
    [{ name: "price", type: "text", autocomplete: "" }, true],
    [{ name: "dealercomments", type: "textarea", autocomplete: "" }, true],
    [{ name: "status", type: "select-one", autocomplete: "" }, true],
    [{ name: "opt_in", type: "checkbox", autocomplete: "" }, true],
    [{ name: "send_key", type: "hidden", autocomplete: "" }, false],
    [{ name: "form_token", type: "hidden", autocomplete: "" }, false],
    [{ name: "version", type: "hidden", autocomplete: "" }, false],
    [{ name: "photos", type: "file", autocomplete: "" }, false],
    [{ name: "code", type: "text", autocomplete: "one-time-code" }, false],
    [{ name: "card_number", type: "text", autocomplete: "cc-number" }, false],
    [{ name: "", type: "text", autocomplete: "" }, false],
  ])("%o: %s", (control, kept) => expect(keptInDraft(control)).toBe(kept));
});

describe("a draft is offered only when it holds something the form does not show", () => {
  const pairs = (...p: [string, string][]) => p;
  it.each([
    { draft: pairs(["price", "21990"]), now: pairs(["price", "21990"]), differs: false },
    { draft: pairs(["price", "21990"]), now: pairs(["price", "23456"]), differs: true },
    { draft: pairs(["opt_in", "on"]), now: pairs(), differs: true },
    { draft: pairs(), now: pairs(["opt_in", "on"]), differs: true },
    {
      draft: pairs(["feature", "a"], ["feature", "b"]),
      now: pairs(["feature", "a"], ["feature", "b"]),
      differs: false,
    },
    { draft: pairs(["feature", "a"], ["feature", "b"]), now: pairs(["feature", "b"], ["feature", "a"]), differs: true },
  ])("$draft against $now: $differs", ({ draft, now, differs }) => expect(draftDiffers(draft, now)).toBe(differs));
});

describe("reading a stored draft", () => {
  const now = 1_800_000_000_000;
  it("reads a fresh draft and refuses an old, broken or foreign one", () => {
    const values: [string, string][] = [["price", "21990"]];
    expect(readDraft(JSON.stringify({ at: now - 1000, values }), now)).toEqual({ at: now - 1000, values });
    expect(readDraft(JSON.stringify({ at: now - DRAFT_MAX_AGE_MS, values }), now)).toBeNull();
    expect(readDraft("{not json", now)).toBeNull();
    expect(readDraft(JSON.stringify({ at: now, values: [["price", 5]] }), now)).toBeNull();
    expect(readDraft(JSON.stringify(["price"]), now)).toBeNull();
    expect(readDraft(null, now)).toBeNull();
  });
});
