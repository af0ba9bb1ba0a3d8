import { parseInboxFilters, type LeadStatus } from "~/features/console-inbox";
import { InboxList } from "~/features/console-inbox/components";
import { assignLeads, inboxChoices, inboxPage } from "~/features/console-inbox/index.server";
import { rowIdOf } from "~/platform/forms/row-id";
import { refusal } from "~/platform/forms/refusal";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refused } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction } from "../_shared/staff-action.server";
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
    canHandOver: staff.operator || staff.role !== "sales",
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

/** A manager hands the ticked leads to one person: each is theirs from now, and they are alerted. */
export function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "leads.write",
    async ({ scope, staff, form }) => {
      const assignee = rowIdOf(form.value("assignee"));
      const ids = form.values("lead").flatMap((v) => rowIdOf(v) ?? []);
      if (assignee === null) return refused(refusal("invalid", "Choose who to give them to."));
      const done = await assignLeads(scope, staff, ids, assignee);
      return done.ok ? { handedOver: done.moved ?? 0 } : refused(done);
    },
    () => ({ handedOver: 0 }),
  );
}

/** A hand-over that gets no answer keeps the ticks, with a retry that writes it once. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Leads (${formatNumber(loaderData?.total ?? 0)}) · Console` }];
}

export default function ConsoleLeads({ loaderData, actionData }: Route.ComponentProps) {
  const handedOver = actionData && "handedOver" in actionData ? actionData.handedOver : null;
  return <InboxList {...loaderData} outcome={actionData as FormAnswer | undefined} handedOver={handedOver} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
