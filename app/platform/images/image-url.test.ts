import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl, snapWidth } from "./image-url";

describe("imageUrl", () => {
  it("asks the endpoint for the source, a cached width, quality and format", () => {
    expect(imageUrl("/media/vehicle/suv/red/side.svg", { width: 600 })).toBe("/img?src=%2Fmedia%2Fvehicle%2Fsuv%2Fred%2Fside.svg&w=640&q=75&fm=webp");
    expect(imageUrl("/sites/a/logo.svg", { width: 200, format: "jpeg" })).toBe("/img?src=%2Fsites%2Fa%2Flogo.svg&w=320&q=75&fm=jpeg");
  });

  it.each([
    [1, 80],
    [80, 80],
    [81, 160],
    [1100, 1280],
    [9999, 2048],
  ])("snaps %d to %d", (input, expected) => expect(snapWidth(input)).toBe(expected));

  it("builds a srcset with the snapped widths", () => {
    expect(imageSrcSet("/a.svg", [320, 640])).toBe("/img?src=%2Fa.svg&w=320&q=75&fm=webp 320w, /img?src=%2Fa.svg&w=640&q=75&fm=webp 640w");
  });
});
