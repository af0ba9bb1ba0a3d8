/** Spec 001 section 2 and spec 000 section 2: the types /sign-in is opened with. */
export const SIGN_IN_TYPES = ["trade-in", "checkout", "finance", "spin-to-win", "online-payment", "car-finance", "my-garage", "watchlist"] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export function isSignInType(value: string | null): value is SignInType {
  return (SIGN_IN_TYPES as readonly string[]).includes(value ?? "");
}

const SITE_BASE = "http://site.invalid";

/**
 * A redirect or back target from the query string, kept only when it is a path on this site:
 * "/cars/x?y=1" passes; "//evil.com", "https://evil.com", "/\\evil.com" and "javascript:" do not.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
  if ([...target].some((c) => c.charCodeAt(0) < 32)) return fallback;
  const url = new URL(target, SITE_BASE);
  if (url.origin !== new URL(SITE_BASE).origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function signInPath(type: SignInType, redirect: string, back: string = redirect): string {
  const query = new URLSearchParams({ type, redirect: safeRedirect(redirect), back: safeRedirect(back) });
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
};

export function signInHeading(type: string | null): string {
  return isSignInType(type) ? HEADINGS[type] : "Sign in";
}
