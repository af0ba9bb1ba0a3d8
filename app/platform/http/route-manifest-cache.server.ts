import type { RequestHandler } from "express";
import { oneFlightPerKey } from "../async/one-flight";
import { SizedCache } from "../memory/sized-cache";
import { compressOnce, encodedBody, preferredEncoding } from "./compress-once.server";

/** Where React Router's lazy route discovery asks which routes the links on a page lead to. */
const MANIFEST_PATH = "/__manifest";

/** React Router refuses longer addresses itself (400); they are not kept. */
const LONGEST_KEPT = 7_680;

interface KeptManifest {
  contentType: string;
  cacheControl: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Every page a browser opens asks `/__manifest?paths=…&version=…` for the routes of its links, and
 * React Router matched each path against every route again: 20 ms of a core per page opened, more
 * than sending the page itself from the page cache. The answer is the build's, the same for every
 * site and visitor (React Router answers it before any middleware, marked immutable), so each one is
 * made once, compressed once, and kept, oldest dropped first past `maxBytes`. Anything but a 200
 * (an old build's version, a malformed address) is left to React Router each time.
 */
export function routeManifestCache(
  render: (request: Request) => Promise<Response>,
  maxBytes = 2 * 1024 * 1024,
): RequestHandler {
  const kept = new SizedCache<KeptManifest>(maxBytes, (m, key) => key.length + m.br.length + m.gzip.length);
  const oneFlight = oneFlightPerKey<KeptManifest | null>();

  const make = async (key: string): Promise<KeptManifest | null> => {
    const response = await render(new Request(`http://localhost${key}`));
    if (response.status !== 200) {
      await response.body?.cancel();
      return null;
    }
    const { br, gzip } = await compressOnce(Buffer.from(await response.arrayBuffer()));
    const manifest = {
      contentType: response.headers.get("content-type") ?? "application/json",
      cacheControl: response.headers.get("cache-control") ?? "no-cache",
      br,
      gzip,
    };
    kept.set(key, manifest);
    return manifest;
  };

  return (req, res, next) => {
    if (req.method !== "GET" || req.path !== MANIFEST_PATH || req.originalUrl.length > LONGEST_KEPT) return next();
    const key = req.originalUrl;
    const held = kept.get(key);
    const answer = (manifest: KeptManifest | null, cache: "HIT" | "MISS") => {
      if (!manifest) return next();
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      res.setHeader("Content-Type", manifest.contentType);
      res.setHeader("Cache-Control", manifest.cacheControl);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("X-Cache", cache);
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.end(encodedBody(manifest, encoding));
    };
    if (held) return answer(held, "HIT");
    oneFlight(key, () => make(key)).then((manifest) => answer(manifest, "MISS"), next);
  };
}
