import { describe, expect, it } from "vitest";
import { movePhoto, readPhotoMove } from "./photo-rules";

const photo = (url: string, alt?: string) => ({ image: { url }, thumb: { url }, ...(alt ? { alt } : {}) });
const urls = (result: ReturnType<typeof movePhoto>) =>
  typeof result === "string" ? result : result.map((p) => p.image.url);
const four = ["a", "b", "c", "d"].map((u) => photo(u));

describe("moving a car's photos", () => {
  it.each([
    { change: { kind: "earlier", url: "c" } as const, after: ["a", "c", "b", "d"] },
    { change: { kind: "earlier", url: "a" } as const, after: ["a", "b", "c", "d"] },
    { change: { kind: "later", url: "b" } as const, after: ["a", "c", "b", "d"] },
    { change: { kind: "later", url: "d" } as const, after: ["a", "b", "c", "d"] },
    { change: { kind: "first", url: "d" } as const, after: ["d", "a", "b", "c"] },
    { change: { kind: "delete", url: "b" } as const, after: ["a", "c", "d"] },
    { change: { kind: "order", urls: ["d", "c", "b", "a"] } as const, after: ["d", "c", "b", "a"] },
    {
      change: { kind: "order", urls: ["d", "c", "b"] } as const,
      after: "The photos changed while you were arranging them: reload and try again.",
    },
    {
      change: { kind: "order", urls: ["a", "a", "b", "c"] } as const,
      after: "The photos changed while you were arranging them: reload and try again.",
    },
    {
      change: { kind: "first", url: "z" } as const,
      after: "That photo is no longer on this car: reload to see its photos.",
    },
  ])("$change.kind $change.url$change.urls", ({ change, after }) => {
    expect(urls(movePhoto(four, change))).toEqual(after);
  });

  it("keeps a description in place, and an empty one goes back to the car's words", () => {
    const described = movePhoto(four, { kind: "alt", url: "b", alt: "  Boot open " });
    expect(described).toEqual([photo("a"), photo("b", "Boot open"), photo("c"), photo("d")]);
    expect(movePhoto(described as never, { kind: "alt", url: "b", alt: "" })).toEqual(four);
  });

  it("reads a form's intent", () => {
    expect(readPhotoMove({ intent: "order", url: "", alt: "", order: "x\ny\n" })).toEqual({
      kind: "order",
      urls: ["x", "y"],
    });
    expect(readPhotoMove({ intent: "delete", url: "", alt: "", order: "" })).toBeNull();
    expect(readPhotoMove({ intent: "rotate", url: "x", alt: "", order: "" })).toBeNull();
  });
});
