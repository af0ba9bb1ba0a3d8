import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sharedServer, siteFetch, startServer, type ServerProcess } from "../support/server-process";
import { staffCookie } from "../support/staff-session";

// Issue 53, findings 5 and 6: the server's own fetches of addresses a dealer types, over HTTP
// against the built server, as a manager previews a feed in the console.
const SITE = "metro-used";

/** A feed host on every interface of this machine that counts the requests reaching it. */
function feedHost(answer: (res: ServerResponse) => void) {
  const host = { requests: 0, port: 0, server: null as Server | null };
  host.server = createServer((_req, res) => {
    host.requests++;
    answer(res);
  });
  return host;
}

async function listen(host: ReturnType<typeof feedHost>) {
  await new Promise<void>((resolve) => host.server!.listen(0, "0.0.0.0", resolve));
  host.port = (host.server!.address() as AddressInfo).port;
}

async function preview(server: ServerProcess, cookie: string, url: string) {
  const answer = await siteFetch(server, SITE, "/console/imports", {
    method: "POST",
    headers: {
      cookie,
      origin: `http://${SITE}.localhost:${server.port}`,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: new URLSearchParams({ intent: "preview", url, format: "csv" }).toString(),
  });
  return { status: answer.status, text: await answer.text() };
}

describe("a feed on this machine is refused, however it is addressed", () => {
  const feed = feedHost((res) => res.end("stocknum,make\nA1,Toyota\n"));
  let server: ServerProcess;
  let manager: string;
  beforeAll(async () => {
    await listen(feed);
    server = sharedServer(inject("sharedServer"));
    manager = await staffCookie(server, SITE, "manager");
  });
  afterAll(() => new Promise((resolve) => feed.server!.close(resolve)));

  it("loopback, its mapped and numeric forms, and this machine's own interfaces: refused before a request is made", async () => {
    const own = Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .filter((a) => a.family === "IPv4" && !a.internal)
      .map((a) => a.address);
    const hosts = ["127.0.0.1", "[::ffff:127.0.0.1]", "2130706433", "localhost", ...own];
    for (const host of hosts) {
      const answer = await preview(server, manager, `http://${host}:${feed.port}/feed.csv`);
      expect([host, answer.status]).toEqual([host, 400]);
      expect(answer.text).toMatch(/is a private address; a feed must be on the internet/);
    }
    expect(feed.requests).toBe(0);
  });
});

describe("a 300 MB feed", () => {
  let sentBytes = 0;
  const feed = feedHost((res) => {
    res.writeHead(200, { "content-type": "text/csv" });
    const chunk = Buffer.from(`${"A1,Toyota,Corolla,2020,19990\n".repeat(2000)}`);
    const pump = () => {
      while (!res.destroyed && sentBytes < 300 * 1024 * 1024) {
        sentBytes += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    pump();
  });
  let server: ServerProcess;
  beforeAll(async () => {
    await listen(feed);
    server = await startServer({ env: { FEED_ALLOW_PRIVATE: "true" } });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => feed.server!.close(resolve));
  });

  it("is refused at 20 MB without being held: the sender is cut off and the server's memory stays within 100 MB", async () => {
    const manager = await staffCookie(server, SITE, "manager");
    const rssMb = () =>
      Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]) / 1024;
    const before = rssMb();
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    const answer = await preview(server, manager, `http://127.0.0.1:${feed.port}/feed.csv`).finally(() =>
      clearInterval(watch),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("The feed is larger than 20 MB.");
    console.log(
      `a 300 MB feed: refused after ${(sentBytes / 1024 / 1024).toFixed(0)} MB sent; memory ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
    );
    expect(sentBytes).toBeLessThan(40 * 1024 * 1024);
    expect(peak - before).toBeLessThan(100);
  });
});
