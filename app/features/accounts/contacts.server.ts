import { and, eq } from "drizzle-orm";
import { leads, users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** Whether this site knows the phone: a shopper who has signed in, or a lead that gave it. */
export async function contactExists(scope: SiteScope, phone: string): Promise<boolean> {
  const [user] = await scope.db.select({ id: users.id }).from(users).where(and(eq(users.site_id, scope.siteId), eq(users.phone, phone))).limit(1);
  if (user) return true;
  const [lead] = await scope.db.select({ id: leads.id }).from(leads).where(and(eq(leads.site_id, scope.siteId), eq(leads.phone, phone), eq(leads.spam, false))).limit(1);
  return Boolean(lead);
}
