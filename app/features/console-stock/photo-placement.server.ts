import { eq } from "drizzle-orm";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { staff_users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** Where a person's new photos go among a car's others (issue 55): the last choice they made, first at the start. */
export type PhotoPlacement = "first" | "last";

export const isPhotoPlacement = (value: string): value is PhotoPlacement => value === "first" || value === "last";

export async function photoPlacementOf(scope: SiteScope, staffId: number): Promise<PhotoPlacement> {
  const [row] = await scope.db
    .select({ first: staff_users.new_photos_first })
    .from(staff_users)
    .where(eq(staff_users.id, staffId));
  return row?.first === false ? "last" : "first";
}

/** Remembers a person's choice when it changed; recorded, as every staff write is. */
export async function keepPhotoPlacement(scope: SiteScope, staff: StaffMember, placement: PhotoPlacement) {
  if ((await photoPlacementOf(scope, staff.staffId)) === placement) return;
  await scope.db.transaction(async (tx) => {
    await tx
      .update(staff_users)
      .set({ new_photos_first: placement === "first" })
      .where(eq(staff_users.id, staff.staffId));
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "staff.photo-placement",
      entity: "staff",
      entityId: staff.staffId,
      after: { new_photos: placement },
    });
  });
}
