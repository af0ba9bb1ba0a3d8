import { parseInboxFilters, statusLabels, type LeadStatus } from "~/features/console-inbox";
import { toCsv } from "~/platform/text/csv";
import { inboxExport } from "~/features/console-inbox/index.server";
import { leadReference } from "~/features/leads";
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
  const csv = toCsv(
    [
      "Received",
      "Reference",
      "Kind",
      "Subkind",
      "First name",
      "Last name",
      "E-mail",
      "Phone",
      "Stock number",
      "Car",
      "Yard",
      "Status",
      "Assigned to",
      "First contact",
    ],
    rows.map((r) => [
      r.created_at.toISOString(),
      leadReference(r.id),
      r.category,
      r.subcategory,
      r.name,
      r.last_name,
      r.email,
      r.phone,
      r.stocknum,
      r.car_name,
      r.yard,
      statusLabels[r.status as LeadStatus],
      r.assignee,
      r.first_contacted_at?.toISOString() ?? null,
    ]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${scope.config.slug}-${siteToday(scope.config.time_zone)}.csv"`,
      "Cache-Control": PERSONAL_CACHE,
    },
  });
}
