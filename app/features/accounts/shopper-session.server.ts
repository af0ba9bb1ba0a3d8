import { cookieHeader, readCookie } from "~/platform/cookies";
import { openValue, sealValue } from "~/platform/signed-value.server";

/** A signed-in shopper, as the session cookie carries them. */
export interface Shopper {
  user_id: number;
  phone: string;
}

export const SESSION_COOKIE = "shopper_session";
const SESSION_SECONDS = 30 * 24 * 60 * 60;

interface SealedSession {
  user_id: number;
  site_id: number;
  phone: string;
  expires: number;
}

/** The cookie that signs a shopper in on one site: it names the site and is refused on any other. */
export function sessionCookie(secret: string, siteId: number, shopper: Shopper, secure: boolean, now: Date): string {
  const sealed: SealedSession = { ...shopper, site_id: siteId, expires: Math.floor(now.getTime() / 1000) + SESSION_SECONDS };
  return cookieHeader(SESSION_COOKIE, sealValue(secret, sealed), { secure, maxAgeSeconds: SESSION_SECONDS });
}

export function signedOutCookie(secure: boolean): string {
  return cookieHeader(SESSION_COOKIE, "", { secure, maxAgeSeconds: 0 });
}

/** The shopper this request's session cookie signs in on this site, or null. */
export function readShopper(secret: string, siteId: number, cookies: string | null | undefined, now: Date): Shopper | null {
  const session = openValue(secret, readCookie(cookies, SESSION_COOKIE)) as Partial<SealedSession> | null;
  if (!session || session.site_id !== siteId || typeof session.user_id !== "number" || typeof session.phone !== "string") return null;
  if (typeof session.expires !== "number" || session.expires * 1000 <= now.getTime()) return null;
  return { user_id: session.user_id, phone: session.phone };
}
