import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteStaff, signInLinkFor } from "~/features/staff/index.server";
import { bootPlatform, type Platform } from "~/platform/runtime/boot.server";
import { importSite } from "~/platform/tenancy/site-transfer.server";
import { siteFetch, startServer, type ServerProcess } from "../support/server-process";

// Issue 41: two app processes on one PostgreSQL: a configuration published on one (its console) or
// by another process (the CLI) is served by both within a second.
const admin = process.env.TEST_DATABASE_URL!;
const name = `two_${randomBytes(5).toString("hex")}`;
const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
const SITE = "metro-used";
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let cli: Platform | undefined;

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

beforeAll(async () => {
  await adminQuery(`create database ${name}`);
  const env = { DATABASE_URL: url, SEED_DEMO: "false", WEB_CONCURRENCY: "1" };
  a = await startServer({ env });
  b = await startServer({ env });
  cli = await bootPlatform({ DATABASE_URL: url, PGLITE_DIR: "unused", SITES_DIR: "sites", DEFAULT_SITE: SITE });
});
afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop(), cli?.database.close()]);
  await adminQuery(`drop database if exists ${name} with (force)`);
});

describe("two app processes on one PostgreSQL", () => {
  it("serve a configuration published by the command line within a second", async () => {
    const scope = cli!.scopes.get(SITE)!;
    const published = await importSite(scope, { ...scope.config, name: "Two Process Motors" });
    expect(published).toMatchObject({ ok: true });
    expect(await servedWithin(a!, "Two Process Motors")).not.toBeNull();
    expect(await servedWithin(b!, "Two Process Motors")).not.toBeNull();
  });

  it("serve on the second a restore published in the first's console within a second", async () => {
    const scope = cli!.scopes.get(SITE)!;
    await inviteStaff(scope, { email: "owner@two.example", role: "owner", locationIds: [] }, null);
    const link = (await signInLinkFor(scope, "owner@two.example"))!;
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const signedIn = await siteFetch(a!, SITE, `/console/sign-in/${link.token}`, {
      method: "POST",
      headers: form,
      body: "",
    });
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
    const restored = await siteFetch(a!, SITE, "/console/settings/history", {
      method: "POST",
      headers: { ...form, cookie },
      body: "number=1",
    });
    expect(restored.status).toBe(200);
    expect(await servedWithin(b!, "Metro Used Cars")).not.toBeNull();
  });

  it("serve on the second a dealer site made in the first's console within a second", async () => {
    const scope = cli!.scopes.get(SITE)!;
    await inviteStaff(scope, { email: "pat@platform.example", role: "owner", operator: true, locationIds: [] }, null);
    const link = (await signInLinkFor(scope, "pat@platform.example"))!;
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const signedIn = await siteFetch(a!, SITE, `/console/sign-in/${link.token}`, {
      method: "POST",
      headers: form,
      body: "",
    });
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
      headers: { ...form, cookie },
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
});
