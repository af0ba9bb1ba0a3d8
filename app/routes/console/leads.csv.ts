import { leadsCsv, parseInboxFilters } from "~/features/console-inbox";
import { inboxExport } from "~/features/console-inbox/index.server";
import { siteContext } from "~/platform/http/context";
import { PERSONAL_CACHE } from "~/platform/http/personal";
import { siteToday } from "~/platform/text/dates";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/leads.csv";

/** GET /console/leads.csv: the filtered inbox as a spreadsheet; the export itself is in the audit trail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.read");
  const scope = context.get(siteContext);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const rows = await inboxExport(scope, staff, filters);
  const csv = leadsCsv(rows, scope.config.time_zone);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${scope.config.slug}-${siteToday(scope.config.time_zone)}.csv"`,
      "Cache-Control": PERSONAL_CACHE,
    },
  });
}
