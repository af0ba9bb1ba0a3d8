import type { NextFunction, Request, Response } from "express";
import type { PolicySources } from "./context";
import { secureCookies } from "./cookies";

/**
 * The headers every response carries: no MIME sniffing, no framing by other sites, a referrer that
 * never leaks a page's path to another site, and on real domains in production HTTPS only (HSTS).
 * Pages add their Content-Security-Policy in entry.server, once the whole page is rendered.
 */
export function securityHeaders(nodeEnv: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.set("X-Content-Type-Options", "nosniff");
    res.set("X-Frame-Options", "SAMEORIGIN");
    res.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (secureCookies(nodeEnv, req.headers.host))
      res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/**
 * Where a page may load from: only this site, the page's own inline scripts (by hash), the video and
 * map embeds cars and locations show, and what the site adds (its chat provider).
 */
export function contentSecurityPolicy(inlineScripts: string[], siteSources: PolicySources = {}): string {
  const directive = (name: string, ...sources: string[]) => [name, ...sources, ...(siteSources[name] ?? [])].join(" ");
  return [
    "default-src 'self'",
    directive("script-src", "'self'", ...inlineScripts),
    "style-src 'self' 'unsafe-inline'",
    directive("img-src", "'self'", "data:", "blob:"),
    "font-src 'self' data:",
    directive("connect-src", "'self'"),
    directive(
      "frame-src",
      "https://www.youtube.com",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://www.openstreetmap.org",
    ),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
