/** Spec 001 section 2 and spec 000 section 2: the types /sign-in is opened with. */
export const SIGN_IN_TYPES = [
  "trade-in",
  "checkout",
  "finance",
  "spin-to-win",
  "online-payment",
  "car-finance",
  "my-garage",
  "watchlist",
  "favourites",
] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export function isSignInType(value: string | null): value is SignInType {
  return (SIGN_IN_TYPES as readonly string[]).includes(value ?? "");
}

const SITE_BASE = "http://site.invalid";
/**
 * The longest return address a redirect carries. A longer one (a page with a huge query string)
 * comes back as its page without the query, so no Location header outgrows what proxies accept.
 */
export const RETURN_ADDRESS_MAX = 512;
const SITE_ORIGIN = new URL(SITE_BASE).origin;

/**
 * A redirect or back target from the query string, kept only when it is a path on this site. The
 * check is made on the target as a browser would read it, after normalising it as a URL against the
 * site's own origin: "/cars/x?y=1" passes; "//evil.com", "/.//evil.com", "/%2e//evil.com",
 * "/a/..//evil.com", "https://evil.com", "/\\evil.com" and "javascript:" do not.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || !target.startsWith("/") || [...target].some((c) => c.charCodeAt(0) < 32 || c === "\\"))
    return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE_BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path starting with two slashes (or a slash and a backslash) names another host to a browser.
  if (url.origin !== SITE_ORIGIN || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  if (path.length <= RETURN_ADDRESS_MAX) return path;
  return url.pathname.length <= RETURN_ADDRESS_MAX ? url.pathname : fallback;
}

/** /sign-in for a page: its type, where to go once signed in and, when given, where Back goes. */
export function signInPath(type: SignInType, redirect: string, back?: string): string {
  const target = safeRedirect(redirect);
  const query = new URLSearchParams({
    type,
    redirect: target,
    ...(back !== undefined ? { back: safeRedirect(back) } : {}),
  });
  return `/sign-in?${query.toString()}`;
}

const HEADINGS: Record<SignInType, string> = {
  "trade-in": "Sign in to value your trade-in",
  checkout: "Sign in to reserve this car",
  finance: "Sign in to apply for finance",
  "car-finance": "Sign in to apply for finance",
  "spin-to-win": "Sign in to spin to win",
  "online-payment": "Sign in to make a payment",
  "my-garage": "Sign in to your garage",
  watchlist: "Sign in to save cars to your watchlist",
  favourites: "Sign in to keep your favourites on every device",
};

export function signInHeading(type: string | null): string {
  return isSignInType(type) ? HEADINGS[type] : "Sign in";
}
