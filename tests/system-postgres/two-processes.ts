import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleImportRow as carRow } from "~/features/demo/car-factory";
import { inviteStaff, signInLinkFor } from "~/features/console-staff/index.server";
import { bootPlatform, type Platform } from "~/platform/boot/boot.server";
import { importSite } from "~/platform/tenancy/site-transfer.server";
import { startS3Server } from "../support/s3-server";
import { siteFetch, startServer, type ServerProcess } from "../support/server-process";

// Issues 41 and 42: two app processes on one PostgreSQL and one object store (s3rver), each with a
// media folder of its own: a configuration published on one (its console) or by another process
// (the CLI), a new dealer site, a stock change and a staff sign-in made on one are served by the
// other within a second, and a picture uploaded through one is served by the other.
const admin = process.env.TEST_DATABASE_URL!;
const name = `two_${randomBytes(5).toString("hex")}`;
const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
const SITE = "metro-used";
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let cli: Platform | undefined;
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
let ownerCookie = "";

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** How long until the server's home page is titled with the site's new name; null past a second. */
async function servedWithin(server: ServerProcess, siteName: string): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= 1000) {
    const html = await (await siteFetch(server, SITE, "/")).text();
    if (new RegExp(`<title>${siteName} \\|`).test(html)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** An owner invited through the command line's platform, signing in on the first server by the e-mailed link: its answer. */
async function signInOnFirst(email: string, operator: boolean) {
  const scope = cli!.scopes.get(SITE)!;
  await inviteStaff(scope, { email, role: "owner", ...(operator && { operator }), locationIds: [] }, null);
  const link = (await signInLinkFor(scope, email))!;
  return siteFetch(a!, SITE, `/console/sign-in/${link.token}`, { method: "POST", headers: FORM, body: "" });
}

export const twoProcesses = () =>
  describe("two app processes on one PostgreSQL", () => {
    beforeAll(async () => {
      await adminQuery(`create database ${name}`);
      s3 = await startS3Server();
      const env = {
        DATABASE_URL: url,
        SEED_DEMO: "false",
        WEB_CONCURRENCY: "1",
        INVENTORY_API_TOKENS: `${SITE}:two-process-token`,
        S3_BUCKET: s3.settings.bucket,
        S3_ENDPOINT: s3.settings.endpoint,
        S3_REGION: s3.settings.region,
        S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      };
      a = await startServer({ env: { ...env, MEDIA_DIR: mkdtempSync(path.join(tmpdir(), "media-a-")) } });
      b = await startServer({ env: { ...env, MEDIA_DIR: mkdtempSync(path.join(tmpdir(), "media-b-")) } });
      cli = await bootPlatform({ DATABASE_URL: url, PGLITE_DIR: "unused", SITES_DIR: "sites", DEFAULT_SITE: SITE });
    });
    afterAll(async () => {
      await Promise.allSettled([a?.stop(), b?.stop(), cli?.database.close()]);
      await s3?.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    });

    it("serve a configuration published by the command line within a second", async () => {
      const scope = cli!.scopes.get(SITE)!;
      const published = await importSite(scope, { ...scope.config, name: "Two Process Motors" });
      expect(published).toMatchObject({ ok: true });
      expect(await servedWithin(a!, "Two Process Motors")).not.toBeNull();
      expect(await servedWithin(b!, "Two Process Motors")).not.toBeNull();
    });

    it("serve on the second a restore published in the first's console within a second", async () => {
      const signedIn = await signInOnFirst("owner@two.example", false);
      expect(signedIn.status).toBe(303);
      const cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
      ownerCookie = cookie;
      const restored = await siteFetch(a!, SITE, "/console/settings/history", {
        method: "POST",
        headers: { ...FORM, cookie },
        body: "number=1",
      });
      expect(restored.status).toBe(200);
      expect(await servedWithin(b!, "Metro Used Cars")).not.toBeNull();
    });

    it("serve on the second a dealer site made in the first's console within a second", async () => {
      const signedIn = await signInOnFirst("pat@platform.example", true);
      const cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
      const site = new URLSearchParams({
        name: "Two Process Trucks",
        slug: "two-process-trucks",
        domains: "www.twoprocesstrucks.com.au",
        template: "commercial",
        primary: "#1d4ed8",
        accent: "#b45309",
        "location.name": "Two Process Trucks Dubbo",
        "location.street": "1 Cobra Street",
        "location.city": "Dubbo",
        "location.state": "NSW",
        "location.postcode": "2830",
        "location.lat": "-32.24",
        "location.long": "148.6",
        "location.phone": "",
      });
      const created = await siteFetch(a!, SITE, "/console/sites/new", {
        method: "POST",
        headers: { ...FORM, cookie },
        body: site.toString(),
      });
      expect(created.headers.get("location")).toBe("/console/sites?created=two-process-trucks");
      const started = Date.now();
      let status = 0;
      while (Date.now() - started <= 1000 && status !== 200) {
        status = (await siteFetch(b!, "two-process-trucks", "/")).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 25));
      }
      expect(status).toBe(200);
      expect(await (await siteFetch(b!, "two-process-trucks", "/")).text()).toContain("<title>Two Process Trucks |");
    });

    it("serve on the second the new site's logo, uploaded through the first to the object store", async () => {
      const html = await (await siteFetch(b!, "two-process-trucks", "/")).text();
      const logo = /\/media\/uploads\/two-process-trucks\/logo-[0-9a-f-]+\.png/.exec(html)?.[0];
      expect(logo).toBeDefined();
      const served = await siteFetch(b!, "two-process-trucks", logo!);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
    });

    it("serve on the second a car imported through the first's API within a second", async () => {
      const car = { stocknum: "TP-1", year: 2021, make: "Lancia", model: "Delta", price: 41990, car_type: "used" };
      const imported = await siteFetch(a!, SITE, "/api/inventory/cars", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer two-process-token" },
        body: JSON.stringify([carRow("TP-1", car)]),
      });
      expect(imported.status).toBe(200);
      const started = Date.now();
      let listed = false;
      while (Date.now() - started <= 1000 && !listed) {
        listed = (await (await siteFetch(b!, SITE, "/search/new-used-and-demo-cars")).text()).includes("Lancia Delta");
        if (!listed) await new Promise((r) => setTimeout(r, 25));
      }
      expect(listed).toBe(true);
    });

    it("know on the second a staff member signed in on the first", async () => {
      expect(ownerCookie).not.toBe("");
      const account = await siteFetch(b!, SITE, "/console/account", { headers: { cookie: ownerCookie } });
      expect(account.status).toBe(200);
      expect(await account.text()).toContain("owner@two.example");
    });
  });
