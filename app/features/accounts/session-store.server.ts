import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { shopper_sessions, users } from "~/platform/db/schema";

/** What a shopper's session holds: the site it signs in on, the shopper and their phone. */
export interface SessionData {
  site_id: number;
  user_id: number;
  phone: string;
}

/**
 * Shopper sessions kept on the server (`shopper_sessions`): a session's id is random and only its
 * hash is stored, with the site, the shopper and the expiry, so a copy of the table signs nobody in
 * and ending a session ends it for every copy of its cookie.
 */
export interface SessionStore {
  /** A new session's id. */
  create(data: SessionData, expires: Date): Promise<string>;
  /** The live session's data, or null when it is unknown, ended or expired. */
  read(id: string): Promise<SessionData | null>;
  end(id: string): Promise<void>;
  /** Ends every live session of this shopper on this site ("Sign out on every device"). */
  endEverywhere(siteId: number, userId: number): Promise<void>;
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("base64url");

export function sessionStore(db: Database): SessionStore {
  return {
    async create(data, expires) {
      const id = randomBytes(32).toString("base64url");
      await db
        .insert(shopper_sessions)
        .values({ id_hash: hashOf(id), site_id: data.site_id, user_id: data.user_id, expires_at: expires });
      return id;
    },
    async read(id) {
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
    async end(id) {
      await db
        .update(shopper_sessions)
        .set({ revoked_at: new Date() })
        .where(eq(shopper_sessions.id_hash, hashOf(id)));
    },
    async endEverywhere(siteId, userId) {
      await db
        .update(shopper_sessions)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(shopper_sessions.site_id, siteId),
            eq(shopper_sessions.user_id, userId),
            isNull(shopper_sessions.revoked_at),
          ),
        );
    },
  };
}
