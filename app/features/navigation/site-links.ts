/**
 * What a link on a site may point at (issue 18: never a link to a page that does not exist): the
 * app's own pages, this site's optional ones, and its content pages. Outside addresses, tel: and
 * mailto: links are always kept.
 */
const APP_PATHS = new Set([
  "/",
  "/contact",
  "/dealer-locator",
  "/dealerships",
  "/models",
  "/brands",
  "/finance",
  "/service",
  "/trade-in",
  "/sell-my-car",
  "/sell-your-car",
  "/book-test-drive",
  "/favourites",
  "/watchlist",
  "/compare",
  "/sign-in",
  "/online-payment",
  "/cars/trade-in",
]);
const APP_PREFIXES = [
  "/search/",
  "/used-car/",
  "/cars/",
  "/models/",
  "/brands/",
  "/dealerships/",
  "/contact-us/",
  "/our-location/",
];

export interface SiteLinkTargets {
  /** The site's finance page (/finance-enquiry, /apply-for-finance) beside /finance. */
  financePath: string;
  garagePath: string | null;
  promotion: boolean;
  /** Whether the site takes parts requests at /parts/search. */
  partsSearch: boolean;
  /** Whether the site shows offers (offers.excluded: none at all). */
  offers: boolean;
  /** The site's content pages by name: /about-us, /pages/about-us. */
  pages: ReadonlySet<string>;
}

export function linkExists(href: string, site: SiteLinkTargets): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  const path = href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  if (APP_PATHS.has(path) || APP_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  if (path === site.financePath || path === site.garagePath || (site.promotion && path === "/spin-to-win")) return true;
  if (site.partsSearch && path === "/parts/search") return true;
  if (site.offers && (path === "/special-offers" || path.startsWith("/offers/"))) return true;
  const page = /^\/(?:pages\/)?([a-z0-9-]+)$/.exec(path)?.[1];
  return page !== undefined && site.pages.has(page);
}

export interface Linked {
  href: string;
  children?: Linked[];
}

/** A menu with only the links that lead somewhere; a heading whose own page is missing leads to its first child. */
export function liveMenu<T extends Linked>(items: T[], site: SiteLinkTargets): T[] {
  return items.flatMap((item) => {
    const children = item.children ? liveMenu(item.children, site) : undefined;
    if (linkExists(item.href, site)) return [{ ...item, ...(item.children ? { children } : {}) }];
    if (children?.length) return [{ ...item, href: children[0]!.href, children }];
    return [];
  });
}
