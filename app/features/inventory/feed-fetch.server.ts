import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { formatFromContentType, formatFromFileName, type InventoryFormat } from "./parse-inventory";

/** A feed larger than the inventory API takes is refused. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

export type FetchedFeed = { ok: true; text: string; format: InventoryFormat } | { ok: false; error: string };

/** Loopback, private, link-local (cloud metadata) and unique-local addresses: a dealer's feed is never one of these. */
export function privateAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split(".").map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b < 128)
    );
  }
  const low = ip.toLowerCase();
  return (
    low === "::1" ||
    low === "::" ||
    low.startsWith("fc") ||
    low.startsWith("fd") ||
    low.startsWith("fe80") ||
    low.startsWith("::ffff:")
  );
}

/**
 * Reads a dealer's feed: http(s) only, never an address inside our own network (unless the
 * deployment allows it, as tests and a dealer's feed on the same host do), at most 20 MB, 30 s.
 */
export async function fetchFeed(
  url: string,
  options: { allowPrivate: boolean; format?: InventoryFormat },
): Promise<FetchedFeed> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return { ok: false, error: "The feed address is not a web address." };
  }
  if (address.protocol !== "https:" && address.protocol !== "http:")
    return { ok: false, error: "The feed address must start with https:// or http://." };
  if (!options.allowPrivate) {
    const found = await lookup(address.hostname, { all: true }).catch(() => []);
    if (!found.length) return { ok: false, error: `${address.hostname} could not be found.` };
    if (found.some((f) => privateAddress(f.address)))
      return { ok: false, error: `${address.hostname} is a private address; a feed must be on the internet.` };
  }
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "error" });
    if (!response.ok) return { ok: false, error: `The feed answered ${response.status} ${response.statusText}.` };
    if (Number(response.headers.get("content-length") ?? 0) > MAX_FEED_BYTES)
      return { ok: false, error: "The feed is larger than 20 MB." };
    const text = await response.text();
    if (Buffer.byteLength(text) > MAX_FEED_BYTES) return { ok: false, error: "The feed is larger than 20 MB." };
    const format =
      options.format ??
      formatFromContentType(response.headers.get("content-type")) ??
      formatFromFileName(address.pathname);
    if (!format) return { ok: false, error: "Cannot tell whether the feed is CSV, JSON or NDJSON: choose its format." };
    return { ok: true, text, format };
  } catch (error) {
    const reason = (error as Error).name === "TimeoutError" ? "took longer than 30 seconds" : (error as Error).message;
    return { ok: false, error: `The feed could not be read: ${reason}.` };
  }
}
