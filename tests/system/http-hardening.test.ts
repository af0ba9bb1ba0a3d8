import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerFile } from "~/platform/db/pglite-owner.server";
import { siteFetch, startServer, visitForm, type ServerProcess } from "../support/server-process";
import { staffCookie } from "../support/staff-session";

// Issue 13, tried as an attacker would, over HTTP against the built server.
let server: ServerProcess;
let carSlug: string;
beforeAll(async () => {
  server = await startServer();
  const found = await siteFetch(server, "metro-used", "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ filters: "status:in_stock", hitsPerPage: 1 }] }),
  });
  carSlug = ((await found.json()) as { results: { hits: { slug: string }[] }[] }).results[0]!.hits[0]!.slug;
});
afterAll(() => server?.stop());

/** The server's resident memory high-water mark, from the kernel. */
function peakMemoryKb(): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]);
}

/** Streams up to `megabytes` of form body in 64 KB chunks with no Content-Length, until the server answers. */
function chunkedUpload(
  path: string,
  megabytes: number,
  headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" },
): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path,
        headers: { host: `metro-used.localhost:${server.port}`, "transfer-encoding": "chunked", ...headers },
      },
      (res) => {
        answered = true;
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, sentMb: sent / 1024 / 1024 }));
      },
    );
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && sent < megabytes * 1024 * 1024) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe("a body that needs a credential is not read without it", () => {
  it("refuses 64 unauthenticated 19 MB uploads to the inventory API at once, each before its body, and keeps its memory", async () => {
    const before = peakMemoryKb();
    const wrongToken = { "content-type": "application/json", authorization: "Bearer not-the-token" };
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        chunkedUpload("/api/inventory/cars", 19, i % 2 ? wrongToken : { "content-type": "application/json" }),
      ),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401]));
    const grownMb = (peakMemoryKb() - before) / 1024;
    console.log(`64 unauthenticated 19 MB uploads: 401 each; peak memory grew ${grownMb.toFixed(1)} MB`);
    expect(grownMb).toBeLessThan(100);
    expect((await siteFetch(server, "metro-used", "/")).status).toBe(200);
  });
});

describe("a console upload is not read before its session and role", () => {
  it("refuses 64 signed-out 63 MB posts to a car and 64 of 19 MB to its photos, each before its body, and keeps its memory", async () => {
    const before = peakMemoryKb();
    const sales = await staffCookie(server, "metro-used", "sales");
    const form = { "content-type": "multipart/form-data; boundary=x" };
    const answers = await Promise.all([
      ...Array.from({ length: 64 }, () => chunkedUpload("/console/stock/14", 63, form)),
      ...Array.from({ length: 64 }, (_, i) =>
        chunkedUpload("/console/stock/14/photos", 19, i % 2 ? { ...form, cookie: sales } : form),
      ),
    ]);
    expect(answers.slice(0, 64).every((a) => a.status === 401)).toBe(true);
    expect(new Set(answers.slice(64).map((a) => a.status))).toEqual(new Set([401, 403]));
    const grownMb = (peakMemoryKb() - before) / 1024;
    console.log(
      `128 console uploads without a session or the role: refused each; peak memory grew ${grownMb.toFixed(1)} MB`,
    );
    expect(grownMb).toBeLessThan(100);
    expect((await siteFetch(server, "metro-used", "/")).status).toBe(200);
  });

  it("holds a signed-in manager to 15 MB a photo and 1 MB a note", async () => {
    const manager = await staffCookie(server, "metro-used", "manager");
    const form = { "content-type": "multipart/form-data; boundary=x", cookie: manager };
    expect((await chunkedUpload("/console/stock/14/photos", 16, form)).status).toBe(413);
    expect((await chunkedUpload("/console/leads/1", 2, form)).status).toBe(413);
  });
});

