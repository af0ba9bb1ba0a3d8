import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { brotliDecompressSync } from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { routeManifestCache } from "./route-manifest-cache.server";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** One browser's ask: what it was sent (status, X-Cache, body), or "passed on" when React Router answers it. */
function ask(handler: ReturnType<typeof routeManifestCache>, address: string, method = "GET") {
  return new Promise<string>((resolve) => {
    const headers: Record<string, string> = {};
    const req = {
      method,
      path: address.split("?")[0],
      originalUrl: address,
      headers: { "accept-encoding": "br" },
    };
    const res = {
      setHeader: (name: string, value: string) => void (headers[name] = value),
      end: (body: Buffer) => resolve(`${headers["X-Cache"]} ${brotliDecompressSync(body).toString()}`),
    };
    handler(req as unknown as ExpressRequest, res as unknown as ExpressResponse, () => resolve("passed on"));
  });
}

describe("React Router's route manifest, kept", () => {
  let rendered: string[];
  const render = async (request: Request) => {
    const url = new URL(request.url);
    rendered.push(`${url.pathname}${url.search}`);
    if (url.searchParams.get("version") !== "v1") return new Response(null, { status: 204 });
    return Response.json({ paths: url.searchParams.get("paths") }, { headers: { "Cache-Control": IMMUTABLE } });
  };
  beforeEach(() => {
    rendered = [];
  });

  it("asks React Router once per address, however many browsers ask at once", async () => {
    const handler = routeManifestCache(render);
    const address = "/__manifest?paths=%2F%2C%2Fcontact&version=v1";
    const answers = await Promise.all([ask(handler, address), ask(handler, address)]);
    expect(answers).toEqual([`MISS {"paths":"/,/contact"}`, `MISS {"paths":"/,/contact"}`]);
    expect(await ask(handler, address)).toBe(`HIT {"paths":"/,/contact"}`);
    expect(rendered).toEqual([address]);
  });

  it.each([
    ["an old build's version", "/__manifest?paths=%2F&version=v0"],
    ["another address", "/contact"],
    ["a HEAD", "/__manifest?paths=%2F&version=v1", "HEAD"],
    ["an address past React Router's limit", `/__manifest?paths=${"%2Fx".repeat(3000)}&version=v1`],
  ])("leaves %s to React Router, every time", async (_, address, method = "GET") => {
    const handler = routeManifestCache(render);
    expect(await ask(handler, address, method)).toBe("passed on");
    expect(await ask(handler, address, method)).toBe("passed on");
  });

  it("drops the least recently asked past its size, and keeps the one asked again", async () => {
    const handler = routeManifestCache(render, 250);
    const address = (n: number) => `/__manifest?paths=%2Fpage-${n}&version=v1`;
    await ask(handler, address(1));
    await ask(handler, address(2));
    expect(await ask(handler, address(1))).toMatch(/^HIT/);
    await ask(handler, address(3));
    expect(await ask(handler, address(1))).toMatch(/^HIT/);
    expect(await ask(handler, address(2))).toMatch(/^MISS/);
  });
});
