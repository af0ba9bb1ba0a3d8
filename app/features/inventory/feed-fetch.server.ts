import { outboundFetch, OutboundRefused, type OutboundRefusalReason } from "~/platform/http/outbound.server";
import { formatFromContentType, formatFromFileName, type InventoryFormat } from "./parse-inventory";

/** A feed larger than the inventory API takes is refused, without being read past that. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

export type FetchedFeed = { ok: true; text: string; format: InventoryFormat } | { ok: false; error: string };

/**
 * Reads a dealer's feed: http(s) only, never an address inside our own network (unless the
 * deployment allows it, as tests and a dealer's feed on the same host do), at most 20 MB, 30 s.
 */
export async function fetchFeed(
  url: string,
  options: { allowPrivate: boolean; format?: InventoryFormat },
): Promise<FetchedFeed> {
  try {
    const answer = await outboundFetch(url, {
      maxBytes: MAX_FEED_BYTES,
      timeoutMs: TIMEOUT_MS,
      allowPrivate: options.allowPrivate,
      headers: { accept: "text/csv, application/json, application/x-ndjson, */*" },
    });
    if (answer.status < 200 || answer.status > 299)
      return { ok: false, error: `The feed answered ${answer.status} ${answer.statusText}.` };
    const format =
      options.format ??
      formatFromContentType(answer.headers["content-type"] ?? null) ??
      formatFromFileName(answer.url.pathname);
    if (!format) return { ok: false, error: "Cannot tell whether the feed is CSV, JSON or NDJSON: choose its format." };
    return { ok: true, text: answer.body.toString("utf8"), format };
  } catch (error) {
    if (error instanceof OutboundRefused) return { ok: false, error: FEED_WORDS[error.reason](error) };
    throw error;
  }
}

const FEED_WORDS: Record<OutboundRefusalReason, (refused: OutboundRefused) => string> = {
  "not-an-address": () => "The feed address is not a web address.",
  "not-http": () => "The feed address must start with https:// or http://.",
  "not-found": (r) => `${r.host} could not be found.`,
  private: (r) => `${r.host} is a private address; a feed must be on the internet.`,
  "too-large": () => "The feed is larger than 20 MB.",
  timeout: () => "The feed could not be read: took longer than 30 seconds.",
  redirects: (r) => `The feed could not be read: ${r.host} redirected too many times.`,
  failed: (r) => `The feed could not be read: ${r.message}.`,
};
