import { createCookie, type Cookie } from "react-router";

/** The most searches one browser remembers for joining at sign-in. */
const MAX_REMEMBERED = 10;

/**
 * Issue 56: the alert recipients a browser saved searches for before signing in, signed so a browser
 * can name only its own, and kept with the site they were saved on. Signing in joins them to the
 * account and forgets them here.
 */
export function savedSearchesCookie(secrets: string[]): Cookie {
  return createCookie("saved_searches", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secrets,
    maxAge: 180 * 24 * 3600,
  });
}

export async function rememberedRecipients(
  cookie: Cookie,
  siteId: number,
  cookieHeader: string | null,
): Promise<number[]> {
  const kept = (await cookie.parse(cookieHeader)) as { site_id?: unknown; recipients?: unknown } | null;
  if (kept?.site_id !== siteId || !Array.isArray(kept.recipients)) return [];
  return kept.recipients.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
}

/** The Set-Cookie that adds one recipient to this browser's list. */
export async function rememberRecipient(
  cookie: Cookie,
  siteId: number,
  cookieHeader: string | null,
  recipientId: number,
  secure: boolean,
): Promise<string> {
  const kept = await rememberedRecipients(cookie, siteId, cookieHeader);
  const recipients = [recipientId, ...kept.filter((id) => id !== recipientId)].slice(0, MAX_REMEMBERED);
  return cookie.serialize({ site_id: siteId, recipients }, { secure });
}

export function forgetRecipients(cookie: Cookie, secure: boolean): Promise<string> {
  return cookie.serialize(null, { secure, maxAge: 0 });
}
