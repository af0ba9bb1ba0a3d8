import { describe, expect, it } from "vitest";
import { requestedPage } from "./page-number";

describe("requestedPage: ?page= on the directories (models, offers, locator)", () => {
  it.each([
    ["", 1],
    ["page=1", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=2.5", 1],
    ["page=abc", 1],
    ["page=99999999999999999999", 1],
  ])("%s -> %d", (query, page) => expect(requestedPage(new URLSearchParams(query))).toBe(page));
});
