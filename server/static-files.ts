import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

/**
 * The browser build's files in the encoding the browser takes best, as `npm run build` compressed
 * them (scripts/precompress.ts): `{file}.br` or `{file}.gz` beside each file, listed once at start.
 * Anything without one falls through to express.static (and the compression middleware).
 */
export function precompressedFiles(root: string, cacheControl: string) {
  const compressed = new Set(
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(br|gz)$/.test(f))
      .map((f) => `/${f.split(path.sep).join("/")}`),
  );
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
    res.type(path.extname(req.path));
    res.set({
      "Content-Encoding": encoding === "br" ? "br" : "gzip",
      Vary: "Accept-Encoding",
      "Cache-Control": cacheControl,
    });
    // A browser that goes away mid-file (a page left, a picture no longer wanted) is not an error.
    res.sendFile(`${req.path}.${encoding}`, { root }, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== "ECONNABORTED") next(error);
    });
  };
}
