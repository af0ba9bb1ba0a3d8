/** Where a page's CSRF token travels: a form field, a request header, or the page's meta tag for scripts. */
export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "x-csrf-token";
export const CSRF_META = "csrf-token";
export const FORGED_REQUEST_MESSAGE = "This page has expired. Please reload it and try again.";

/** The token the server put in this page, for a script's fetch or beacon. */
export function pageCsrfToken(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META}"]`)?.content ?? "";
}
