import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { platform_secrets } from "../db/schema";

/**
 * The environment's secret when it sets one; otherwise one the platform made, kept in the database so
 * every instance and every restart signs with the same key and nobody has to configure it.
 */
export async function platformSecret(db: Database, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(platform_secrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: platform_secrets.value })
    .from(platform_secrets)
    .where(eq(platform_secrets.name, name));
  if (!row) throw new Error(`The ${name} secret could not be stored`);
  return row.value;
}

/**
 * The keys that sign cookies: SESSION_SECRET's comma-separated list (the first signs, every one is
 * still accepted, so a key can be rotated without signing anyone out), or the platform's own.
 */
export async function sessionSecrets(db: Database, fromEnv: string | undefined): Promise<string[]> {
  const listed = (fromEnv ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : [await platformSecret(db, "session", undefined)];
}
