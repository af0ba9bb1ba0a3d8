import { describe, expect, it } from "vitest";
import { oneFlightPerKey } from "./one-flight";

describe("one run per key at a time", () => {
  it("gives whoever asks during a run that run's answer, and runs again once it is over", async () => {
    const flight = oneFlightPerKey<number>();
    let runs = 0;
    const run = async () => ++runs;
    expect(await Promise.all([flight("a", run), flight("a", run), flight("b", run)])).toEqual([1, 1, 2]);
    expect(await flight("a", run)).toBe(3);
  });

  it("lets the next ask run again after a run that failed", async () => {
    const flight = oneFlightPerKey<string>();
    await expect(flight("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await flight("a", async () => "up")).toBe("up");
  });
});
