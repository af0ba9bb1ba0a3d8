import { loadSiteRegistry } from "~/platform/tenancy/site-registry.server";

export const sites = [...loadSiteRegistry("sites").sites.values()];

export function siteUrl(slug: string, path: string, baseURL: string | undefined): string {
  const base = new URL(baseURL ?? "http://localhost:3210");
  return `http://${slug}.localhost:${base.port}${path}`;
}

export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Node does not resolve *.localhost as Chromium does: call loopback and name the site in Host. */
export function siteRequest(slug: string, path: string, baseURL: string | undefined) {
  const base = new URL(baseURL ?? "http://localhost:3210");
  return { url: `http://127.0.0.1:${base.port}${path}`, headers: { host: `${slug}.localhost:${base.port}` } };
}
