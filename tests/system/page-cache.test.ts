import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { siteFetch, sharedServer, type ServerProcess } from "../support/server-process";

// Issue 15: anonymous pages are one set of bytes for everyone, kept in memory until the site changes.
let server: ServerProcess;
let car: { slug: string; stocknum: string; make: string; model: string; year: number };
/** The shared server's inventory token for metro-used (tests/setup/shared-server.ts). */
const TOKEN = "page-cache-test-token";

beforeAll(async () => {
  server = sharedServer(inject("sharedServer"));
  const found = await siteFetch(server, "metro-used", "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ filters: "status:in_stock", hitsPerPage: 1 }] }),
  });
  car = ((await found.json()) as { results: { hits: (typeof car)[] }[] }).results[0]!.hits[0]!;
});

const html = { accept: "text/html", "accept-encoding": "identity" };

describe("the page cache", () => {
  it("gives two visitors with different cookies byte-identical pages and sets no cookie", async () => {
    for (const path of ["/", "/search/used-cars", `/cars/${car.slug}`, "/compare", "/no-such-page"]) {
      const first = await siteFetch(server, "metro-used", path, {
        headers: { ...html, cookie: "visit_trail=abc; shopper_session=forged" },
      });
      const second = await siteFetch(server, "metro-used", path, { headers: { ...html, cookie: "other=1" } });
      expect(first.headers.getSetCookie(), path).toEqual([]);
      expect(second.headers.getSetCookie(), path).toEqual([]);
      expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer())), path).toBe(true);
    }
  });

  it("tells a CDN how long to keep a page, answers If-None-Match with 304 and serves brotli and gzip made once", async () => {
    const page = await siteFetch(server, "metro-used", "/search/used-cars", { headers: html });
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await siteFetch(server, "metro-used", "/search/used-cars", {
      headers: { ...html, "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    for (const encoding of ["br", "gzip"]) {
      const compressed = await siteFetch(server, "metro-used", "/search/used-cars", {
        headers: { ...html, "accept-encoding": encoding },
      });
      expect(compressed.headers.get("content-encoding")).toBe(encoding);
      expect(compressed.headers.get("etag")).toBe(etag);
    }
  });

  it("sends a page it holds before React Router runs, the same bytes, and leaves the console and previews to it", async () => {
    const path = "/search/used-cars?sortBy=price_asc";
    const first = await siteFetch(server, "metro-used", path, { headers: html });
    const second = await siteFetch(server, "metro-used", path, { headers: html });
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(await second.text()).toBe(await first.text());
    const previewing = await siteFetch(server, "metro-used", path, {
      headers: { ...html, cookie: "settings_preview=anything" },
    });
    expect(previewing.headers.get("x-cache")).toBeNull();
    const elsewhere = await siteFetch(server, "outback", path, { headers: html });
    expect(elsewhere.headers.get("x-cache")).toBeNull();
  });

  it("renders afresh after an inventory change", async () => {
    const before = await (await siteFetch(server, "metro-used", `/cars/${car.slug}`, { headers: html })).text();
    expect(before).not.toContain("Fresh from the cache test");
    const row = {
      stocknum: car.stocknum,
      slug: car.slug,
      year: car.year,
      make: car.make,
      model: car.model,
      car_type: "used",
      status: "in_stock",
      dealercomments: "Fresh from the cache test",
    };
    const stored = await siteFetch(server, "metro-used", "/api/inventory/cars", {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify([row]),
    });
    expect(stored.status).toBe(200);
    const after = await (await siteFetch(server, "metro-used", `/cars/${car.slug}`, { headers: html })).text();
    expect(after).toContain("Fresh from the cache test");
  });

  it("never serves a personal page from the shared cache, nor a shared page to another site", async () => {
    for (const path of ["/sign-in", "/contact", `/cars/${car.slug}/enquire`]) {
      const pages = await Promise.all([1, 2].map(() => siteFetch(server, "metro-used", path, { headers: html })));
      for (const page of pages) expect(page.headers.get("cache-control"), path).toBe("private, no-store");
      const tokens = await Promise.all(
        pages.map(async (page) => /name="form_token" value="([^"]+)"/.exec(await page.text())?.[1]),
      );
      if (tokens[0]) expect(tokens[0], path).not.toBe(tokens[1]);
    }
    const metro = await (await siteFetch(server, "metro-used", "/", { headers: html })).text();
    const outback = await (await siteFetch(server, "outback", "/", { headers: html })).text();
    expect(outback).not.toBe(metro);
  });

  it("records the visit through the page's pixel, not the page", async () => {
    const page = await (
      await siteFetch(server, "metro-used", "/search/used-cars?utm_source=mail", { headers: html })
    ).text();
    const pixel = /<img src="(\/visit\.gif\?page=[^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    expect(pixel).toBe(`/visit.gif?page=${encodeURIComponent("/search/used-cars?utm_source=mail")}`);
    const visit = await siteFetch(server, "metro-used", pixel!);
    expect(visit.headers.get("content-type")).toBe("image/gif");
    expect(visit.headers.get("cache-control")).toBe("private, no-store");
    expect(visit.headers.getSetCookie()[0]).toMatch(/^visit_trail=/);
  });
});

