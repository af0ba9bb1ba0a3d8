import { createCookie, createSessionStorage } from "react-router";
import type { Shopper } from "~/features/accounts";
import type { SessionData, SessionStore } from "~/features/accounts/index.server";

export const SESSION_COOKIE = "shopper_session";
const SESSION_SECONDS = 30 * 24 * 60 * 60;

export interface ShopperSessions {
  /** The shopper this request's cookie signs in on this site, or null: no cookie costs no query. */
  read(siteId: number, cookieHeader: string | null): Promise<Shopper | null>;
  /** Starts a session for the shopper on this site; the Set-Cookie that carries it. */
  start(siteId: number, shopper: Shopper, secure: boolean): Promise<string>;
  /** Ends this request's session, or every session of its shopper on this site; the Set-Cookie that clears it. */
  end(siteId: number, cookieHeader: string | null, secure: boolean, everywhere?: boolean): Promise<string>;
}

/**
 * The shopper's session cookie (React Router's createSessionStorage over the accounts' session
 * store): it carries a random id, signed; the store keeps its hash, the site and the shopper.
 * Signing out ends the session there, so a copy of the cookie stops working at once. A session
 * names its site and is refused on any other, even where two sites share a parent domain.
 */
export function shopperSessions(store: SessionStore, secrets: string[]): ShopperSessions {
  const cookie = createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_SECONDS,
    secrets,
  });
  const storage = createSessionStorage<SessionData>({
    cookie,
    async createData(data, expires) {
      if (data.site_id === undefined || data.user_id === undefined || data.phone === undefined)
        throw new Error("A session needs its site and shopper");
      return store.create(
        { site_id: data.site_id, user_id: data.user_id, phone: data.phone },
        expires ?? new Date(Date.now() + SESSION_SECONDS * 1000),
      );
    },
    readData: (id) => store.read(id),
    async updateData() {
      // A session's data never changes after sign-in; nothing to write.
    },
    deleteData: (id) => store.end(id),
  });

  const signedIn = async (siteId: number, cookieHeader: string | null) => {
    const session = await storage.getSession(cookieHeader);
    const data = session.data;
    return data.site_id === siteId && typeof data.user_id === "number" && typeof data.phone === "string"
      ? { session, shopper: { user_id: data.user_id, phone: data.phone } }
      : null;
  };

  return {
    async read(siteId, cookieHeader) {
      if (!cookieHeader?.includes(`${SESSION_COOKIE}=`)) return null;
      return (await signedIn(siteId, cookieHeader))?.shopper ?? null;
    },
    async start(siteId, shopper, secure) {
      const session = await storage.getSession();
      session.set("site_id", siteId);
      session.set("user_id", shopper.user_id);
      session.set("phone", shopper.phone);
      return storage.commitSession(session, { secure });
    },
    async end(siteId, cookieHeader, secure, everywhere = false) {
      const current = cookieHeader?.includes(`${SESSION_COOKIE}=`) ? await signedIn(siteId, cookieHeader) : null;
      if (current && everywhere) await store.endEverywhere(siteId, current.shopper.user_id);
      return storage.destroySession(current?.session ?? (await storage.getSession()), { secure });
    },
  };
}
