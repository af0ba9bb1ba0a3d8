import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows the limit within a window, refuses the next, and starts afresh after the window", () => {
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 });
    expect([0, 1, 2, 3].map((i) => limiter.take("1.2.3.4", 1000 + i))).toEqual([true, true, true, false]);
    expect(limiter.take("5.6.7.8", 1010)).toBe(true);
    expect(limiter.take("1.2.3.4", 61_000)).toBe(true);
  });
});
