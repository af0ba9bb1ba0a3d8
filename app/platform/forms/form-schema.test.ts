import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { fieldName, formText, resolveWith, trimmedText, valueAt } from "./form-schema";

describe("a field's name as Conform writes it", () => {
  it.each([
    [["email"], "email"],
    [["location", "name"], "location.name"],
    [["items", 0, "title"], "items[0].title"],
    [[], ""],
  ] as const)("%j is %s", (path, name) => expect(fieldName(path)).toBe(name));
});

describe("a schema as Conform's resolver", () => {
  const resolve = resolveWith(
    z.object({
      name: trimmedText(10).check(z.minLength(1, "Give a name")),
      location: z.object({ name: formText().check(z.minLength(1, "Give the yard a name")) }),
    }),
  );

  it("names each message by the field it belongs to, nested ones by their path", () => {
    expect(resolve({ name: "  ", location: { name: "" } }).error).toEqual({
      name: ["Give a name"],
      "location.name": ["Give the yard a name"],
    });
  });

  it("reads a missing field as empty text and trims it", () => {
    expect(resolve({ name: " Jo ", location: { name: "North" } }).value).toEqual({
      name: "Jo",
      location: { name: "North" },
    });
    expect(resolve({ location: {} }).error?.name).toEqual(["Give a name"]);
  });

  it("finds a value by its dotted name", () => {
    expect(valueAt({ home: { why_choose_us: "[]" } }, "home.why_choose_us")).toBe("[]");
    expect(valueAt({ home: null }, "home.why_choose_us")).toBeUndefined();
  });
});
