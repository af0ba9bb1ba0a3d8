import { and, eq } from "drizzle-orm";
import { saveLeadColumn, type MiscellaneousColumn } from "~/features/leads/index.server";
import { valuations } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { VALUATION_MESSAGES } from "./valuation-rules";

/**
 * Spec 000 section 7, POST /api/miscellaneous: a value saved with the lead of this site's valuation
 * `reference`; whoever holds the reference may add to its lead, nobody else. Logs the spec's words.
 */
export async function saveWithValuationLead(
  scope: SiteScope,
  reference: string,
  column: MiscellaneousColumn,
  value: unknown,
): Promise<"saved" | "not_found" | "failed"> {
  const [row] = await scope.db
    .select({ lead_id: valuations.lead_id })
    .from(valuations)
    .where(and(eq(valuations.site_id, scope.siteId), eq(valuations.reference, reference)));
  if (!row?.lead_id) return "not_found";
  try {
    await saveLeadColumn(scope, row.lead_id, column, value);
    logger.info({ site: scope.config.slug, lead_id: row.lead_id }, VALUATION_MESSAGES.saved);
    return "saved";
  } catch (error) {
    logger.error({ err: error, site: scope.config.slug, lead_id: row.lead_id }, VALUATION_MESSAGES.save_failed);
    return "failed";
  }
}
