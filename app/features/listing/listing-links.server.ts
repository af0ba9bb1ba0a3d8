import { siteSearchIndex, searchCars } from "~/features/search/index.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { listingRequest } from "./listing-request";
import { listingStateOf } from "./listing.server";

const LISTING_PATH = /^\/(search|used-car)(?:\/([^?#]*))?(?:\?([^#]*))?/;

/** Counts are read once a minute per index: the menus ask on every page. */
const countsByIndex = new WeakMap<
  Awaited<ReturnType<typeof siteSearchIndex>>,
  { minute: number; counts: Map<string, number> }
>();

/**
 * How many cards a listing link opens: 0 for a path that names nothing this site has, null for a
 * link that is not a listing. A menu or footer shows a listing link only when this is not 0.
 */
async function listingLinkCount(scope: SiteScope, href: string, now = new Date()): Promise<number | null> {
  const match = LISTING_PATH.exec(href);
  if (!match) return null;
  const index = await siteSearchIndex(scope);
  const minute = Math.floor(now.getTime() / 60_000);
  let cached = countsByIndex.get(index);
  if (cached?.minute !== minute) {
    cached = { minute, counts: new Map() };
    countsByIndex.set(index, cached);
  }
  const known = cached.counts.get(href);
  if (known !== undefined) return known;
  const [, prefix, path = "", query = ""] = match;
  const segments = path.split("/").map(decodeURIComponent);
  const state = await listingStateOf(scope, prefix as "search" | "used-car", segments, new URLSearchParams(query));
  const count = state
    ? (await searchCars(scope, { ...listingRequest(state, 0, scope.config), facets: [] }, now)).count
    : 0;
  cached.counts.set(href, count);
  return count;
}

interface Linked {
  href: string;
  children?: Linked[];
}

/**
 * The links of a menu that lead to something: a link to an empty listing goes, a heading whose own
 * listing is empty leads to its first child, and a heading left with no children goes too.
 */
export async function withoutEmptyListings<T extends Linked>(
  scope: SiteScope,
  items: T[],
  now = new Date(),
): Promise<T[]> {
  const kept: (T | null)[] = await Promise.all(
    items.map(async (item): Promise<T | null> => {
      const children = item.children ? await withoutEmptyListings<Linked>(scope, item.children, now) : undefined;
      if (item.children && children?.length === 0 && item.children.length > 0) return null;
      if ((await listingLinkCount(scope, item.href, now)) === 0) {
        return children?.length ? { ...item, href: children[0]!.href, children } : null;
      }
      return item.children ? { ...item, children } : item;
    }),
  );
  return kept.filter((item) => item !== null);
}
