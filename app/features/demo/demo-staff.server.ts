import { asc, eq } from "drizzle-orm";
import { inviteStaff } from "~/features/console-staff/index.server";
import { locations } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** The demo dealer's own address domain: "metrousedcars.com.au" for https://www.metrousedcars.com.au. */
export function demoStaffDomain(scope: SiteScope): string {
  return new URL(scope.config.url).hostname.replace(/^www\./, "");
}

/**
 * Issue 39: each demo site has an owner and a salesperson of its first yard, so a newcomer signs
 * in to a console with people in it (`npm run staff -- invite` makes their own sign-in link).
 */
export async function seedDemoStaff(scope: SiteScope): Promise<void> {
  const domain = demoStaffDomain(scope);
  const [yard] = await scope.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.site_id, scope.siteId))
    .orderBy(asc(locations.id))
    .limit(1);
  await inviteStaff(scope, { email: `owner@${domain}`, name: "Alex Morgan", role: "owner" }, null);
  await inviteStaff(
    scope,
    { email: `sales@${domain}`, name: "Jordan Lee", role: "sales", locationIds: yard ? [yard.id] : [] },
    null,
  );
}
