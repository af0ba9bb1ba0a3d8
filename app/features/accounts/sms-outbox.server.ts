import { and, desc, eq, gt } from "drizzle-orm";
import { sms_outbox } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { OUTBOX_KEEP_MS } from "./sms-sender.server";

export interface KeptSms {
  id: number;
  to: string;
  body: string;
  created_at: Date;
}

/** The newest messages the embedded SmsSender kept for this site in the last 10 minutes. */
export async function latestSms(scope: SiteScope, limit = 20): Promise<KeptSms[]> {
  return scope.db
    .select({ id: sms_outbox.id, to: sms_outbox.to, body: sms_outbox.body, created_at: sms_outbox.created_at })
    .from(sms_outbox)
    .where(and(eq(sms_outbox.site_id, scope.siteId), gt(sms_outbox.created_at, new Date(Date.now() - OUTBOX_KEEP_MS))))
    .orderBy(desc(sms_outbox.id))
    .limit(limit);
}
