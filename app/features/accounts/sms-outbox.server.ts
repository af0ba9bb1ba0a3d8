import { desc, eq } from "drizzle-orm";
import { sms_outbox } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** The newest messages the embedded SmsSender kept for this site, for the development page. */
export async function latestSms(scope: SiteScope, limit = 20) {
  return scope.db
    .select({ id: sms_outbox.id, to: sms_outbox.to, body: sms_outbox.body, created_at: sms_outbox.created_at })
    .from(sms_outbox)
    .where(eq(sms_outbox.site_id, scope.siteId))
    .orderBy(desc(sms_outbox.id))
    .limit(limit);
}
