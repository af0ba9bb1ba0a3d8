/**
 * A link a dealer or staff member types (a menu, a banner, a page's Markdown) may go to a path on
 * the site, an http(s) address, mail or a phone: never `//host` or `/\host` (which browsers read as
 * another host), `javascript:` or `data:`.
 */
export const SAFE_LINK = /^(\/(?![/\\])|https?:\/\/|mailto:|tel:|#)/i;

export function isSafeLink(href: string): boolean {
  return SAFE_LINK.test(href.trim());
}
