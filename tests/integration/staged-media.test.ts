import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitMedia, MEDIA_GRACE_MS, stageMedia, sweepStagedMedia } from "~/platform/media/staged-media.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";
import { testMedia } from "../support/test-media";

// Issue 53, finding 8: a kill -9 during an upload left files in the media store with no row.
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const picture = (key: string) => ({ key, body: Buffer.from("jpeg"), contentType: "image/jpeg" });

describe("an upload's file and its row", () => {
  it("keeps a committed file, and deletes one whose write died once the grace period has passed", async () => {
    const { db } = t.handle;
    const siteId = t.scope("alpha").siteId;
    await stageMedia(db, testMedia, siteId, picture("alpha/cars/kept.jpg"));
    await stageMedia(db, testMedia, siteId, picture("alpha/cars/orphan.jpg"));
    await db.transaction((tx) => commitMedia(tx, ["alpha/cars/kept.jpg"]));

    expect(await sweepStagedMedia(db, testMedia)).toBe(0);
    expect(await testMedia.get("alpha/cars/orphan.jpg")).not.toBeNull();

    const later = new Date(Date.now() + MEDIA_GRACE_MS + 1000);
    expect(await sweepStagedMedia(db, testMedia, later)).toBe(1);
    expect(await testMedia.get("alpha/cars/orphan.jpg")).toBeNull();
    expect(await testMedia.get("alpha/cars/kept.jpg")).not.toBeNull();
    expect(await sweepStagedMedia(db, testMedia, later)).toBe(0);
  });

  it("keeps nothing of a write rolled back: its key stays pending and is swept", async () => {
    const { db } = t.handle;
    await stageMedia(db, testMedia, t.scope("alpha").siteId, picture("alpha/cars/rolled-back.jpg"));
    await db
      .transaction(async (tx) => {
        await commitMedia(tx, ["alpha/cars/rolled-back.jpg"]);
        throw new Error("the row could not be written");
      })
      .catch(() => undefined);
    expect(await sweepStagedMedia(db, testMedia, new Date(Date.now() + MEDIA_GRACE_MS + 1000))).toBe(1);
    expect(await testMedia.get("alpha/cars/rolled-back.jpg")).toBeNull();
  });
});
