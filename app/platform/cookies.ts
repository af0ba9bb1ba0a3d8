/** One cookie's value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** Every cookie of ours is httpOnly, SameSite=Lax and host-only (so one site's never reaches another). */
export function cookieHeader(name: string, value: string, options: { secure: boolean; maxAgeSeconds?: number }): string {
  const maxAge = options.maxAgeSeconds === undefined ? "" : `; Max-Age=${options.maxAgeSeconds}`;
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax${maxAge}${options.secure ? "; Secure" : ""}`;
}

/**
 * Secure in production, except on this machine's own names: browsers other than Chromium drop
 * Secure cookies over http://localhost, and `npm start` serves the demo sites there without TLS.
 */
export function secureCookies(nodeEnv: string, host: string | undefined): boolean {
  const hostname = (host ?? "").replace(/:\d+$/, "").toLowerCase();
  const loopback = hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
  return nodeEnv === "production" && !loopback;
}
