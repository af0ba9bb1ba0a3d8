import { and, eq, sql } from "drizzle-orm";
import { leads } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** The columns /api/miscellaneous may write into a lead (spec 000 section 7: 'valuation'). */
export const MISCELLANEOUS_COLUMNS = ["valuation"] as const;
export type MiscellaneousColumn = (typeof MISCELLANEOUS_COLUMNS)[number];

/**
 * Adds a named value to a stored lead of this site (spec 000 section 7, POST /api/miscellaneous):
 * the lead itself was written first; this only adds to it. Answers whether a lead was found.
 */
export async function saveLeadColumn(
  scope: SiteScope,
  leadId: number,
  column: MiscellaneousColumn,
  value: unknown,
): Promise<boolean> {
  const updated = await scope.db
    .update(leads)
    .set({ fields: sql`${leads.fields} || ${JSON.stringify({ [column]: value })}::jsonb` })
    .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, leadId)))
    .returning({ id: leads.id });
  return updated.length > 0;
}
