import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BUSY } from "~/platform/async/concurrency-limit";
import { imageUrl } from "~/platform/images/image-url";
import { imageService } from "~/platform/images/transform.server";
import { TEST_IMAGES } from "../support/test-images";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { loader } from "~/routes/img";
import { routeContext } from "../support/route-context";

const cacheDir = mkdtempSync(path.join(tmpdir(), "image-cache-"));
const images = imageService(cacheDir, TEST_IMAGES);

async function get(url: string, headers: Record<string, string> = {}) {
  return (await loader({
    request: new Request(`http://metro-used.localhost${url}`, { headers }),
    params: {},
    context: routeContext({} as SiteScope, { platform: { images } }),
  } as never)) as Response;
}

describe("/img", () => {
  it("returns a resized WebP of a demo image with a long-lived cache header", async () => {
    const response = await get(imageUrl("/media/vehicle/suv/red/side.svg", { width: 320 }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 240 });
  });

  it("re-encodes as JPEG, and answers 304 to a matching ETag", async () => {
    const jpeg = await get(imageUrl("/media/brand/toyota.svg", { width: 160, format: "jpeg" }));
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const again = await get(imageUrl("/media/brand/toyota.svg", { width: 160, format: "jpeg" }), {
      "if-none-match": jpeg.headers.get("etag") ?? "",
    });
    expect(again.status).toBe(304);
  });

  it("refuses widths, qualities and formats the pages do not use, remote sources, paths outside public/ and views a vehicle has not", async () => {
    expect((await get("/img?src=%2Fmedia%2Fbrand%2Fkia.svg&w=333")).status).toBe(400);
    expect((await get("/img?src=%2Fmedia%2Fbrand%2Fkia.svg&w=320&q=1")).status).toBe(400);
    expect((await get("/img?src=%2Fmedia%2Fbrand%2Fkia.svg&w=320&q=100")).status).toBe(400);
    expect((await get("/img?src=%2Fmedia%2Fbrand%2Fkia.svg&w=2048&fm=avif")).status).toBe(400);
    expect((await get("/img?src=https%3A%2F%2Fevil.example%2Fa.png&w=320")).status).toBe(400);
    expect((await get("/img?src=%2F..%2Fpackage.json&w=320")).status).toBe(404);
    expect((await get("/img?src=%2F..%2F..%2Fetc%2Fpasswd.png&w=320")).status).toBe(404);
    expect((await get("/img?src=%2Fmedia%2Fvehicle%2Fsuv%2Fred%2Fanything-you-like.svg&w=320")).status).toBe(404);
  });

  it("draws only pictures that exist: a body, paint or brand no site has is a 404 and makes nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "image-closed-"));
    const known = new Set(["toyota"]);
    const closed = imageService(dir, { ...TEST_IMAGES, knownBrand: async (slug) => known.has(slug) });
    const ask = (src: string) => closed.transform({ src, w: 320, q: 75, fm: "webp" });
    expect(await ask("/media/vehicle/spaceship/red/side.svg")).toBeNull();
    expect(await ask("/media/vehicle/suv/tartan/side.svg")).toBeNull();
    expect(await ask("/media/brand/not-a-brand-0001.svg")).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
    expect(await ask("/media/brand/toyota.svg")).toMatchObject({ contentType: "image/webp" });
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("keeps its folder under its size: the least recently used pictures go first", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "image-evict-"));
    const request = (w: number, src = "/media/vehicle/suv/red/side.svg") => ({ src, w, q: 75, fm: "webp" as const });
    const bytes = () => readdirSync(dir).reduce((n, file) => n + statSync(path.join(dir, file)).size, 0);
    await imageService(dir, TEST_IMAGES).transform(request(1024));
    const [oldest] = readdirSync(dir);
    // Room for two or three pictures like it.
    const limit = Math.round(bytes() * 2.6);
    const small = imageService(dir, { ...TEST_IMAGES, cacheBytes: limit });
    for (const colour of ["blue", "white", "green", "black", "silver", "grey"])
      await small.transform(request(1024, `/media/vehicle/suv/${colour}/side.svg`));
    expect(bytes()).toBeLessThanOrEqual(limit);
    expect(readdirSync(dir)).not.toContain(oldest);
    expect(readdirSync(dir).length).toBeGreaterThan(0);
  });
});

describe("the image service", () => {
  it("makes each variant once: a second service on the same folder reads it from disk", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "image-disk-"));
    const request = { src: "/media/vehicle/ute/white/front.svg", w: 640, q: 75, fm: "webp" as const };
    const first = await imageService(dir, TEST_IMAGES).transform(request);
    expect(readdirSync(dir).filter((f) => f.endsWith(".webp"))).toHaveLength(1);
    const restarted = await imageService(dir, TEST_IMAGES).transform(request);
    expect(restarted).not.toBe(BUSY);
    expect(
      restarted &&
        restarted !== BUSY &&
        first &&
        first !== BUSY &&
        restarted.body.equals(first.body) &&
        restarted.etag === first.etag,
    ).toBe(true);
  });

  it("makes a picture asked for many times at once only once, answers every request with it, and leaves no temporary file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "image-race-"));
    const service = imageService(dir, TEST_IMAGES);
    const request = { src: "/media/vehicle/caravan/white/interior.svg", w: 640, q: 75, fm: "webp" as const };
    const answers = await Promise.all(Array.from({ length: 6 }, () => service.transform(request)));
    expect(answers[0] && answers[0] !== BUSY && answers[0].body.length > 0).toBe(true);
    expect(new Set(answers).size).toBe(1);
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/\.webp$/)]);
  });

  it("makes one new variant at a time on two cores and answers BUSY past a short queue", async () => {
    const service = imageService(mkdtempSync(path.join(tmpdir(), "image-busy-")), { ...TEST_IMAGES, cores: 2 });
    // 24 different variants: 12 bodies at two widths.
    const bodies = [
      "sedan",
      "hatch",
      "wagon",
      "suv",
      "people-mover",
      "van",
      "coupe",
      "convertible",
      "ute",
      "cab-chassis",
      "motorcycle",
      "caravan",
    ];
    const requests = Array.from({ length: 24 }, (_, i) =>
      service.transform({
        src: `/media/vehicle/${bodies[i % 12]}/blue/side.svg`,
        w: i < 12 ? 1280 : 1024,
        q: 75,
        fm: "webp",
      }),
    );
    const answers = await Promise.all(requests);
    expect(answers.filter((a) => a === BUSY)).toHaveLength(24 - 1 - 16);
    expect(answers.filter((a) => a && a !== BUSY)).toHaveLength(17);
  });
});
