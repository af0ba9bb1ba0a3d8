import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { cars, staff_audit } from "~/platform/db/schema";
import { localMediaStore } from "~/platform/media/local-media-store.server";
import { mediaKeysIn } from "~/platform/media/media-store";
import { MEDIA_GRACE_MS, sweepStagedMedia } from "~/platform/media/staged-media.server";
import { siteFetch, startServer, type ServerProcess } from "../support/server-process";
import { openStoppedDatabase } from "../support/stopped-database";
import { staffCookie } from "../support/staff-session";

// Issue 53, finding 8: kill -9 during a 5-photo upload left files with no row; kill -9 during a
// 3,000-car apply left the run stuck at "Applying" for good. Over HTTP against the built server.
const SITE = "metro-used";
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
});

function multipart(
  fields: Record<string, string>,
  files: { name: string; file: string; body: Buffer; type: string }[],
) {
  const boundary = "crashwrites";
  const parts: Buffer[] = [
    ...Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  ].map((p) => Buffer.from(p));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.file}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.body,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function send(server: ServerProcess, cookie: string, pathname: string, form: ReturnType<typeof multipart>) {
  return siteFetch(server, SITE, pathname, {
    method: "POST",
    headers: {
      cookie,
      origin: `http://${SITE}.localhost:${server.port}`,
      "sec-fetch-site": "same-origin",
      "content-type": form.type,
      accept: "application/json",
    },
    body: form.body,
  });
}

const photo = (seed: number) =>
  sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: "#336699",
      noise: { type: "gaussian", mean: 120, sigma: 40 + seed },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();

describe("kill -9 in the middle of an upload and of an apply", () => {
  it("leaves no file without its row once swept, and the apply finishes once when applied again", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "crash-writes-"));
    const env = { MEDIA_DIR: path.join(dir, "media") };
    const first = await startServer({ dir, env });
    servers.push(first);
    const manager = await staffCookie(first, SITE, "manager");
    const stock = await (await siteFetch(first, SITE, "/console/stock", { headers: { cookie: manager } })).text();
    const carId = /\/console\/stock\/(\d+)/.exec(stock)![1];

    // 3,000 cars previewed, then applied: the server dies 0.7 s into the apply.
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `CR-${i},2021,Toyota,Corolla,used,in_stock,${20000 + i},${1000 + i}`,
    );
    const csv = ["stocknum,year,make,model,car_type,status,price,km", ...rows].join("\n");
    const previewed = await send(
      first,
      manager,
      "/console/imports",
      multipart({ intent: "preview", format: "csv" }, [
        { name: "file", file: "big.csv", body: Buffer.from(csv), type: "text/csv" },
      ]),
    );
    const runPath = previewed.headers.get("location") ?? previewed.headers.get("x-remix-redirect") ?? "";
    expect(runPath).toMatch(/^\/console\/imports\/\d+$/);

    // Five photos at once, and the apply; the kill comes while they are under way.
    const pictures = await Promise.all([1, 2, 3, 4, 5].map(photo));
    const uploads = pictures.map((body, i) =>
      send(
        first,
        manager,
        `/console/stock/${carId}/photos`,
        multipart({}, [{ name: "photos", file: `p${i}.jpg`, body, type: "image/jpeg" }]),
      ).catch(() => null),
    );
    // Once one photo is in, the others are being taken: the apply starts, and 0.7 s later the server dies.
    await Promise.race(uploads);
    const applying = send(first, manager, runPath, multipart({ intent: "apply" }, [])).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await first.kill();
    await Promise.all([...uploads, applying]);

    const second = await startServer({ dir, env });
    servers.push(second);
    // The run is held by the dead apply's lease for at most 20 s, then offered to finish.
    let page = "";
    for (let waited = 0; waited < 40_000; waited += 1000) {
      page = await (await siteFetch(second, SITE, runPath, { headers: { cookie: manager } })).text();
      if (/Finish applying|Applied|Previewed, not applied/.test(page)) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // On a loaded machine the kill can land before the apply began: the run is still only previewed,
    // and applying it then must work just the same.
    const leftAs = page.includes("Finish applying")
      ? "stopped part way and was finished"
      : page.includes("Previewed, not applied")
        ? "had not begun and was applied after the restart"
        : "had finished";
    if (leftAs !== "had finished") {
      const again = await send(second, manager, runPath, multipart({ intent: "apply" }, []));
      expect(again.status).toBeLessThan(400);
    }
    page = await (await siteFetch(second, SITE, runPath, { headers: { cookie: manager } })).text();
    expect(page).toMatch(/Applied/);
    expect((await send(second, manager, runPath, multipart({ intent: "apply" }, []))).status).toBe(409);
    await second.stop();

    const platform = await openStoppedDatabase(first);
    try {
      const { db } = platform.database;
      const siteId = platform.scopes.get(SITE)!.siteId;
      const written = await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.site_id, siteId), like(cars.stocknum, "CR-%")));
      const applies = await db
        .select()
        .from(staff_audit)
        .where(
          and(
            eq(staff_audit.site_id, siteId),
            eq(staff_audit.action, "import.apply"),
            eq(staff_audit.entity_id, runPath.split("/").at(-1)!),
          ),
        );
      const media = localMediaStore(env.MEDIA_DIR);
      const swept = await sweepStagedMedia(db, media, new Date(Date.now() + MEDIA_GRACE_MS + 1000));
      const named = new Set(mediaKeysIn(JSON.stringify(await db.select({ images: cars.images }).from(cars))));
      const carsDir = path.join(env.MEDIA_DIR, SITE, "cars");
      const files = (existsSync(carsDir) ? readdirSync(carsDir, { recursive: true, withFileTypes: true }) : [])
        .filter((f) => f.isFile())
        .map((f) => `${SITE}/cars/${path.relative(carsDir, path.join(f.parentPath, f.name))}`);
      console.log(
        `kill -9: the apply ${leftAs}; ${written.length} of 3,000 cars, ${applies.length} apply record; ${swept} orphaned uploads swept, ${files.length} photo files left, each named by a car`,
      );
      expect(written.length).toBe(3000);
      expect(applies).toHaveLength(1);
      expect(files.filter((key) => !named.has(key))).toEqual([]);
    } finally {
      await platform.database.close();
    }
  });
});
