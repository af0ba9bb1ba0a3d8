import { describe, expect, it } from "vitest";
import { answerWithin } from "./settle-within";

describe("answerWithin", () => {
  it("gives the value of a promise that settles in time", async () => {
    expect(await answerWithin(Promise.resolve(7), 50, 0)).toEqual({ value: 7, late: false });
  });
  it("gives the fallback, marked late, when the promise takes longer", async () => {
    const slow = new Promise<number>((resolve) => setTimeout(() => resolve(8), 200));
    expect(await answerWithin(slow, 10, 0)).toEqual({ value: 0, late: true });
  });
});
