import { describe, expect, it } from "vitest";
import { DEFAULT_QUALITY, imageSrcSet, imageUrl, snapWidth } from "./image-url";
import { ImageRequestSchema } from "./transform.server";

describe("imageUrl", () => {
  it("asks the endpoint for the source and a cached width, naming the format only when it is not WebP", () => {
    expect(imageUrl("/media/vehicle/suv/red/side.svg", { width: 600 })).toBe(
      "/img?src=/media/vehicle/suv/red/side.svg&w=640",
    );
    expect(imageUrl("/sites/a/logo.svg", { width: 200, format: "jpeg" })).toBe(
      "/img?src=/sites/a/logo.svg&w=320&fm=jpeg",
    );
  });

  it("escapes what a query would misread in the source, and the endpoint reads it back", () => {
    const src = "/media/uploads/a b&c?d#e+f%.jpg";
    const url = new URL(imageUrl(src, { width: 480 }), "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({ src, w: "480" });
    expect(ImageRequestSchema.parse(Object.fromEntries(url.searchParams))).toEqual({
      src,
      w: 480,
      q: DEFAULT_QUALITY,
      fm: "webp",
    });
  });

  it.each([
    [1, 80],
    [80, 80],
    [81, 160],
    [1100, 1280],
    [9999, 2048],
  ])("snaps %d to %d", (input, expected) => expect(snapWidth(input)).toBe(expected));

  it("builds a srcset with the snapped widths", () => {
    expect(imageSrcSet("/a.svg", [320, 640])).toBe("/img?src=/a.svg&w=320 320w, /img?src=/a.svg&w=640 640w");
  });
});
