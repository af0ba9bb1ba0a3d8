import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localMediaStore } from "~/platform/media/local-media-store.server";
import type { MediaStore } from "~/platform/media/media-store";
import { s3MediaStore } from "~/platform/media/s3-media-store.server";
import { startS3Server } from "../support/s3-server";

/** The MediaStore contract, run against the local folder and against a real S3 protocol server. */
function contract(name: string, open: () => MediaStore) {
  describe(`MediaStore: ${name}`, () => {
    it("keeps a file whole and gives it back with its type", async () => {
      const store = open();
      const body = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3, 4]);
      await store.put("metro-used/cars/a1.jpg", body, "image/jpeg");
      const got = await store.get("metro-used/cars/a1.jpg");
      expect(got?.body.equals(body)).toBe(true);
      expect(got?.contentType).toBe("image/jpeg");
    });

    it("answers null for a file it does not hold, and again once deleted", async () => {
      const store = open();
      expect(await store.get("metro-used/cars/none.jpg")).toBeNull();
      await store.put("metro-used/cars/gone.png", Buffer.from("png"), "image/png");
      await store.delete("metro-used/cars/gone.png");
      expect(await store.get("metro-used/cars/gone.png")).toBeNull();
      await expect(store.delete("metro-used/cars/gone.png")).resolves.toBeUndefined();
    });

    it("replaces a file written again under the same key", async () => {
      const store = open();
      await store.put("outback/logo.webp", Buffer.from("first"), "image/webp");
      await store.put("outback/logo.webp", Buffer.from("second"), "image/webp");
      expect((await store.get("outback/logo.webp"))?.body.toString()).toBe("second");
    });

    it("refuses a key that could climb out of its place", async () => {
      const store = open();
      for (const key of ["../etc/passwd.jpg", "/abs.jpg", "a/../../b.jpg", "a/b.exe", "A/B.jpg"])
        await expect(store.put(key, Buffer.from("x"), "image/jpeg")).rejects.toThrow(/not a media key/);
    });
  });
}

contract("local folder", () => localMediaStore(mkdtempSync(path.join(tmpdir(), "media-"))));

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());
contract("S3 (s3rver)", () => s3MediaStore(s3.settings));
