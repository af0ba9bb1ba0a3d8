import { describe, expect, it } from "vitest";
import { announceLocally } from "../db/change-feed.server";
import type { Database } from "../db/client.server";
import { perSiteCache } from "./site-cache.server";
import type { SiteScope } from "./site-scope";

/** A query as a query builder is one: nothing runs until it is awaited, and it runs again at each await. */
function lazyQuery<T>(answer: () => T, runs: { count: number }): Promise<T> {
  return {
    then(onFulfilled, onRejected) {
      runs.count++;
      return Promise.resolve(answer()).then(onFulfilled, onRejected);
    },
    catch(onRejected) {
      return this.then(undefined, onRejected);
    },
    finally(onFinally) {
      return Promise.resolve(this).finally(onFinally);
    },
    [Symbol.toStringTag]: "QueryPromise",
  } as Promise<T>;
}

const scopeOf = (siteId: number) => ({ db: {} as Database, siteId }) as unknown as SiteScope;

describe("perSiteCache", () => {
  it("runs a lazy query once for many readers, and again once the site's data changes", async () => {
    const runs = { count: 0 };
    const yards = perSiteCache(60_000, () => lazyQuery(() => ["Parramatta", "Penrith"], runs));
    const scope = scopeOf(1);
    for (let page = 0; page < 5; page++) expect(await yards(scope)).toEqual(["Parramatta", "Penrith"]);
    expect(runs.count).toBe(1);
    await announceLocally(scope.db, scope.siteId, null);
    await yards(scope);
    expect(runs.count).toBe(2);
  });

  it("keeps each site's answer apart", async () => {
    const runs = { count: 0 };
    const names = perSiteCache(60_000, (scope) => lazyQuery(() => `site ${scope.siteId}`, runs));
    expect([await names(scopeOf(1)), await names(scopeOf(2))]).toEqual(["site 1", "site 2"]);
  });

  it("forgets a failed read, so the next reader tries again", async () => {
    let fail = true;
    const runs = { count: 0 };
    const flaky = perSiteCache(60_000, () =>
      lazyQuery(() => {
        if (fail) throw new Error("connection lost");
        return "back";
      }, runs),
    );
    const scope = scopeOf(3);
    await expect(flaky(scope)).rejects.toThrow("connection lost");
    fail = false;
    expect(await flaky(scope)).toBe("back");
  });
});
