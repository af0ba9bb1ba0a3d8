import { createContext, type RouterContextProvider } from "react-router";
import type { PageCache } from "./page-cache.server";
import type { ImageService } from "../images/transform.server";
import type { MediaStore } from "../media/media-store";
import type { RateLimits } from "../security/rate-limits.server";
import type { SiteRegistry } from "../tenancy/site-registry.server";
import type { SiteScope } from "../tenancy/site-scope";

/**
 * What the request pipeline hands loaders, actions and middleware, one typed context per concern
 * (React Router middleware, `context.get(siteContext)`).
 */

/** The platform's parts, made once per process at start; the features' services are the composition root's (`app/services.server.ts`). */
export interface PlatformServices {
  registry: SiteRegistry;
  scopes: ReadonlyMap<string, SiteScope>;
  images: ImageService;
  /** Where uploaded photos and logos are kept (the `MediaStore` port). */
  media: MediaStore;
  limits: RateLimits;
  /** Rendered pages every anonymous visitor shares (platform/http/page-cache.server.ts). */
  pages: PageCache;
  /** Whether the route pattern ("api/inventory/cars") declares `handle.crossSite`: it authenticates by bearer token, not cookies. */
  crossSiteRoutes: (pattern: string) => boolean;
  nodeEnv: string;
  /** One request through the whole pipeline, as a browser's would go: pages drawn on the server before a change is published. */
  render: (request: Request) => Promise<Response>;
}
export const platformContext = createContext<PlatformServices>();

/** What Express knows of the request that the Fetch Request does not. */
export interface RequestFacts {
  /** The shopper's address as Express sees it (behind a proxy, with TRUST_PROXY set). */
  clientIp: string;
  /** The path and query the browser asked for, before React Router reads a `.data` request as its page. */
  requestedPath: string;
}
export const requestContext = createContext<RequestFacts>();

/** The site the Host header names (set by the root middleware; every route runs under one). */
export const siteContext = createContext<SiteScope>();

/** Whether cookies this response sets carry Secure: production, on a real domain. */
export const secureCookiesContext = createContext<boolean>(false);

/** Set when this request shows a staff member their draft settings: never cached, never shared. */
export const previewingContext = createContext<boolean>(false);

/** Set by the page cache on a render it may share with other visitors. */
export const sharedRenderContext = createContext<{ shareable: boolean } | null>(null);

/** A loader whose page came out incomplete (a partner was late) keeps it from other visitors, so the next one renders it afresh. */
export function keepFromOtherVisitors(context: Readonly<RouterContextProvider>) {
  const render = context.get(sharedRenderContext);
  if (render) render.shareable = false;
}

/** The `context` loaders, actions and middleware receive. */
export type RouteContext = Readonly<RouterContextProvider>;

/** Outside origins a site's pages may load from, per Content-Security-Policy directive (a chat provider's script and frames). */
export type PolicySources = Partial<Record<string, string[]>>;
export const policySourcesContext = createContext<PolicySources>({});
