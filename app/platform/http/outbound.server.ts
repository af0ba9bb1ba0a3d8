import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { networkInterfaces } from "node:os";

/**
 * The one way the server fetches an address someone else typed (a dealer's stock feed, a lead
 * webhook): http(s) only; the name resolved once and every address it gives checked against
 * loopback, private, link-local, shared, reserved, documentation and multicast ranges and every
 * address of this machine's own interfaces (IPv4 and IPv6, mapped forms included); the connection
 * made to the address that was checked (no second lookup); every redirect checked again; the
 * answer streamed with a byte limit and a time limit, never buffering past the limit.
 */
export interface OutboundRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string | Buffer;
  maxBytes: number;
  timeoutMs: number;
  /** A trusted network (tests, a feed on the same host): private addresses are allowed. */
  allowPrivate?: boolean;
  /** Addresses taken as on the internet: a test plays a public host from loopback with one. */
  treatAsPublic?: readonly string[];
  /** Redirects followed for a GET; a POST's redirect is its answer. */
  maxRedirects?: number;
}

export interface OutboundAnswer {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Where the answer came from, after redirects. */
  url: URL;
}

export type OutboundRefusalReason =
  "not-an-address" | "not-http" | "not-found" | "private" | "too-large" | "timeout" | "redirects" | "failed";

export class OutboundRefused extends Error {
  constructor(
    readonly reason: OutboundRefusalReason,
    readonly host: string,
    message: string,
  ) {
    super(message);
    this.name = "OutboundRefused";
  }
}

const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];
const BLOCKED_V6: [string, number][] = [
  ["::", 127],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
];

function blockList(): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of BLOCKED_V4) list.addSubnet(net, prefix, "ipv4");
  for (const [net, prefix] of BLOCKED_V6) list.addSubnet(net, prefix, "ipv6");
  // This machine's own addresses, whatever range they are in (a public one, or 192.0.2.x in a lab).
  for (const addresses of Object.values(networkInterfaces()))
    for (const own of addresses ?? [])
      list.addAddress(own.address.split("%")[0]!, own.family === "IPv6" ? "ipv6" : "ipv4");
  return list;
}

/** Whether an address is one the server never fetches from for someone else (an IPv4-mapped IPv6 form is read as its IPv4). */
export function blockedAddress(ip: string, list = blockList()): boolean {
  const family = isIP(ip);
  if (family === 0) return true;
  return list.check(ip, family === 4 ? "ipv4" : "ipv6");
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function outboundFetch(target: string | URL, request: OutboundRequest): Promise<OutboundAnswer> {
  let url = parseTarget(target);
  const deadline = Date.now() + request.timeoutMs;
  for (let hops = 0; ; hops++) {
    const address = await checkedAddress(url, request);
    const answer = await exchange(url, address, request, deadline);
    const location = answer.headers.location;
    if (request.method === "POST" || !REDIRECTS.has(answer.status) || !location) return answer;
    if (hops >= (request.maxRedirects ?? 5))
      throw new OutboundRefused("redirects", url.hostname, `${url.hostname} redirected too many times.`);
    url = parseTarget(new URL(location, url));
  }
}

function parseTarget(target: string | URL): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new OutboundRefused("not-an-address", "", "It is not a web address.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new OutboundRefused("not-http", url.hostname, "It must start with https:// or http://.");
  return url;
}

/** The one address the connection is made to, checked; the name is looked up here and only here. */
async function checkedAddress(
  url: URL,
  { allowPrivate, treatAsPublic = [] }: OutboundRequest,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const found = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (!found.length) throw new OutboundRefused("not-found", host, `${host} could not be found.`);
  if (!allowPrivate) {
    const list = blockList();
    if (found.some((f) => !treatAsPublic.includes(f.address) && blockedAddress(f.address, list)))
      throw new OutboundRefused("private", host, `${host} is a private address; it must be on the internet.`);
  }
  return found[0]!;
}

function exchange(
  url: URL,
  pinned: { address: string; family: number },
  request: OutboundRequest,
  deadline: number,
): Promise<OutboundAnswer> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const lookupPinned: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: request.method ?? "GET",
        headers: request.headers,
        lookup: lookupPinned,
        ...(url.protocol === "https:" && !isIP(host) ? { servername: host } : {}),
      },
      (incoming) => readLimited(incoming, url, request.maxBytes).then(resolve, reject),
    );
    // First to settle wins: a timeout during the answer is reported as the timeout, not as the cut it causes.
    const timer = setTimeout(
      () => {
        reject(
          new OutboundRefused(
            "timeout",
            host,
            `${host} took longer than ${Math.round(request.timeoutMs / 1000)} seconds.`,
          ),
        );
        outgoing.destroy();
      },
      Math.max(0, deadline - Date.now()),
    );
    outgoing.on("close", () => clearTimeout(timer));
    outgoing.on("error", (error) =>
      reject(error instanceof OutboundRefused ? error : new OutboundRefused("failed", host, error.message)),
    );
    outgoing.end(request.body);
  });
}

function readLimited(incoming: IncomingMessage, url: URL, maxBytes: number): Promise<OutboundAnswer> {
  const tooLarge = () => new OutboundRefused("too-large", url.hostname, `The answer is larger than ${maxBytes} bytes.`);
  return new Promise((resolve, reject) => {
    if (Number(incoming.headers["content-length"] ?? 0) > maxBytes) {
      incoming.destroy();
      return reject(tooLarge());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        incoming.destroy();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    incoming.on("error", (error) =>
      reject(error instanceof OutboundRefused ? error : new OutboundRefused("failed", url.hostname, error.message)),
    );
    incoming.on("end", () =>
      resolve({
        status: incoming.statusCode ?? 0,
        statusText: incoming.statusMessage ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks, size),
        url,
      }),
    );
  });
}
