import { describe, expect, it } from "vitest";
import { carVideo } from "./video-address";

describe("a car's video address (spec 000 section 2, issue 56)", () => {
  it.each([
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "iframe", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "iframe", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "iframe", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=12", "iframe", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "iframe", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "iframe", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "iframe", "https://player.vimeo.com/video/76979871"],
    ["/media/video/suv-white-walkaround.webm", "video", "/media/video/suv-white-walkaround.webm"],
    ["https://cdn.dealer.example/walk.mp4", "video", "https://cdn.dealer.example/walk.mp4"],
  ])("%s plays in %s from %s", (address, kind, src) => expect(carVideo(address)).toEqual({ kind, src }));
});
