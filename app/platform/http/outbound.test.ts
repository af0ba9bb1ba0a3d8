import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockedAddress, outboundFetch, OutboundRefused } from "./outbound.server";

describe("blockedAddress: where the server never fetches for someone else", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["10.1.2.3", true],
    ["172.16.0.1", true],
    ["172.31.255.255", true],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["192.0.2.2", true],
    ["198.51.100.7", true],
    ["203.0.113.9", true],
    ["198.18.0.1", true],
    ["224.0.0.1", true],
    ["255.255.255.255", true],
    ["::1", true],
    ["::", true],
    ["::ffff:127.0.0.1", true],
    ["::ffff:7f00:1", true],
    ["::ffff:a9fe:a9fe", true],
    ["64:ff9b::7f00:1", true],
    ["2002:7f00:1::", true],
    ["2001:db8::1", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["ff02::1", true],
    ["not an address", true],
    ["8.8.8.8", false],
    ["172.32.0.1", false],
    ["1.1.1.1", false],
    ["2606:4700:4700::1111", false],
    ["::ffff:8.8.8.8", false],
  ])("%s → %s", (ip, blocked) => expect(blockedAddress(ip)).toBe(blocked));

  it("blocks every address of this machine's own interfaces, whatever range it is in", () => {
    const own = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(blockedAddress(address.address.split("%")[0]!)).toBe(true);
  });
});

/** A web server on loopback that counts what reaches it and answers with `answer`. */
function server(answer: Parameters<typeof createServer>[1], host = "127.0.0.1") {
  const state = { requests: 0, sentBytes: 0, server: null as Server | null, url: "" };
  const made = createServer((req, res) => {
    state.requests++;
    answer!(req, res);
  });
  state.server = made;
  return {
    state,
    start: () =>
      new Promise<void>((resolve) =>
        made.listen(0, host, () => {
          state.url = `http://${host}:${(made.address() as AddressInfo).port}`;
          resolve();
        }),
      ),
    stop: () => new Promise((resolve) => made.close(resolve)),
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof OutboundRefused ? error.reason : String(error)),
  );

describe("outboundFetch", () => {
  const inside = server((_req, res) => res.end("inside"));
  const redirector = server((_req, res) => {
    res.writeHead(302, { location: `${inside.state.url}/secret` });
    res.end();
  }, "127.0.0.2");
  const endless = server((_req, res) => {
    res.writeHead(200, { "content-type": "text/csv" });
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!res.destroyed && endless.state.sentBytes < 300 * 1024 * 1024) {
        endless.state.sentBytes += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    pump();
  });
  const silent = server(() => {});
  const all = [inside, redirector, endless, silent];
  beforeAll(() => Promise.all(all.map((s) => s.start())));
  afterAll(async () => {
    silent.state.server?.closeAllConnections();
    await Promise.all(all.map((s) => s.stop()));
  });
  const limits = { maxBytes: 1024 * 1024, timeoutMs: 5_000 };

  it("refuses loopback in every spelling, and nothing reaches it", async () => {
    const port = new URL(inside.state.url).port;
    for (const host of ["127.0.0.1", "[::ffff:127.0.0.1]", "2130706433", "0x7f.1", "localhost"])
      expect(await refusal(outboundFetch(`http://${host}:${port}/`, limits))).toBe("private");
    expect(inside.state.requests).toBe(0);
  });

  it("checks the address again on a redirect: a public host sending it to loopback is refused", async () => {
    const answer = refusal(outboundFetch(redirector.state.url, { ...limits, treatAsPublic: ["127.0.0.2"] }));
    expect(await answer).toBe("private");
    expect(redirector.state.requests).toBe(1);
    expect(inside.state.requests).toBe(0);
  });

  it("does not follow a POST's redirect: it is the answer", async () => {
    const answer = await outboundFetch(redirector.state.url, {
      ...limits,
      method: "POST",
      body: "{}",
      treatAsPublic: ["127.0.0.2"],
    });
    expect(answer.status).toBe(302);
    expect(inside.state.requests).toBe(0);
  });

  it("stops reading a 300 MB answer at its limit instead of holding it", async () => {
    const answer = refusal(
      outboundFetch(endless.state.url, { ...limits, maxBytes: 20 * 1024 * 1024, allowPrivate: true }),
    );
    expect(await answer).toBe("too-large");
    // What the sender got out before the cut: the limit and what the sockets' buffers held, not 300 MB.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(endless.state.sentBytes).toBeLessThan(40 * 1024 * 1024);
  });

  it("gives up on a host that never answers at its time limit", async () => {
    expect(await refusal(outboundFetch(silent.state.url, { ...limits, timeoutMs: 300, allowPrivate: true }))).toBe(
      "timeout",
    );
  });

  it("refuses what is no web address, or not http(s)", async () => {
    expect(await refusal(outboundFetch("not a url", limits))).toBe("not-an-address");
    expect(await refusal(outboundFetch("file:///etc/passwd", limits))).toBe("not-http");
    expect(await refusal(outboundFetch("http://no-such-host.invalid/", limits))).toBe("not-found");
  });

  it("fetches from an allowed address", async () => {
    const answer = await outboundFetch(inside.state.url, { ...limits, allowPrivate: true });
    expect([answer.status, answer.body.toString()]).toEqual([200, "inside"]);
  });
});
