import { describe, expect, it } from "vitest";
import { settleWithin, valueOrPromise } from "./settle-within";

describe("settleWithin", () => {
  it("gives the value of a promise that settles in time", async () => {
    expect(valueOrPromise(await settleWithin(Promise.resolve(7), 50))).toBe(7);
  });
  it("gives back the promise itself when it is late, to stream later", async () => {
    const late = new Promise<number>((resolve) => setTimeout(() => resolve(8), 200));
    const answer = valueOrPromise(await settleWithin(late, 10));
    expect(answer).toBe(late);
    expect(await answer).toBe(8);
  });
});
