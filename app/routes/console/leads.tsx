import { parseInboxFilters, type LeadStatus } from "~/features/console-inbox";
import { InboxList } from "~/features/console-inbox/components";
import { inboxChoices, inboxPage } from "~/features/console-inbox/index.server";
import { leadReference } from "~/features/leads";
import { siteContext } from "~/platform/http/context";
import { formatSiteDateTime } from "~/platform/text/dates";
import { formatNumber } from "~/ui/format";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/leads";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/leads: every lead this staff member may see, newest first, filtered and paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.read");
  const scope = context.get(siteContext);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const [page, choices] = await Promise.all([inboxPage(scope, staff, filters), inboxChoices(scope)]);
  return {
    filters,
    total: page.total,
    pages: page.pages,
    choices,
    rows: page.rows.map((r) => ({
      id: r.id,
      reference: leadReference(r.id),
      received: formatSiteDateTime(r.created_at, scope.config.time_zone),
      kind: r.subcategory ? `${r.category} · ${r.subcategory}` : r.category,
      name: [r.name, r.last_name].filter(Boolean).join(" ") || "No name given",
      contact: r.phone ?? r.email ?? "",
      car: r.stocknum ? `${r.stocknum} · ${r.car_name}` : "",
      yard: r.yard ?? "",
      status: r.status as LeadStatus,
      assignee: r.assignee ?? "",
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Leads (${formatNumber(loaderData?.total ?? 0)}) · Console` }];
}

export default function ConsoleLeads({ loaderData }: Route.ComponentProps) {
  return <InboxList {...loaderData} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