describe("methods no page answers", () => {
  it("answers CONNECT with 405, as every other, instead of dropping the connection", async () => {
    const socket = connect({ host: "127.0.0.1", port: server.port });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(`CONNECT metro-used.localhost:443 HTTP/1.1\r\nHost: metro-used.localhost:443\r\n\r\n`);
    await new Promise((resolve) => socket.on("close", resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain("Allow: GET, HEAD, POST");
  });
});

describe("bodies are limited by the bytes read, whatever the transfer encoding", () => {
  it("answers 413 to four chunked 200 MB posts at once as soon as each passes its limit, and keeps its memory", async () => {
    const before = peakMemoryKb();
    const answers = await Promise.all(
      ["/contact", "/contact", `/cars/${carSlug}/enquire`, "/sign-in"].map((path) => chunkedUpload(path, 200)),
    );
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413]);
    expect(Math.max(...answers.map((a) => a.sentMb))).toBeLessThan(200);
    const grownMb = (peakMemoryKb() - before) / 1024;
    console.log(
      `four chunked 200 MB posts: 413 each after at most ${Math.max(...answers.map((a) => a.sentMb)).toFixed(1)} MB sent; peak memory grew ${grownMb.toFixed(1)} MB`,
    );
    expect(grownMb).toBeLessThan(64);
    expect((await siteFetch(server, "metro-used", "/")).status).toBe(200);
  });

  it("holds each route to its own limit: a 5 KB analytics beacon is refused, a 20 KB form is read and checked, a 40 KB one refused", async () => {
    expect((await chunkedUpload("/api/analytics", 0.005)).status).toBe(413);
    const contact = (bytes: number) =>
      siteFetch(server, "metro-used", "/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `message=${"a".repeat(bytes)}`,
      });
    expect((await contact(20_000)).status).toBe(400);
    expect((await contact(40_000)).status).toBe(413);
  });
});

