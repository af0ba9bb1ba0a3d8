import { describe, expect, it } from "vitest";
import { QuoteBackoff } from "./quote-backoff";

const MINUTE = 60_000;

describe("the quote keeper's back-off", () => {
  it.each([
    { failures: 1, wait: MINUTE },
    { failures: 2, wait: 2 * MINUTE },
    { failures: 5, wait: 16 * MINUTE },
    { failures: 12, wait: 24 * 60 * MINUTE },
  ])("waits $wait ms after $failures failures in a row", ({ failures, wait }) => {
    const backoff = new QuoteBackoff();
    let waited = 0;
    for (let i = 0; i < failures; i++) waited = backoff.failed(7, 0);
    expect(waited).toBe(wait);
    expect(backoff.due(7, wait - 1)).toBe(false);
    expect(backoff.due(7, wait)).toBe(true);
  });

  it("asks at once about a car never refused, and forgets a car once answered", () => {
    const backoff = new QuoteBackoff();
    expect(backoff.due(3, 0)).toBe(true);
    backoff.failed(3, 0);
    backoff.answered(3);
    expect(backoff.due(3, 1)).toBe(true);
  });
});
