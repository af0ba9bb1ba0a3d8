import { oneFlightPerKey } from "../async/one-flight";
import { SizedCache } from "../memory/sized-cache";
import { compressOnce, encodedBody, preferredEncoding } from "./compress-once.server";
import { etagOf, matchesEtag } from "./etag";

/** One rendered page, compressed once, as every anonymous visitor of its address gets it. */
export interface CachedPage {
  status: number;
  /** The page's own headers (Content-Type, Content-Security-Policy...), without the cache's. */
  headers: [string, string][];
  etag: string;
  br: Buffer;
  gzip: Buffer;
  generation: number;
  storedAt: number;
}

/** How shared caches (a CDN) may keep a page: fresh for a minute, then served while it is refetched. */
export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** How long this process serves a page before rendering it again, for what moves with the clock (sold cars age out, dates). */
export const PAGE_FRESH_MS = 60_000;

/**
 * How long past fresh a page may still be sent while it is rendered again behind it, as a CDN may
 * (SHARED_PAGE_CACHE's stale-while-revalidate): a page visited again within ten minutes is never a
 * wait. A stock change or a publish moves the generation, and such a page is never sent.
 */
export const PAGE_STALE_MS = 600_000;

const OWN_HEADERS = new Set(["cache-control", "content-encoding", "content-length", "etag", "vary", "set-cookie"]);

/** A rendered page as a cache entry: an ETag of its bytes, brotli and gzip made once. */
export async function cachedPage(
  response: Response,
  body: Buffer,
  generation: number,
  now: number,
): Promise<CachedPage> {
  const { br, gzip } = await compressOnce(body);
  const headers = [...response.headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()));
  return { status: response.status, headers, etag: etagOf(body, true), br, gzip, generation, storedAt: now };
}

/** What a cached page answers a client with: 304 when it already has the page, else the encoding it takes best. */
export function pageAnswer(
  page: CachedPage,
  ifNoneMatch: string | null | undefined,
  acceptEncoding: string | null | undefined,
): { status: number; headers: [string, string][]; body: Buffer | null } {
  const headers: [string, string][] = [
    ...page.headers,
    ["Cache-Control", SHARED_PAGE_CACHE],
    ["ETag", page.etag],
    ["Vary", "Accept-Encoding"],
  ];
  if (matchesEtag(ifNoneMatch, page.etag)) return { status: 304, headers, body: null };
  const encoding = preferredEncoding(acceptEncoding);
  const body = encodedBody(page, encoding);
  if (encoding) headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", String(body.length)]);
  return { status: page.status, headers, body };
}

/** The response a cached page gives this request (pageAnswer as a fetch Response). */
export function servePage(page: CachedPage, request: Request): Response {
  const answer = pageAnswer(page, request.headers.get("if-none-match"), request.headers.get("accept-encoding"));
  return new Response(answer.body && new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
}

/**
 * Rendered pages by site, host, path and query, in memory up to `maxBytes` (the least recently
 * served go first). An entry is good while its site's generation is the one it was rendered at:
 * fresh while younger than PAGE_FRESH_MS, stale for PAGE_STALE_MS more.
 */
export class PageCache {
  private readonly pages: SizedCache<CachedPage>;
  private readonly rendering = oneFlightPerKey<CachedPage | null>();

  constructor(maxBytes: number) {
    this.pages = new SizedCache(maxBytes, sizeOf);
  }

  /** The page kept for `key` at `generation`, and whether it is fresh or only stale; null when there is none to send. */
  find(key: string, generation: number, now: number): { page: CachedPage; fresh: boolean } | null {
    const page = this.pages.get(key);
    if (!page) return null;
    const age = now - page.storedAt;
    if (page.generation !== generation || age >= PAGE_FRESH_MS + PAGE_STALE_MS) {
      this.pages.delete(key);
      return null;
    }
    return { page, fresh: age < PAGE_FRESH_MS };
  }

  /** The page kept for `key` at `generation` while it is fresh. */
  get(key: string, generation: number, now: number): CachedPage | null {
    const found = this.find(key, generation, now);
    return found?.fresh ? found.page : null;
  }

  set(key: string, page: CachedPage) {
    this.pages.set(key, page);
  }

  /**
   * One render per address at a time: a request for a page already being rendered waits for that
   * render instead of starting its own (null: that render could not be shared, so render your own).
   */
  once(key: string, render: () => Promise<CachedPage | null>): { leader: boolean; page: Promise<CachedPage | null> } {
    let leader = false;
    const page = this.rendering(key, () => {
      leader = true;
      return render();
    });
    return { leader, page };
  }
}

const sizeOf = (page: CachedPage) => page.br.length + page.gzip.length + 512;

/** Whether a rendered response may go to other visitors: a whole page or router data, answered 200, belonging to no one. */
export function isShareable(response: Response): boolean {
  const type = response.headers.get("content-type") ?? "";
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    /^text\/(html|x-script)/.test(type) &&
    !response.headers.has("set-cookie") &&
    !/private|no-store/.test(cacheControl)
  );
}