describe("the browser build's files", () => {
  it("are sent as the build compressed them, brotli or gzip, and as they are to a client that takes neither", async () => {
    const html = await (await siteFetch(server, "metro-used", "/")).text();
    // The framework's file (vite.config.ts), which every page loads and which is the largest.
    const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const plain = await siteFetch(server, "metro-used", script!, { headers: { "accept-encoding": "identity" } });
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get("content-encoding")).toBeNull();
    for (const [accepted, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await siteFetch(server, "metro-used", script!, { headers: { "accept-encoding": accepted } });
      expect(response.headers.get("content-encoding"), accepted).toBe(encoding);
      expect(response.headers.get("cache-control"), accepted).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length, accepted).toBeLessThan(plainBytes.length / 2);
      expect((encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body)).equals(plainBytes), accepted).toBe(
        true,
      );
    }
    // From memory, as from the disk: a revalidation is a 304, a HEAD the length without the body.
    const etag = (await siteFetch(server, "metro-used", script!, { headers: { "accept-encoding": "br" } })).headers.get(
      "etag",
    );
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await siteFetch(server, "metro-used", script!, {
      headers: { "accept-encoding": "br", "if-none-match": etag! },
    });
    expect(revalidated.status).toBe(304);
    const head = await siteFetch(server, "metro-used", script!, {
      method: "HEAD",
      headers: { "accept-encoding": "br" },
    });
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});

describe("React Router's route manifest", () => {
  it("is answered once per build and set of links, for every site, and an old build is told to reload", async () => {
    const html = await (await siteFetch(server, "metro-used", "/")).text();
    const version = /"version":\s*"([^"]+)"/.exec(html)?.[1];
    expect(version).toBeTruthy();
    // A set of links no other test asks for, so the first answer is this test's own.
    const paths = ["/contact", `/cars/${car.slug}`, `/manifest-test-${Date.now()}`].map(encodeURIComponent).join("%2C");
    const address = `/__manifest?paths=${paths}&version=${version}`;
    const first = await siteFetch(server, "metro-used", address, { headers: { "accept-encoding": "identity" } });
    const second = await siteFetch(server, "outback", address, { headers: { "accept-encoding": "br" } });
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
    expect(second.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const routes = JSON.parse(await first.text()) as Record<string, { path?: string; module: string }>;
    expect(brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(JSON.stringify(routes));
    expect(Object.values(routes).map((route) => route.path)).toEqual(expect.arrayContaining(["contact"]));
    expect(Object.values(routes).every((route) => route.module.startsWith("/assets/"))).toBe(true);

    const old = await siteFetch(server, "metro-used", address.replace(`version=${version}`, "version=old"));
    expect(old.status).toBe(204);
    expect(old.headers.get("x-remix-reload-document")).toBe("true");
  });
});

describe("feeds and sitemaps", () => {
  const client = (n: number) => ({ "x-forwarded-for": `10.77.0.${n}`, "accept-encoding": "br, gzip" });

  it("are made once per inventory change and sent compressed, with an ETag a client revalidates by", async () => {
    const feed = "/feeds/google-vehicle-listings.xml";
    const first = await siteFetch(server, "metro-used", feed, { headers: client(1) });
    const second = await siteFetch(server, "metro-used", feed, { headers: client(1) });
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const revalidated = await siteFetch(server, "metro-used", feed, {
      headers: { ...client(1), "if-none-match": first.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
    const sitemap = await siteFetch(server, "metro-used", "/sitemaps/cars.xml", { headers: client(1) });
    expect(sitemap.headers.get("etag")).toBeTruthy();

    // Another car than the page cache's own test changes: this one leaves the feed once sold.
    const listed = await siteFetch(server, "metro-used", "/api/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ queries: [{ filters: "status:in_stock AND photos_count > 1", hitsPerPage: 2 }] }),
    });
    const sold = ((await listed.json()) as { results: { hits: (typeof car)[] }[] }).results[0]!.hits[1]!;
    const stored = await siteFetch(server, "metro-used", "/api/inventory/cars", {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify([
        {
          stocknum: sold.stocknum,
          slug: sold.slug,
          year: sold.year,
          make: sold.make,
          model: sold.model,
          car_type: "used",
          status: "sold",
        },
      ]),
    });
    expect(stored.status).toBe(200);
    const after = await siteFetch(server, "metro-used", feed, {
      headers: { ...client(1), "accept-encoding": "identity" },
    });
    expect(after.headers.get("etag")).not.toBe(first.headers.get("etag"));
    expect(await after.text()).not.toContain(`/cars/${sold.slug}<`);
  });

  it("are limited per client: the 61st fetch in a minute is 429 with Retry-After, another client is served", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await siteFetch(server, "metro-used", "/sitemap.xml", { headers: client(2) })).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    const refused = await siteFetch(server, "metro-used", "/sitemap.xml", { headers: client(2) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await siteFetch(server, "metro-used", "/sitemap.xml", { headers: client(3) })).status).toBe(200);
  });
});
