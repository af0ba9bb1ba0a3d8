import { and, eq } from "drizzle-orm";
import { staff_memberships, staff_users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { recordAudit } from "./staff-audit.server";
import { mobileNumber, type AlertChannel } from "./staff-rules";

export interface AlertSettings {
  available: boolean;
  channels: AlertChannel[];
  mobile: string | null;
}

const member = (scope: SiteScope, staffId: number) =>
  and(eq(staff_memberships.site_id, scope.siteId), eq(staff_memberships.staff_id, staffId));

/** How this staff member hears of their leads on this site. */
export async function alertSettingsOf(scope: SiteScope, staffId: number): Promise<AlertSettings> {
  const [row] = await scope.db
    .select({
      available: staff_memberships.available,
      channels: staff_memberships.alert_channels,
      mobile: staff_users.mobile,
    })
    .from(staff_memberships)
    .innerJoin(staff_users, eq(staff_users.id, staff_memberships.staff_id))
    .where(member(scope, staffId));
  return row ?? { available: false, channels: [], mobile: null };
}

/** Saves their choice (available or away, how they are alerted, their mobile), audited. */
export async function saveAlertSettings(
  scope: SiteScope,
  staffId: number,
  form: { available: boolean; alert_push: boolean; alert_email: boolean; alert_sms: boolean; mobile: string },
): Promise<void> {
  const channels = (["push", "email", "sms"] as const).filter((c) => form[`alert_${c}`]);
  const after = { available: form.available, channels, mobile: mobileNumber(form.mobile) };
  const before = await alertSettingsOf(scope, staffId);
  await scope.db.transaction(async (tx) => {
    await tx
      .update(staff_memberships)
      .set({ available: after.available, alert_channels: channels })
      .where(member(scope, staffId));
    await tx.update(staff_users).set({ mobile: after.mobile }).where(eq(staff_users.id, staffId));
    await recordAudit(tx, scope.siteId, {
      staffId,
      action: "staff.alerts",
      entity: "staff",
      entityId: staffId,
      before: { ...before },
      after,
    });
  });
}
