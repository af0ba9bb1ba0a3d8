import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageUrl } from "~/platform/images/image-url";
import { loader } from "~/routes/img";

async function get(url: string, headers: Record<string, string> = {}) {
  return (await loader({ request: new Request(`http://metro-used.localhost${url}`, { headers }), params: {}, context: {} } as never)) as Response;
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

  it("re-encodes as AVIF and JPEG, and answers 304 to a matching ETag", async () => {
    const avif = await get(imageUrl("/sites/metro-used/logo.svg", { width: 160, format: "avif" }));
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).format).toBe("heif");
    const jpeg = await get(imageUrl("/media/brand/toyota.svg", { width: 160, format: "jpeg", quality: 60 }));
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const again = await get(imageUrl("/media/brand/toyota.svg", { width: 160, format: "jpeg", quality: 60 }), { "if-none-match": jpeg.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
  });

  it("refuses widths it does not cache, remote sources and paths outside public/", async () => {
    expect((await get("/img?src=%2Fmedia%2Fbrand%2Fkia.svg&w=333")).status).toBe(400);
    expect((await get("/img?src=https%3A%2F%2Fevil.example%2Fa.png&w=320")).status).toBe(400);
    expect((await get("/img?src=%2F..%2Fpackage.json&w=320")).status).toBe(404);
    expect((await get("/img?src=%2F..%2F..%2Fetc%2Fpasswd.png&w=320")).status).toBe(404);
  });
});
