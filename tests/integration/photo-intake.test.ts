import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS, takePhoto } from "~/platform/media/photo-intake.server";

/** A PNG whose header claims `width` × `height` pixels while the file stays a few hundred bytes. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const photo = (width: number, height: number, orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c03030" } })
    .jpeg()
    .withMetadata(orientation ? { orientation, exif: { IFD0: { Copyright: "secret", Artist: "Sam" } } } : {})
    .toBuffer();

describe("taking an uploaded photo", () => {
  it("turns a photo upright by its EXIF orientation and keeps none of its EXIF", async () => {
    const rotated = await photo(400, 300, 6);
    expect((await sharp(rotated).metadata()).exif).toBeDefined();
    const taken = await takePhoto({ name: "IMG_0001.JPG", type: "image/jpeg", bytes: rotated });
    if (!taken.ok) throw new Error(taken.error);
    expect([taken.width, taken.height]).toEqual([300, 400]);
    const meta = await sharp(taken.body).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("takes PNG and WebP by their content, and shrinks what is larger than any page shows", async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    const taken = await takePhoto({ name: "wide.png", type: "image/png", bytes: png });
    expect(taken).toMatchObject({ ok: true, width: PHOTO_LIMITS.side, height: 800 });
    const webp = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    expect(await takePhoto({ name: "a.webp", type: "", bytes: webp })).toMatchObject({ ok: true });
  });

  it.each([
    {
      what: "an oversized file",
      file: { name: "huge.jpg", type: "image/jpeg", bytes: Buffer.alloc(PHOTO_LIMITS.bytes + 1, 0xff) },
      error: /"huge\.jpg" is 15\.0 MB; a photo may be at most 15\.0 MB\./,
    },
    {
      what: "a file that lies about its type",
      file: { name: "car.jpg", type: "image/jpeg", bytes: Buffer.from("#!/bin/sh\necho not a photo\n") },
      error: /"car\.jpg" is not a picture: photos must be JPEG, PNG or WebP\./,
    },
    {
      what: "a picture named as another kind",
      file: { name: "car.jpg", type: "image/jpeg", bytes: claimedPng(10, 10) },
      error: /says it is a JPEG picture but holds a PNG one/,
    },
    {
      what: "a zip bomb (huge dimensions in a small file)",
      file: { name: "bomb.png", type: "image/png", bytes: claimedPng(30_000, 30_000) },
      error: /"bomb\.png" is 30,000 × 30,000 pixels; a photo may be at most 50 megapixels\./,
    },
    {
      what: "a path in the file name",
      file: { name: "../../etc/cron.d/x.jpg", type: "image/jpeg", bytes: Buffer.from([0xff, 0xd8, 0xff]) },
      error: /a file name may not hold a folder path/,
    },
    {
      what: "an empty file",
      file: { name: "empty.jpg", type: "image/jpeg", bytes: Buffer.alloc(0) },
      error: /"empty\.jpg" is empty\./,
    },
    {
      what: "a truncated JPEG",
      file: { name: "cut.jpg", type: "image/jpeg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) },
      error: /"cut\.jpg" could not be read as a picture\./,
    },
  ])("refuses $what with a clear error", async ({ file, error }) => {
    const taken = await takePhoto(file);
    expect(taken.ok).toBe(false);
    if (!taken.ok) expect(taken.error).toMatch(error);
  });
});
