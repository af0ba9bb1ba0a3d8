import { describe, expect, it } from "vitest";
import { BUSY, concurrencyLimit } from "./concurrency-limit";

describe("concurrencyLimit", () => {
  it("runs at most 2 at once, queues 1, and answers BUSY beyond that", async () => {
    const run = concurrencyLimit(2, 1);
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<string>((resolve) => {
        active++;
        peak = Math.max(peak, active);
        releases.push(() => {
          active--;
          resolve("done");
        });
      });
    const results = [run(task), run(task), run(task), run(task)];
    expect(await results[3]).toBe(BUSY);
    await new Promise((r) => setTimeout(r, 0));
    expect(releases).toHaveLength(2);
    releases.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(releases).toHaveLength(2);
    for (const release of releases.splice(0)) release();
    expect(await Promise.all(results.slice(0, 3))).toEqual(["done", "done", "done"]);
    expect(peak).toBe(2);
  });

  it("frees its place when a task fails", async () => {
    const run = concurrencyLimit(1, 0);
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(async () => "next")).toBe("next");
  });
});
