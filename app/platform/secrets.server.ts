import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { platform_secrets } from "./db/schema";

/**
 * The environment's secret when it sets one; otherwise one the platform made, kept in the database so
 * every instance and every restart signs with the same key and nobody has to configure it.
 */
export async function platformSecret(db: Database, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.insert(platform_secrets).values({ name, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: platform_secrets.value }).from(platform_secrets).where(eq(platform_secrets.name, name));
  if (!row) throw new Error(`The ${name} secret could not be stored`);
  return row.value;
}
