/**
 * How many bytes of request body each address may send, counted on the bytes actually read (a
 * chunked body has no Content-Length to trust): the smallest that fits what the address takes.
 * An address that takes a large body from other systems names the credential it needs; the
 * credential is checked before a byte of the body is read.
 */
export interface BodyRule {
  prefix: string;
  bytes: number;
  /** The body is read only after the site's bearer token is shown (the inventory API). */
  bearer?: true;
}

const KB = 1024;
const RULES: BodyRule[] = [
  { prefix: "/api/inventory/", bytes: 20 * KB * KB, bearer: true },
  // Photos: a phone sends them one by one; a browser without scripts sends a few in one form.
  { prefix: "/console/stock/", bytes: 64 * KB * KB },
  { prefix: "/console/imports", bytes: 20 * KB * KB },
  // A logo, or the settings form's menus and banners as JSON.
  { prefix: "/console/settings", bytes: 5 * KB * KB },
  { prefix: "/console/offers", bytes: 16 * KB * KB },
  { prefix: "/console/pages", bytes: 16 * KB * KB },
  { prefix: "/api/analytics", bytes: 4 * KB },
  { prefix: "/api/watchlist/", bytes: 2 * KB },
  { prefix: "/api/rate-limit", bytes: 2 * KB },
  { prefix: "/sign-out", bytes: 2 * KB },
  { prefix: "/alerts/", bytes: 4 * KB },
  { prefix: "/api/search", bytes: 16 * KB },
];
/** A form: the longest (a lead's 2,000-character message, a finance application) is under 16 KB. */
export const DEFAULT_BODY_LIMIT = 32 * KB;

export function bodyRule(path: string): BodyRule {
  return RULES.find((rule) => path.startsWith(rule.prefix)) ?? { prefix: "/", bytes: DEFAULT_BODY_LIMIT };
}

export function describeBytes(bytes: number): string {
  return bytes >= KB * KB ? `${bytes / (KB * KB)} MB` : `${bytes / KB} KB`;
}
