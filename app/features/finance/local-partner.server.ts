import { and, eq } from "drizzle-orm";
import { CustomerDataSchema } from "~/features/finance/customer-application";
import { leadReferenceByKey } from "~/features/leads/index.server";
import { finance_applications } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** An application the embedded finance partner holds for this site, as its page shows it. */
export async function financeApplication(scope: SiteScope, reference: string) {
  if (!/^[\w-]{8,64}$/.test(reference)) return null;
  const [row] = await scope.db
    .select()
    .from(finance_applications)
    .where(and(eq(finance_applications.site_id, scope.siteId), eq(finance_applications.reference, reference)))
    .limit(1);
  if (!row) return null;
  const data = CustomerDataSchema.parse(row.data);
  const car = typeof row.additional_data.car_description === "string" ? row.additional_data.car_description : null;
  // The shopper quotes the dealer's reference for the finance enquiry: the one its e-mail carries. The stored one only opens this page.
  return { ...data, car, reference: row.lead_key === null ? null : await leadReferenceByKey(scope, row.lead_key) };
}
