import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServeStaticOptions } from "serve-static";
import { etagOf, matchesEtag } from "~/platform/http/etag";

/** Every file under `root` by its address ("/assets/x.js"), listed once: the build does not change while the process runs. */
function addressesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" }).map((f) => `/${f.split(path.sep).join("/")}`);
}

/**
 * express.static for the files the build wrote, and nothing else: every other address (every page)
 * goes straight on, without the look at the disk express.static makes for each request.
 */
export function builtFiles(root: string, options: ServeStaticOptions) {
  const files = new Set(addressesUnder(root));
  const serve = express.static(root, { ...options, index: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!files.has(decodedPath(req.path))) return next();
    return serve(req, res, next);
  };
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The browser build's files in the encoding the browser takes best, as `npm run build` compressed
 * them (scripts/precompress.ts): `{file}.br` or `{file}.gz` beside each file, listed once at start
 * and each read once, when first asked for, then sent from memory (about 1.5 MB for the whole build):
 * a fresh visitor's page asks for twenty of them, and a look at the disk for each (stat, open, read,
 * close) cost about 1 ms of the core per file. Anything without one falls through to express.static
 * (and the compression middleware).
 */
export function precompressedFiles(root: string, cacheControl: string) {
  const compressed = new Set(addressesUnder(root).filter((f) => /\.(br|gz)$/.test(f)));
  const kept = new Map<string, { body: Buffer; etag: string }>();
  const read = (address: string) => {
    let file = kept.get(address);
    if (!file) {
      const body = readFileSync(path.join(root, address));
      file = { body, etag: etagOf(body) };
      kept.set(address, file);
    }
    return file;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const accepted = req.headers["accept-encoding"] ?? "";
    const encoding =
      /\bbr\b/.test(accepted) && compressed.has(`${req.path}.br`)
        ? "br"
        : /\bgzip\b/.test(accepted) && compressed.has(`${req.path}.gz`)
          ? "gz"
          : null;
    if (!encoding) return next();
    const file = read(`${req.path}.${encoding}`);
    res.type(path.extname(req.path));
    res.set({
      "Content-Encoding": encoding === "br" ? "br" : "gzip",
      Vary: "Accept-Encoding",
      "Cache-Control": cacheControl,
      ETag: file.etag,
    });
    if (matchesEtag(req.headers["if-none-match"], file.etag)) return void res.status(304).end();
    res.set("Content-Length", String(file.body.length));
    res.end(req.method === "HEAD" ? undefined : file.body);
  };
}
