import type { RequestHandler } from "express";
import { httpDuration, httpRequests, pageCache, routeKindOf } from "../metrics/metrics.server";

/** Counts and times every request the platform answers, by route kind; a page's answer also says whether the page cache had it. */
export function measureRequests(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const kind = routeKindOf(req.method, req.path);
      httpRequests.inc({ kind, status: `${Math.floor(res.statusCode / 100)}xx` });
      httpDuration.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
      if (kind === "page" && res.statusCode === 200) {
        const cache = res.getHeader("x-cache");
        pageCache.inc({ result: typeof cache === "string" ? cache.toLowerCase() : "miss" });
      }
    });
    next();
  };
}
