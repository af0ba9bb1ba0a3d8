import { z } from "zod";
import { isLinkedQueryParam } from "~/platform/http/campaign-params";
import { storableJson } from "~/platform/forms/storable-text";

/**
 * The visit's trail sent with every lead (spec 000 section 7, lead_attributes): the pages seen and
 * the campaign parameters the visitor arrived with. It lives in a session cookie so it is kept
 * across pages with or without JavaScript; each page's pixel (`/visit.gif`) adds the page.
 */
export interface VisitTrail {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

export const MAX_VISITED_PAGES = 20;
const MAX_PAGE_LENGTH = 200;
const MAX_PARAM_LENGTH = 200;

/** A request's path as a URL; appended, not resolved, so "//host" stays a path and never becomes a host. */
function pathUrl(pathWithQuery: string): URL {
  return new URL(`http://trail.invalid${pathWithQuery.startsWith("/") ? "" : "/"}${pathWithQuery}`);
}

export const emptyTrail = (): VisitTrail => ({ visited_pages: [], linked_query_params: {} });

/** Adds one page view: consecutive repeats count once, the newest 20 are kept, and a campaign parameter seen first wins. */
export function addVisit(trail: VisitTrail, pathWithQuery: string): VisitTrail {
  const url = pathUrl(pathWithQuery);
  const linked = { ...trail.linked_query_params };
  for (const [name, value] of url.searchParams) {
    if (isLinkedQueryParam(name) && !(name in linked) && Object.keys(linked).length < 10)
      linked[name] = value.slice(0, MAX_PARAM_LENGTH);
  }
  const page = `${url.pathname}${url.search}`.slice(0, MAX_PAGE_LENGTH);
  const pages =
    trail.visited_pages.at(-1) === page
      ? trail.visited_pages
      : [...trail.visited_pages, page].slice(-MAX_VISITED_PAGES);
  return { visited_pages: pages, linked_query_params: linked };
}

/** Browsers keep cookies up to about 4 KB: the oldest pages go first to stay well inside that. */
const MAX_TRAIL_JSON = 2200;

/** The trail with its oldest pages dropped until it fits in a cookie. */
export function fitTrail(trail: VisitTrail): VisitTrail {
  let pages = trail.visited_pages;
  while (pages.length > 0 && JSON.stringify({ ...trail, visited_pages: pages }).length > MAX_TRAIL_JSON)
    pages = pages.slice(1);
  return { ...trail, visited_pages: pages };
}

const NOT_PAGES = /^\/(assets|img|media|api|print)(\/|$)|\.(json|pdf|xml|txt|ico|svg|png|gif|jpe?g|webp|js|css|data)$/;

/**
 * The page a visit pixel names, as the trail keeps it, or null for anything that is not one of the
 * site's pages. Pages carry the pixel (`VisitPixel`) rather than setting a cookie themselves, so that
 * a page is the same bytes for every visitor and can be cached.
 */
export function visitedPage(named: string | null): string | null {
  if (!named?.startsWith("/") || named.startsWith("//")) return null;
  const url = pathUrl(named);
  if (NOT_PAGES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

const TrailSchema = z.object({
  visited_pages: z.array(z.unknown()).transform((pages) =>
    pages
      .filter((p): p is string => typeof p === "string")
      .slice(-MAX_VISITED_PAGES)
      .map((p) => p.slice(0, MAX_PAGE_LENGTH)),
  ),
  linked_query_params: z.record(z.string(), z.unknown()).transform((params) =>
    Object.fromEntries(
      Object.entries(params)
        .filter(([k, v]) => isLinkedQueryParam(k) && typeof v === "string")
        .map(([k, v]) => [k, (v as string).slice(0, MAX_PARAM_LENGTH)]),
    ),
  ),
});

/** A trail as the cookie carried it; anything malformed or tampered into the wrong shape is an empty trail. */
export function readTrail(value: unknown): VisitTrail {
  const parsed = TrailSchema.safeParse(storableJson(value));
  return parsed.success ? parsed.data : emptyTrail();
}