describe("security headers", () => {
  const pages = () => [
    "/",
    "/search/used-cars",
    `/cars/${carSlug}`,
    `/cars/${carSlug}/enquire`,
    "/contact",
    "/sign-in",
    "/compare",
    "/favourites",
    "/no-such-page",
  ];

  it("every page type carries nosniff, framing and referrer rules and a CSP naming each inline script by its hash", async () => {
    for (const path of pages()) {
      const response = await siteFetch(server, "metro-used", path);
      const html = await response.text();
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("object-src 'none'");
      const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
      expect(scriptSources, path).not.toContain("'unsafe-inline'");
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const script of inline)
        expect(scriptSources, path).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      for (const [, src] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) expect(src, path).toMatch(/^\/(?!\/)/);
    }
  });

  it("a script injected into a page is not among those its policy allows", async () => {
    const csp = (await siteFetch(server, "metro-used", "/")).headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain(`'sha256-${createHash("sha256").update("alert(1)").digest("base64")}'`);
    expect(csp).not.toMatch(/'nonce-|'unsafe-inline'[^;]*script|script-src[^;]*\*/);
  });

  it("a site's chat provider (spec 000 section 6) is the one outside script its pages allow; a site without one allows none", async () => {
    const policy = async (site: string) =>
      (await siteFetch(server, site, "/")).headers.get("content-security-policy") ?? "";
    const southernCross = await policy("southern-cross");
    expect(/script-src ([^;]+)/.exec(southernCross)?.[1]).toContain("https://cdn.livechatinc.com");
    expect(/frame-src ([^;]+)/.exec(southernCross)?.[1]).toContain("https://secure.livechatinc.com");
    expect(southernCross).not.toMatch(/script-src[^;]*\*/);
    expect(await policy("metro-used")).not.toContain("livechatinc");
  });

  it("images, JSON and files carry nosniff too; HSTS only on a real domain", async () => {
    for (const path of [
      "/img?src=%2Fmedia%2Fbrand%2Ftoyota.svg&w=160&q=75&fm=webp",
      "/cars/" + carSlug + "/view.json",
      "/favicon.ico",
    ]) {
      expect((await siteFetch(server, "metro-used", path)).headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    expect((await siteFetch(server, "metro-used", "/")).headers.get("strict-transport-security")).toBeNull();
    const real = await siteFetch(server, "metro-used", "/", { headers: { host: "www.metrousedcars.com.au" } });
    expect(real.status).toBe(200);
    expect(real.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

/** Signs in over HTTP as a shopper does, reading the texted code as the machine's owner does (npm run sms). */
async function signIn(phone: string): Promise<string> {
  const visit = await visitForm(server, "metro-used", "/sign-in");
  const post = (fields: Record<string, string>) =>
    siteFetch(server, "metro-used", "/sign-in?redirect=%2Fmy-garage", {
      method: "POST",
      headers: { cookie: visit.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  expect((await post({ intent: "send", phone })).status).toBe(200);
  const owner = JSON.parse(readFileSync(ownerFile(server.env.PGLITE_DIR!), "utf8")) as { secret: string };
  const texts = (await (
    await fetch(`http://127.0.0.1:${server.port}/_local/sms?site=metro-used`, {
      headers: { "x-local-admin": owner.secret },
    })
  ).json()) as { body: string }[];
  const code = /^(\d{6})/.exec(texts[0]!.body)![1]!;
  const verified = await post({ intent: "verify", phone, code });
  expect(verified.status).toBe(303);
  const session = verified.headers
    .getSetCookie()
    .find((c) => c.startsWith("shopper_session="))!
    .split(";")[0]!;
  return `${visit.cookie}; ${session}`;
}

describe("personal pages and sessions", () => {
  it("a page for one visitor is private, no-store; a signed-in shopper gets the shared pages and their own details from /api/shopper", async () => {
    for (const path of ["/sign-in", "/success", "/contact", `/cars/${carSlug}/enquire`]) {
      expect((await siteFetch(server, "metro-used", path)).headers.get("cache-control"), path).toBe(
        "private, no-store",
      );
    }
    expect((await siteFetch(server, "metro-used", "/")).headers.get("cache-control") ?? "").not.toContain("private");
    const cookie = await signIn("0412000111");
    for (const path of ["/my-garage", "/watchlist", "/api/shopper"]) {
      const response = await siteFetch(server, "metro-used", path, { headers: { cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    expect(await (await siteFetch(server, "metro-used", "/api/shopper", { headers: { cookie } })).json()).toEqual({
      shopper: { phone: "0412000111", first_name: null, last_name: null, email: null, watchlist: [] },
    });
    expect(await (await siteFetch(server, "metro-used", "/api/shopper")).json()).toEqual({ shopper: null });
    for (const path of ["/", `/cars/${carSlug}`]) {
      const signedIn = await siteFetch(server, "metro-used", path, { headers: { cookie } });
      const anonymous = await siteFetch(server, "metro-used", path);
      expect(signedIn.headers.get("cache-control"), path).toContain("public");
      expect(await signedIn.text(), path).toBe(await anonymous.text());
    }
  });

  it("a copied session cookie stops working once its shopper signs out", async () => {
    const cookie = await signIn("0412000222");
    expect((await siteFetch(server, "metro-used", "/my-garage", { headers: { cookie } })).status).toBe(200);
    const out = await siteFetch(server, "metro-used", "/sign-out", {
      method: "POST",
      headers: {
        cookie,
        origin: `http://metro-used.localhost:${server.port}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(out.status).toBe(303);
    const again = await siteFetch(server, "metro-used", "/my-garage", { headers: { cookie } });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toMatch(/^\/sign-in\?type=my-garage/);
  });

  it("never redirects off the site, however the target is dressed up", async () => {
    const cookie = await signIn("0412000333");
    for (const target of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/a/..//evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
    ]) {
      const response = await siteFetch(server, "metro-used", `/sign-in?redirect=${encodeURIComponent(target)}`, {
        headers: { cookie },
      });
      expect(response.status, target).toBe(302);
      expect(response.headers.get("location"), target).toBe("/");
      const anonymous = await (
        await siteFetch(
          server,
          "metro-used",
          `/sign-in?back=${encodeURIComponent(target)}&redirect=${encodeURIComponent(target)}`,
        )
      ).text();
      expect(/<a[^>]*href="([^"]*)"[^>]*>← Back/.exec(anonymous)?.[1], target).toBe("/");
      expect(
        [...anonymous.matchAll(/<input type="hidden" name="(?:redirect|back)" value="([^"]*)"/g)].map((m) => m[1]),
        target,
      ).toEqual(["/", "/"]);
    }
  });
});

describe("what a redirect or a cookie carries", () => {
  it("keeps a return address short: a page asked for with a 9 KB query signs in back to the page itself", async () => {
    const response = await siteFetch(server, "metro-used", `/watchlist?x=${"a".repeat(9_000)}`);
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(location).toBe("/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F");
    expect(location.length).toBeLessThan(1_000);
  });

  it("shows a lead's receipt only on the site that took the lead", async () => {
    const { cookie, formToken } = await visitForm(server, "outback");
    const form = await (await siteFetch(server, "outback", "/contact")).text();
    const dealership = /name="dealership_slug"[\s\S]*?<option value="([^"]+)"/.exec(form)?.[1] ?? "";
    const sent = await siteFetch(server, "outback", "/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({
        form_token: formToken,
        name: "Robin",
        last_name: "Receipt",
        email: "robin@example.com",
        phone: "0412345678",
        postcode: "2000",
        message: "Please call me.",
        category: "General Enquiry",
        dealership_slug: dealership,
        terms_conditions: "on",
      }).toString(),
    });
    expect(sent.status).toBe(303);
    const receipt = sent.headers
      .getSetCookie()
      .find((c) => c.startsWith("lead_receipt="))!
      .split(";")[0]!;
    const elsewhere = await siteFetch(server, "metro-used", "/success", { headers: { cookie: receipt } });
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get("location")).toBe("/");
    const here = await siteFetch(server, "outback", "/success", { headers: { cookie: receipt } });
    expect(here.status).toBe(200);
  });
});

describe("pictures", () => {
  it("draws only pictures that exist: 1,000 made-up brand names cost no picture, and a real one still draws", async () => {
    const folder = path.join(server.dir, "images");
    const files = () => (existsSync(folder) ? readdirSync(folder).length : 0);
    const before = files();
    const statuses: number[] = [];
    for (let i = 0; i < 1_000; i += 25)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 25 }, (_, j) =>
            siteFetch(server, "metro-used", `/img?src=/media/brand/made-up-${i + j}.svg&w=2048&fm=jpeg`).then(
              (r) => r.status,
            ),
          ),
        )),
      );
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(files()).toBe(before);
    const real = await siteFetch(server, "metro-used", "/img?src=/media/brand/toyota.svg&w=480");
    expect(real.status).toBe(200);
    expect(files()).toBe(before + 1);
  });
});

describe("slow and idle clients", () => {
  // A server of their own, with limits low enough to reach in a test and no demo stock to seed.
  const CONNECTIONS_PER_CLIENT = 40;
  const REQUEST_TIMEOUT_MS = 3_000;
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({
      env: {
        SEED_DEMO: "false",
        CONNECTIONS_PER_CLIENT: String(CONNECTIONS_PER_CLIENT),
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      },
    });
  });
  afterAll(() => server?.stop());

  it("closes a client's connections past its cap at once, and serves it again once they are gone", async () => {
    const sockets = Array.from({ length: CONNECTIONS_PER_CLIENT + 20 }, () =>
      connect({ host: "127.0.0.1", port: server.port }),
    );
    const closed = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), 1_500);
            socket.on("error", () => undefined);
            socket.once("close", () => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
      ),
    );
    expect(closed.filter(Boolean).length).toBeGreaterThanOrEqual(20);
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await siteFetch(server, "metro-used", "/")).status).toBe(200);
  });

  it("cuts off a request whose body trickles in for longer than the request timeout", async () => {
    const started = Date.now();
    const socket = connect({ host: "127.0.0.1", port: server.port });
    socket.on("error", () => undefined);
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: metro-used.localhost:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=`,
    );
    const trickle = setInterval(() => socket.write("a"), 500);
    await new Promise((resolve) => socket.once("close", resolve));
    clearInterval(trickle);
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS + 5_000);
  });
});
