import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client.server";
import type { SiteRegistry } from "../tenancy/site-registry.server";
import type { SiteScope } from "../tenancy/site-scope";
import { earlyPageCache } from "./early-page-cache.server";
import { pageCacheKey } from "./page-cache-middleware.server";
import { cachedPage, PAGE_FRESH_MS, PAGE_STALE_MS, PageCache } from "./page-cache.server";

const scope = { siteId: 7, db: {} as Database } as SiteScope;
const registry = { domains: new Map(), slugs: new Set(["metro-used"]) } as unknown as SiteRegistry;
const scopes = new Map([["metro-used", scope]]);
const host = "metro-used.localhost:3000";
const key = pageCacheKey(7, host, "/search/used-cars");

/** What a visitor of /search/used-cars gets: the answer's status and X-Cache, or "rendered" when it went on. */
function visit(handler: ReturnType<typeof earlyPageCache>) {
  const sent: { status?: number; headers: Record<string, string> } = { headers: {} };
  let passedOn = false;
  const req = { method: "GET", originalUrl: "/search/used-cars", headers: { host, "accept-encoding": "br" } };
  const res = {
    status: (code: number) => void (sent.status = code),
    setHeader: (name: string, value: string) => void (sent.headers[name] = value),
    end: () => undefined,
  };
  handler(req as unknown as ExpressRequest, res as unknown as ExpressResponse, () => (passedOn = true));
  return passedOn ? "rendered" : `${sent.status} ${sent.headers["X-Cache"]}`;
}

describe("a cached page before React Router", () => {
  let pages: PageCache;
  let renders: string[];
  const render = async (request: Request) => {
    renders.push(request.url);
    return new Response("fresh");
  };
  const start = new Date("2026-11-27T09:00:00Z").getTime();

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    pages = new PageCache(1024 * 1024);
    renders = [];
    const page = new Response("<p>cars</p>", { headers: { "Content-Type": "text/html" } });
    pages.set(key, await cachedPage(page, Buffer.from("<p>cars</p>"), 0, start));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ["fresh, sent as it is", 0, "200 HIT", 0],
    ["a second before stale", PAGE_FRESH_MS - 1000, "200 HIT", 0],
    ["stale, sent while rendered again behind it", PAGE_FRESH_MS, "200 STALE", 1],
    ["stale to its last second", PAGE_FRESH_MS + PAGE_STALE_MS - 1000, "200 STALE", 1],
    ["past stale: rendered for the visitor", PAGE_FRESH_MS + PAGE_STALE_MS, "rendered", 0],
  ])("%s", (_, age, answer, rendered) => {
    vi.setSystemTime(start + age);
    expect(visit(earlyPageCache(registry, scopes, pages, render))).toBe(answer);
    expect(renders).toHaveLength(rendered);
  });

  it("renders a stale page again once however many visitors ask meanwhile", () => {
    vi.setSystemTime(start + PAGE_FRESH_MS + 1000);
    const handler = earlyPageCache(registry, scopes, pages, render);
    expect([visit(handler), visit(handler), visit(handler)]).toEqual(["200 STALE", "200 STALE", "200 STALE"]);
    expect(renders).toEqual([`http://${host}/search/used-cars`]);
  });
});
