import type { ServerBuild } from "react-router";

/** What a route module exports (`export const handle = { crossSite: ... }`) to take calls from other sites. */
export interface CrossSiteHandle {
  /** Why forgery protection does not apply: how the route authenticates callers instead of cookies. */
  crossSite: string;
}

/**
 * The route patterns ("api/inventory/cars") whose modules declare `handle.crossSite`, as the root
 * middleware's `pattern` names them: the route's path joined to its parents', no leading slash.
 */
export function crossSiteRoutePatterns(build: Pick<ServerBuild, "routes">): Set<string> {
  const patternOf = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    return [route.parentId ? patternOf(route.parentId) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const patterns = new Set<string>();
  for (const [id, route] of Object.entries(build.routes)) {
    const handle = route?.module.handle as Partial<CrossSiteHandle> | undefined;
    if (typeof handle?.crossSite === "string") patterns.add(patternOf(id));
  }
  return patterns;
}
