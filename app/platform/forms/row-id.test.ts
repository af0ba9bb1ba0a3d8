import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, rowIdOf, versionOf } from "./row-id";

describe("rowIdOf: the row an address or form names, or none", () => {
  it.each([
    ["14", 14],
    ["1", 1],
    [String(MAX_ROW_ID), MAX_ROW_ID],
    [String(MAX_ROW_ID + 1), null],
    ["0", null],
    ["-1", null],
    ["abc", null],
    ["1e3", null],
    [" 12", null],
    ["0x0c", null],
    ["012", null],
    ["3000000000", null],
    ["", null],
    [undefined, null],
  ])("%j → %j", (text, id) => expect(rowIdOf(text)).toBe(id));
});

describe("versionOf: a form's version, or one no stored row has", () => {
  it.each([
    ["0", 0],
    ["7", 7],
    ["x", -1],
    ["NaN", -1],
    ["", -1],
    [null, -1],
  ])("%j → %j", (text, version) => expect(versionOf(text)).toBe(version));
});
