import { siteGeneration } from "../db/change-feed.server";
import type { SiteScope } from "../tenancy/site-scope";
import { compressOnce, preferredEncoding } from "./compress-once.server";
import { etagOf } from "./etag";

/** A document made once and kept compressed both ways, with the ETag a client revalidates by. */
export interface CachedDocument {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

/**
 * Documents a site serves whole to machines (feeds, sitemaps) that depend only on its data: made
 * once per site, name and change-feed generation (an import or any inventory write makes the next
 * ask new), and at most `ttlMs` old, for what moves with the clock. Making the Google feed cost about
 * 80 ms and 130 KB of gzip on every request.
 */
export function documentCache(ttlMs: number) {
  const cache = new WeakMap<SiteScope, Map<string, { generation: number; at: number; doc: Promise<CachedDocument> }>>();
  return (scope: SiteScope, name: string, make: () => Promise<string>): Promise<CachedDocument> => {
    const generation = siteGeneration(scope.db, scope.siteId);
    const documents = cache.get(scope) ?? new Map();
    cache.set(scope, documents);
    const kept = documents.get(name);
    if (kept && kept.generation === generation && Date.now() - kept.at < ttlMs) return kept.doc;
    const doc = make().then(async (text) => {
      const body = Buffer.from(text);
      const { br, gzip } = await compressOnce(body);
      return { body, gzip, brotli: br, etag: etagOf(body) };
    });
    documents.set(name, { generation, at: Date.now(), doc });
    doc.catch(() => documents.delete(name));
    return doc;
  };
}

/** The document as the client takes it: 304 when it already has it, else brotli, gzip or plain. */
export function documentResponse(request: Request, doc: CachedDocument, headers: Record<string, string>): Response {
  const common = { ...headers, ETag: doc.etag, Vary: "Accept-Encoding" };
  if (request.headers.get("if-none-match") === doc.etag) return new Response(null, { status: 304, headers: common });
  const encoding = preferredEncoding(request.headers.get("accept-encoding"));
  if (!encoding) return new Response(new Uint8Array(doc.body), { headers: common });
  const body = encoding === "br" ? doc.brotli : doc.gzip;
  return new Response(new Uint8Array(body), { headers: { ...common, "Content-Encoding": encoding } });
}
