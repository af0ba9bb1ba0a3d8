/**
 * Secure in production, except on this machine's own names: browsers other than Chromium drop
 * Secure cookies over http://localhost, and `npm start` serves the demo sites there without TLS.
 */
export function secureCookies(nodeEnv: string, host: string | undefined): boolean {
  const hostname = (host ?? "").replace(/:\d+$/, "").toLowerCase();
  const loopback =
    hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
  return nodeEnv === "production" && !loopback;
}
