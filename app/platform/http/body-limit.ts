/**
 * How many bytes of request body each address may send, counted on the bytes actually read (a
 * chunked body has no Content-Length to trust): the smallest that fits what the address takes.
 * An address that takes a large body from other systems names the credential it needs; the
 * credential is checked before a byte of the body is read.
 */
export interface BodyRule {
  pattern: RegExp;
  bytes: number;
  /** The body is read only after the site's bearer token is shown (the inventory API). */
  bearer?: true;
  /**
   * The body is read only after a live staff session of the site is shown, and, where named, a
   * role with this permission: nobody signed out can make the server hold a console upload.
   */
  staff?: { permission: string | null };
}

const KB = 1024;
const MB = KB * KB;
const RULES: BodyRule[] = [
  { pattern: /^\/api\/inventory\//, bytes: 20 * MB, bearer: true },
  // Signing in is the one console form sent before there is a session (a script sends it to .data).
  { pattern: /^\/console\/sign-in(\/|\.data$|$)/, bytes: 32 * KB },
  // A phone sends photos one by one.
  { pattern: /^\/console\/stock\/[^/]+\/photos(\.data)?$/, bytes: 15 * MB, staff: { permission: "stock.write" } },
  // A browser without scripts sends a few photos in the car editor's own form.
  { pattern: /^\/console\/stock\//, bytes: 64 * MB, staff: { permission: "stock.write" } },
  { pattern: /^\/console\/imports/, bytes: 20 * MB, staff: { permission: "stock.write" } },
  // A logo, or the settings form's menus and banners as JSON.
  { pattern: /^\/console\/settings/, bytes: 5 * MB, staff: { permission: "settings.write" } },
  { pattern: /^\/console\/(offers|pages)/, bytes: 16 * MB, staff: { permission: "content.write" } },
  // Every other console form: a note, a role, a new site.
  { pattern: /^\/console(\/|$)/, bytes: 1 * MB, staff: { permission: null } },
  { pattern: /^\/api\/analytics/, bytes: 4 * KB },
  { pattern: /^\/api\/watchlist\//, bytes: 2 * KB },
  { pattern: /^\/api\/rate-limit/, bytes: 2 * KB },
  { pattern: /^\/sign-out/, bytes: 2 * KB },
  { pattern: /^\/alerts\//, bytes: 4 * KB },
  { pattern: /^\/api\/search/, bytes: 16 * KB },
];
/** A form: the longest (a lead's 2,000-character message, a finance application) is under 16 KB. */
export const DEFAULT_BODY_LIMIT = 32 * KB;

export function bodyRule(path: string): BodyRule {
  return RULES.find((rule) => rule.pattern.test(path)) ?? { pattern: /^\//, bytes: DEFAULT_BODY_LIMIT };
}

export function describeBytes(bytes: number): string {
  return bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`;
}
