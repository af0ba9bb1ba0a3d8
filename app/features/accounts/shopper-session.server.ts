import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { createCookie, createSessionStorage } from "react-router";
import type { Database } from "~/platform/db/client.server";
import { shopper_sessions, users } from "~/platform/db/schema";

import type { Shopper } from "./shopper";

export const SESSION_COOKIE = "shopper_session";
const SESSION_SECONDS = 30 * 24 * 60 * 60;

interface SessionData {
  site_id: number;
  user_id: number;
  phone: string;
}

export interface ShopperSessions {
  /** The shopper this request's cookie signs in on this site, or null: no cookie costs no query. */
  read(siteId: number, cookieHeader: string | null): Promise<Shopper | null>;
  /** Starts a session for the shopper on this site; the Set-Cookie that carries it. */
  start(siteId: number, shopper: Shopper, secure: boolean): Promise<string>;
  /** Ends this request's session, or every session of its shopper on this site; the Set-Cookie that clears it. */
  end(siteId: number, cookieHeader: string | null, secure: boolean, everywhere?: boolean): Promise<string>;
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("base64url");

/**
 * Sessions kept on the server (React Router's createSessionStorage over `shopper_sessions`): the
 * cookie carries a random id, signed; the table keeps its hash, the site and the shopper. Signing out
 * ends the session there, so a copy of the cookie stops working at once. A session names its site
 * and is refused on any other, even where two sites share a parent domain.
 */
export function shopperSessions(db: Database, secrets: string[]): ShopperSessions {
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
      const id = randomBytes(32).toString("base64url");
      if (data.site_id === undefined || data.user_id === undefined)
        throw new Error("A session needs its site and shopper");
      await db
        .insert(shopper_sessions)
        .values({
          id_hash: hashOf(id),
          site_id: data.site_id,
          user_id: data.user_id,
          expires_at: expires ?? new Date(Date.now() + SESSION_SECONDS * 1000),
        });
      return id;
    },
    async readData(id) {
      const [row] = await db
        .select({ site_id: shopper_sessions.site_id, user_id: shopper_sessions.user_id, phone: users.phone })
        .from(shopper_sessions)
        .innerJoin(users, eq(users.id, shopper_sessions.user_id))
        .where(
          and(
            eq(shopper_sessions.id_hash, hashOf(id)),
            isNull(shopper_sessions.revoked_at),
            gt(shopper_sessions.expires_at, new Date()),
          ),
        );
      return row ?? null;
    },
    async updateData() {
      // A session's data never changes after sign-in; nothing to write.
    },
    async deleteData(id) {
      await db
        .update(shopper_sessions)
        .set({ revoked_at: new Date() })
        .where(eq(shopper_sessions.id_hash, hashOf(id)));
    },
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
      if (current && everywhere) {
        await db
          .update(shopper_sessions)
          .set({ revoked_at: new Date() })
          .where(
            and(
              eq(shopper_sessions.site_id, siteId),
              eq(shopper_sessions.user_id, current.shopper.user_id),
              isNull(shopper_sessions.revoked_at),
            ),
          );
      }
      return storage.destroySession(current?.session ?? (await storage.getSession()), { secure });
    },
  };
}
